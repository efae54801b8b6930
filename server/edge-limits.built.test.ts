import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { rawGet } from '#tests/raw-get.ts';

// The production build as deployed, attacked the way the outside review did.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server.stop();
});

const url = (path: string) => new URL(path, server.url);

/** Resident memory of the server process, from the kernel's own accounting. */
function residentBytes(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kilobytes) * 1024;
}

const randomPath = () => `/${randomBytes(150).toString('hex')}/${randomBytes(40).toString('hex')}`;

describe('a very long address', () => {
  const deepPath = `/${'a/'.repeat(7000)}`;

  it('answers a small 404 at once, without rendering a breadcrumb per segment', async () => {
    const started = performance.now();
    const response = await rawGet(url(deepPath));
    expect(response.status).toBe(404);
    expect(response.body.byteLength).toBeLessThan(50 * 1024);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.body.toString()).toContain('Page not found');
  });

  it('leaves memory as it was, however many such addresses and made-up paths arrive', async () => {
    for (let i = 0; i < 30; i += 1) await rawGet(url(randomPath()));
    const before = residentBytes();
    for (let i = 0; i < 6; i += 1) await rawGet(url(`${deepPath}${i}`));
    for (let i = 0; i < 300; i += 1) {
      const response = await rawGet(url(randomPath()));
      expect(response.status).toBe(404);
    }
    expect(residentBytes() - before).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('NUL bytes and malformed bodies', () => {
  it.each([
    '/newsletter/confirm?token=%00abc',
    '/newsletter/unsubscribe?token=abc%00',
    '/download/abc%00def',
    '/faq?x=%00',
  ])('%s answers 400 with a page, not JSON', async (path) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('We could not use that request');
  });

  it('answers a NUL in an API request with 400 in the error shape', async () => {
    const response = await fetch(url('/api/verify-payment?x=%00'));
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('malformed_request');
  });

  it('a malformed multipart body to the newsletter pages answers 400, not 500', async () => {
    for (const page of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      const response = await fetch(url(page), {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=----x',
          Origin: server.url,
        },
        body: '------x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc',
      });
      expect(response.status).toBe(400);
    }
    expect(server.output.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});

describe('a page form post that is no form', () => {
  it.each(['/library', '/review/rv-odd-token'])('%s answers 400 pages, never 500', async (page) => {
    const bodies: Array<[string, string]> = [
      [
        'multipart/form-data; boundary=----x',
        '------x\r\nContent-Disposition: form-data; name="email"',
      ],
      ['multipart/form-data', 'email=a%40b.c'],
      ['text/plain', 'email=a@b.c'],
      ['application/json', '{"email":"a@b.c"}'],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(url(page), {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: server.url },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    }
    expect(server.output.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});

/** Sends a request on the given agent and reads the whole answer; socket errors reject. */
function send(agent: Agent, path: string, body: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const outgoing = request(
      url(path),
      {
        agent,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: server.url,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('a body over the limit', () => {
  it('is refused on a page form post too, as a page, before the action reads it', async () => {
    const response = await fetch(url('/checkout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: `intent=checkout&email=${'x'.repeat(300 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('is refused with Connection: close, and the next request on the same agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = JSON.stringify({ type: 'subscription', email: 'x'.repeat(300 * 1024) });
      const refused = await send(agent, '/api/send-thank-you-email', tooLarge);
      expect(refused).toEqual({ status: 413, connection: 'close' });
      const next = await send(
        agent,
        '/api/send-thank-you-email',
        JSON.stringify({ type: 'subscription', email: 'keep-alive@example.com' }),
      );
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('the request log', () => {
  it('never holds the secret of a link: download, receipt, review, sign-in, token, session id', async () => {
    const secrets = Array.from({ length: 7 }, () => randomBytes(32).toString('base64url'));
    const [download = '', newsletter = '', session = '', receipt = '', review = ''] = secrets;
    const [signIn = '', password = ''] = secrets.slice(5);
    await fetch(url(`/download/${download}`));
    await fetch(url(`/newsletter/confirm?token=${newsletter}`));
    await fetch(url(`/receipt/${receipt}`));
    await fetch(url(`/review/${review}`));
    await fetch(url(`/library/sign-in/${signIn}`));
    await fetch(url(`/admin/set-password?token=${password}`));
    await fetch(url(`/success?session_id=${session}`));
    await expect.poll(() => server.output.some((line) => line.includes('/success'))).toBe(true);
    const log = server.output.join('\n');
    expect(log).toContain('/download/[redacted]');
    expect(log).toContain('/review/[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('starting a public site', () => {
  it('refuses to run the free test provider unless told to, with one clear line', async () => {
    const started = startBuiltServer({ env: { SITE_URL: 'https://shop.example' } });
    await expect(started).rejects.toThrow(/exited with 1[\s\S]*public site[\s\S]*PAYMENTS=test/);
  });
});
