import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

const outsideHosts = /googletagmanager|google-analytics|analytics\.google|clarity\.ms|bing\.com/;

describe('contentSecurityPolicy', () => {
  it('allows no analytics service when none is configured', () => {
    expect(contentSecurityPolicy()).not.toMatch(outsideHosts);
    expect(contentSecurityPolicy({ forwarding: { tagId: null, sessionToolId: null } })).not.toMatch(
      outsideHosts,
    );
  });

  it('allows the Google tag hosts only when its id is configured', () => {
    const policy = directives(
      contentSecurityPolicy({ forwarding: { tagId: 'G-TEST1234', sessionToolId: null } }),
    );
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
    expect([...policy.values()].flat().join(' ')).not.toMatch(/clarity/);
  });

  it('allows the Clarity hosts only when its id is configured', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: ['sha256-abc'],
        forwarding: { tagId: null, sessionToolId: 'abc123def' },
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc'", 'https://*.clarity.ms']);
    expect(policy.get('connect-src')).toContain('https://*.clarity.ms');
    expect(policy.get('img-src')).toContain('https://c.bing.com');
    expect([...policy.values()].flat().join(' ')).not.toMatch(/google/);
  });
});

describe('the referrer a page gives away', () => {
  const app = new Hono();
  app.use(securityHeaders({ dev: false }));
  app.get('*', (c) => c.html('<a href="/faq">FAQ</a>'));
  const policyOf = async (path: string) => (await app.request(path)).headers.get('Referrer-Policy');

  it.each([
    '/review/rv_s3cret',
    '/receipt/rcpt_s3cret',
    '/library/sign-in/lib_s3cret',
    '/download/dl_s3cret',
    '/success?session_id=cs_s3cret',
    '/admin/set-password?token=s3cret',
    '/mail/unsubscribe?token=s3cret',
    '/review-requests/stop?token=s3cret',
  ])('is none at all on %s, opened by a secret link', async (path) => {
    expect(await policyOf(path)).toBe('no-referrer');
  });

  it('is the origin alone, to other sites, on every other page', async () => {
    expect(await policyOf('/faq')).toBe('strict-origin-when-cross-origin');
    expect(await policyOf('/review-requests/stop')).toBe('strict-origin-when-cross-origin');
  });
});
