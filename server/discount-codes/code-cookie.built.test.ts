import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { decodeEntities } from '#tests/html.ts';

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ env: { PAYMENTS: 'test' } });
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  });

describe('a discount code from ?code= and the page cache', () => {
  it('keeps a campaign code in a cookie on an uncached answer, and the shared checkout never shows it', async () => {
    // The shared checkout is rendered once and then served from the cache.
    const plain = await (await get('/checkout')).text();
    expect(plain).toContain(discountCodeCopy.label);

    const campaign = await get('/?code=summer25');
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get('Set-Cookie')).toMatch(/^discount_code=SUMMER25; Max-Age=604800;/);

    // The visitor holding it is sent to a checkout of their own, priced for the code.
    const held = await get('/checkout', 'discount_code=SUMMER25');
    expect(held.status).toBe(302);
    expect(held.headers.get('Location')).toBe('/checkout?code=SUMMER25');
    const own = await get('/checkout?code=SUMMER25', 'discount_code=SUMMER25');
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    const ownPage = decodeEntities(await own.text());
    expect(ownPage).toContain('value="SUMMER25"');
    // No such code on this fresh site: refused on the field, not a crash.
    expect(ownPage).toContain(discountCodeCopy.refusals.unknown);

    // Everyone else still gets the shared page, with no code in it.
    const again = await (await get('/checkout')).text();
    expect(again).not.toContain('SUMMER25');
    expect(again).toBe(plain);
  });

  it('clears the cookie with an empty code, and ignores a hostile value', async () => {
    const removed = await get('/checkout?code=', 'discount_code=SUMMER25');
    expect(removed.status).toBe(200);
    expect(removed.headers.get('Set-Cookie')).toMatch(/^discount_code=; Max-Age=0;/);
    const hostile = await get('/?code=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.headers.get('Set-Cookie')).toBeNull();
    const shown = await (
      await get('/checkout?code=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    ).text();
    expect(shown).not.toContain('<script>alert(1)');
  });
});
