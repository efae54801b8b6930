import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { builtServerEntry } from '#tests/built-server.ts';
import { e2eServerEnv, e2eServerLog, emptyE2eDataDir } from './web-server.ts';

/**
 * Starts the production build for the browser tests (Playwright's web server, or by hand to
 * be reused) and keeps everything it prints in `.e2e-server/server.log`; if it dies, the
 * end of that log goes to stderr, which Playwright shows, so a failed run says why.
 */
emptyE2eDataDir();
const log = createWriteStream(e2eServerLog);
const server = spawn(process.execPath, [builtServerEntry], {
  env: { ...process.env, ...e2eServerEnv },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });

server.on('exit', (code, signal) => {
  log.end(() => {
    if (!stopping) {
      const tail = readFileSync(e2eServerLog, 'utf8').trimEnd().split('\n').slice(-40);
      console.error(
        [
          `The test server stopped (${signal ?? `exit code ${code}`}). Its last lines:`,
          ...tail,
        ].join('\n'),
      );
    }
    process.exit(code ?? 1);
  });
});
