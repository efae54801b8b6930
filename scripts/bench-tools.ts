/** What the benchmarks share: percentiles, a process's CPU time, and a forked comparison server. */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { projectRoot } from '#tests/project-root.ts';

/** The value at `fraction` (0.5, 0.99) of values sorted ascending; 0 for none. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** CPU seconds a process has used so far, from /proc; undefined where there is none. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime (fields 14 and 15), in ticks of 1/100 s (USER_HZ) on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The share of one core a process used between two `cpuSeconds` readings `seconds` apart. */
export function cpuPercent(
  before: number | undefined,
  after: number | undefined,
  seconds: number,
): number | undefined {
  return before === undefined || after === undefined
    ? undefined
    : ((after - before) / seconds) * 100;
}

/** A `cpuPercent` for a table: whole percent, or n/a where /proc could not tell. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? 'n/a' : value.toFixed(0);
}

export interface ForkedServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Forks a comparison server (a script beside this one, run with tsx), sends it `start`, and
 * waits for the `{url}` message it answers once listening.
 */
export async function forkServer(script: string, start: object): Promise<ForkedServer> {
  const child = fork(new URL(script, import.meta.url), {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not start.`)), 15_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(z.object({ url: z.string() }).parse(message).url);
      });
      void exited.then(() => reject(new Error(`${script} exited before listening.`)));
      child.send(start);
    });
    return { url, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process's memory from /proc, in MB: resident now and the peak since start (or reset). */
export async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the peak over from the current size (Linux: clear_refs 5); false where not allowed. */
export async function resetPeak(pid: number): Promise<boolean> {
  return writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
}
