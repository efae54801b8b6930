import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberRows } from '#tests/db-rows.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { forwardedClientIp, rateLimitKey } from './client-ip.ts';

describe('forwardedClientIp', () => {
  const socket = '10.0.0.2';

  it('takes the socket address when no proxy of ours is trusted, whatever the header says', () => {
    expect(forwardedClientIp(socket, '203.0.113.9', 0)).toBe(socket);
  });

  it('takes the entry our one proxy appended, not the one the client wrote first', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    expect(forwardedClientIp(socket, '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('counts hops from the right through a chain of our proxies', () => {
    expect(forwardedClientIp(socket, '6.6.6.6, 198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
  });

  it('keeps the furthest address known when the header is shorter than the chain', () => {
    expect(forwardedClientIp(socket, '198.51.100.7', 3)).toBe('198.51.100.7');
    expect(forwardedClientIp(socket, undefined, 1)).toBe(socket);
  });

  it('never stores what is not an address in the client place', () => {
    expect(forwardedClientIp(socket, '6.6.6.6, <script>', 1)).toBe(socket);
  });
});

describe('rateLimitKey', () => {
  it('keys IPv4 by the address, an IPv4-mapped IPv6 address as IPv4', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    const key = rateLimitKey('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect(key).toBe('2001:db8:85a3:8d3::/64');
    expect(rateLimitKey('2001:db8:85a3:08d3::1')).toBe(key);
    expect(rateLimitKey('2001:DB8:85A3:8D3:ffff::9%eth0')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the client address behind one proxy of ours (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(() => t.dispose());

  const subscribeFrom = (email: string, forwardedFor: string) =>
    postJson(
      t.app,
      '/api/send-thank-you-email',
      { type: 'subscription', email },
      {
        'X-Forwarded-For': forwardedFor,
      },
    );

  it('stores the address our proxy saw as consent evidence, not the one the client claimed', async () => {
    const response = await subscribeFrom('evidence@example.com', '6.6.6.6, 198.51.100.7');
    expect(response.status).toBe(200);
    const [row] = await subscriberRows(t.ctx.db, 'evidence@example.com');
    expect(row?.signupIp).toBe('198.51.100.7');
  });

  it('counts a whole IPv6 /64 as one client for rate limits', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host += 1) {
      const response = await subscribeFrom(`v6-${host}@example.com`, `2001:db8:1:2::${host}`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await subscribeFrom('v6-other@example.com', '2001:db8:1:3::1');
    expect(other.status).toBe(200);
  });
});
