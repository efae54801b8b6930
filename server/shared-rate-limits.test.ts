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
  },
);
