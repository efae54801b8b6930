import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

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
