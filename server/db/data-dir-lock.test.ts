import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';

/** The pid of a process that ran and has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('The child did not start.');
  return child.pid;
}

describe('the embedded database folder’s lock', () => {
  let root: string;
  let directory: string;
  let lockFile: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'csd-lock-'));
    directory = path.join(root, 'pglite');
    lockFile = `${directory}.lock`;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const heldBy = (pid: number, host = hostname()) =>
    writeFile(lockFile, JSON.stringify({ pid, hostname: host }));

  it('names this process while it holds the folder, and is gone once released', async () => {
    const release = await lockDataDir(directory);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({
      pid: process.pid,
      hostname: hostname(),
    });
    await release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while another live process of this machine holds it, naming that process', async () => {
    await heldBy(process.ppid);
    const refusal = lockDataDir(directory);
    await expect(refusal).rejects.toBeInstanceOf(DataDirInUse);
    await expect(refusal).rejects.toThrow(`open in process ${process.ppid}`);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it.each([
    ['a process that exited', async () => heldBy(await exitedPid())],
    ['this process in an earlier life (a restarted container)', () => heldBy(process.pid)],
    ['another host (a container recreated on the volume)', () => heldBy(process.ppid, 'gone')],
    ['a file cut short', () => writeFile(lockFile, '{"pid": 12')],
  ])('takes over the folder from %s', async (_case, leaveLock) => {
    await leaveLock();
    const release = await lockDataDir(directory);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });
});
