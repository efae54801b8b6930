import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { projectRoot } from './project-root.ts';
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
  /** Flags for node itself, e.g. `--cpu-prof` for a benchmark's profile. */
  nodeArgs?: string[];
}

// The levels at which the server prints its "server listening" line.
const announcingLevels = new Set(['info', 'debug', 'trace']);

/** A port nothing listens on now, for a server that will not say which one it took. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

async function pollUntilAccepting(
  host: string,
  port: number,
  givenUp: () => boolean,
): Promise<void> {
  while (!givenUp() && !(await accepts(host, port)))
    await new Promise((wait) => setTimeout(wait, 100));
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
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
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  // Quieter than info, the server does not print its URL: choose the port for it, then poll.
  const quietPort = announcingLevels.has(env.LOG_LEVEL ?? '')
    ? undefined
    : env.PORT === '0'
      ? await freeLoopbackPort()
      : Number(env.PORT);
  if (quietPort !== undefined) env.PORT = String(quietPort);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), builtServerEntry], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  let starting = true;
  const url = await new Promise<string>((resolve, reject) => {
    // A server that is too slow is stopped, so a failed start leaves no process behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server did not start in time:\n${output.join('\n')}`));
    }, options.startTimeoutMs ?? 60_000);
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
    if (quietPort !== undefined)
      void pollUntilAccepting(env.HOST ?? '', quietPort, () => !starting).then(() => {
        clearTimeout(timer);
        resolve(`http://${env.HOST ?? ''}:${quietPort}`);
      });
  }).finally(() => (starting = false));

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
