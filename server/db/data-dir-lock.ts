import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { z } from 'zod';

const holderSchema = z.object({ pid: z.number().int(), hostname: z.string() });
type Holder = z.infer<typeof holderSchema>;

/** The embedded database's folder is open in another live process on this machine. */
export class DataDirInUse extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${directory} is open in process ${pid}. Two processes writing one folder would corrupt it: stop that process first.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    return holderSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * A live holder is another process of this machine that still runs. Our own pid in the file
 * is a previous life of this process (a container restarted as pid 1 again); another host's
 * entry is a container recreated on the same volume, since PGlite's folder is never shared.
 */
const isLive = (holder: Holder | undefined): holder is Holder =>
  holder !== undefined &&
  holder.hostname === hostname() &&
  holder.pid !== process.pid &&
  isRunning(holder.pid);

/**
 * Claims `<directory>.lock` for this process, or throws DataDirInUse while another live
 * process holds it; a holder that died is replaced. Resolves to the release.
 */
export async function lockDataDir(directory: string): Promise<() => Promise<void>> {
  const file = `${directory}.lock`;
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid, hostname: hostname() }));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (isLive(holder)) throw new DataDirInUse(directory, holder.pid);
    await rm(file, { force: true });
  }
}
