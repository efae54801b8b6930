import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /**
   * Sends a signal to the postmaster and every process it started: SIGSTOP freezes the
   * whole cluster (connections stay open, nothing answers), SIGCONT wakes it again.
   */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** Wakes a frozen cluster first, so a failed test cannot leave one behind. */
  stop(): Promise<void>;
}

/** Where initdb and pg_ctl live: PG_BIN_DIR, else Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBinaries(): string | undefined {
  const candidates = process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The processes whose parent is `parentPid`, read from /proc (Linux). */
async function childPids(parentPid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // `pid (name) state ppid ...`; the name may hold spaces and ')', so start after the last one.
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (Number(ppid) === parentPid) children.push(Number(entry));
  }
  return children;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in a temporary folder.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgresServer(binDir: string): Promise<PostgresServer> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'csd-postgres-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args])
      : run(path.join(binDir, command), args);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();

  await pgRun('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await pgRun('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '30',
    '-o',
    options,
    'start',
  ]);

  async function signal(name: NodeJS.Signals): Promise<void> {
    // The first line of postmaster.pid is the postmaster's process id.
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    // The postmaster first: once stopped it cannot start a backend missed by the list below.
    process.kill(postmaster, name);
    for (const pid of await childPids(postmaster)) {
      try {
        process.kill(pid, name);
      } catch (error) {
        // A backend that ended since the list was read needs no signal.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    signal,
    async stop() {
      // A frozen postmaster would sit on pg_ctl's stop request until pg_ctl gave up.
      await signal('SIGCONT').catch(() => undefined);
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
