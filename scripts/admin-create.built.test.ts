import { spawn } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/passwords.ts';
import { findUserByEmail, insertUser } from '#server/auth/user-repository.ts';
import { openDatabase } from '#server/db/database.ts';
import { projectRoot } from '#tests/project-root.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const script = path.join(projectRoot, 'scripts/admin-create.ts');
const password = 'a sturdy admin passphrase';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create` as an operator would, with standard input piped (not a terminal). */
function adminCreate(args: string[], env: Record<string, string>, input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const silent = pino({ level: 'silent' });

describe('npm run admin:create', () => {
  it('makes an admin in a PGlite data folder with the password read from standard input', async () => {
    const database = await createTestDatabase('pglite');
    await database.handle.close();
    try {
      const run = await adminCreate(
        ['--email', 'Owner@Shop.Example'],
        { DATA_DIR: database.dataDir },
        `${password}\n`,
      );
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain('owner@shop.example is an admin now');
      const reopened = await openDatabase({ dataDir: database.dataDir, logger: silent });
      try {
        const user = await findUserByEmail(reopened.db, 'owner@shop.example');
        expect(user?.role).toBe('owner');
        expect(await verifyPassword(user?.passwordHash, password)).toBe(true);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.dispose();
    }
  });

  it.skipIf(!postgresAvailable)(
    'promotes an existing user on PostgreSQL with the password from ADMIN_PASSWORD',
    async () => {
      const database = await createTestDatabase('postgres');
      try {
        const { db } = database.handle;
        await insertUser(db, { email: 'buyer@shop.example', role: 'user', passwordHash: null });
        const run = await adminCreate(['--email=buyer@shop.example'], {
          DATABASE_URL: database.url ?? '',
          ADMIN_PASSWORD: password,
        });
        expect(run).toMatchObject({ code: 0, stderr: '' });
        const user = await findUserByEmail(db, 'buyer@shop.example');
        expect(user?.role).toBe('owner');
        expect(await verifyPassword(user?.passwordHash, password)).toBe(true);
      } finally {
        await database.dispose();
      }
    },
  );

  it('refuses a bad or missing address and a short password with a clear message', async () => {
    const [badEmail, noEmail, shortPassword] = await Promise.all([
      adminCreate(['--email', 'not-an-address'], { ADMIN_PASSWORD: password }),
      adminCreate([], { ADMIN_PASSWORD: password }),
      adminCreate(['--email', 'owner@shop.example'], {}, 'short\n'),
    ]);
    expect([badEmail.code, noEmail.code, shortPassword.code]).toEqual([1, 1, 1]);
    expect(badEmail.stderr).toContain('--email: Enter a valid email address');
    expect(noEmail.stderr).toContain('Usage: npm run admin:create -- --email you@example.com');
    expect(shortPassword.stderr).toContain(
      'Password: Choose a password of at least 12 characters. Nothing was changed.',
    );
  });

  it('refuses a password that is easy to guess or holds the address, before opening the database', async () => {
    const [common, ownAddress] = await Promise.all([
      adminCreate(
        ['--email', 'owner@shop.example'],
        { DATA_DIR: '/nonexistent/data' },
        'password1234\n',
      ),
      adminCreate(['--email', 'owner@shop.example'], {
        DATA_DIR: '/nonexistent/data',
        ADMIN_PASSWORD: 'owner@shop.example 2026',
      }),
    ]);
    expect([common.code, ownAddress.code]).toEqual([1, 1]);
    expect(common.stderr).toContain('Password: This password is too easy to guess.');
    expect(common.stderr).toContain('Nothing was changed.');
    expect(ownAddress.stderr).toContain(
      'Password: Choose a password that does not contain your email address. Nothing was changed.',
    );
  });
});
