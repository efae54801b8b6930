import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const builtServerEntry = path.join(projectRoot, 'build/server/index.js');

export interface BuiltServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Every line the server printed so far. */
  output: string[];
  /** SIGTERM, then wait for the exit; returns the exit code. */
  stop(): Promise<number | null>;
}

export interface BuiltServerOptions {
  env?: Record<string, string>;
  /** Keep and reuse a data folder instead of a fresh temporary one. */
  dataDir?: string;
  startTimeoutMs?: number;
}

/**
 * Starts the production build as a user would (`node build/server/index.js`) on a
 * free loopback port, with its own data folder, and resolves once it listens.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  if (!existsSync(builtServerEntry)) {
    throw new Error('No production build: run `npm run build` before these tests.');
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'csd-server-')));
  const child = spawn(process.execPath, [builtServerEntry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not start in time:\n${output.join('\n')}`)),
      options.startTimeoutMs ?? 30_000,
    );
    const onLine = (line: string) => {
      output.push(line);
      const match = /"msg":"server listening"/.test(line) ? /"url":"([^"]+)"/.exec(line) : null;
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });

  return {
    url,
    process: child,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
