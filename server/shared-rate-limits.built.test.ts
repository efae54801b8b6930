import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '#tests/built-server.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

describe.skipIf(!postgresAvailable)(
  'rate limits with two server processes on one PostgreSQL',
  () => {
    it('hold across both: five sign-ups an hour per client in all, not five per process', async () => {
      const database = await createTestDatabase('postgres');
      const env = { DATABASE_URL: database.url ?? '', LOG_LEVEL: 'warn' };
      const servers = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 7; attempt += 1) {
          const server = servers[attempt % 2];
          if (!server) throw new Error('no server');
          const response = await fetch(new URL('/api/send-thank-you-email', server.url), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body: JSON.stringify({ type: 'subscription', email: `shared-${attempt}@example.com` }),
          });
          statuses.push(response.status);
          if (response.status === 429)
            expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await database.dispose();
      }
    });

    it('hold for admin sign-in: five failures per address in all, then even the right password waits', async () => {
      const database = await createTestDatabase('postgres');
      const admin = { email: 'owner@shop.example', password: 'the owner’s passphrase' };
      // Both start with the same first admin at once: one makes it, the other finds it made.
      const env = {
        DATABASE_URL: database.url ?? '',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      const servers = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
      try {
        const signIn = async (attempt: number, password: string) => {
          const server = servers[attempt % 2];
          if (!server) throw new Error('no server');
          const response = await fetch(new URL('/api/auth/sign-in', server.url), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body: JSON.stringify({ email: admin.email, password }),
          });
          return response.status;
        };
        expect(await signIn(0, admin.password)).toBe(200);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          statuses.push(await signIn(attempt, 'a wrong password'));
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
        expect([await signIn(0, admin.password), await signIn(1, admin.password)]).toEqual([
          429, 429,
        ]);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await database.dispose();
      }
    });
  },
);
