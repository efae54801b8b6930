import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { discountCodeCookie } from './code-cookie.ts';

/** The middleware in front of a page that says which code the request carried. */
function app(siteUrl = 'http://shop.test') {
  const hono = new Hono();
  hono.use(discountCodeCookie({ siteUrl }));
  hono.all('*', (c) => c.text(`page ${c.req.header('Cookie') ?? ''}`));
  return hono;
}

const get = (path: string, cookie?: string, siteUrl?: string) =>
  app(siteUrl).request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});

describe('the discount_code cookie', () => {
  it('keeps a code of the right shape from any public page, upper-cased, for 7 days', async () => {
    for (const path of [
      '/?code=fall20',
      '/blog/some-article?utm_source=x&code=FALL20',
      '/checkout.data?code=Fall20',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Set-Cookie')).toBe(
        'discount_code=FALL20; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax',
      );
    }
  });

  it('takes the code only from a parameter spelled `code=`, as the prefetch rules exclude it', async () => {
    for (const path of ['/?%63ode=FALL20', '/?c%6Fde=FALL20', '/?CODE=FALL20', '/?code'])
      expect((await get(path)).headers.get('Set-Cookie')).toBeNull();
    const cleared = await get('/faq?%63ode=', 'discount_code=FALL20');
    expect(cleared.headers.get('Set-Cookie')).toBeNull();
  });

  it('is Secure on a site served over https', async () => {
    const response = await get('/?code=FALL20', undefined, 'https://shop.test');
    expect(response.headers.get('Set-Cookie')).toContain('; Secure');
  });

  it('keeps nothing of a value that is not a code, and never on the API, the back office or a post', async () => {
    const hostile = [
      '/?code=%3Cscript%3E',
      `/?code=${'A'.repeat(40)}`,
      '/?code=A%3B%20Path%3D%2Fadmin',
      '/?code=X',
    ];
    for (const path of hostile) expect((await get(path)).headers.get('Set-Cookie')).toBeNull();
    for (const path of [
      '/api/checkout/quote?code=FALL20',
      '/api?code=FALL20',
      '/admin?code=FALL20',
      '/admin/orders?code=FALL20',
    ])
      expect((await get(path)).headers.get('Set-Cookie')).toBeNull();
    const posted = await app().request('http://shop.test/checkout?code=FALL20', { method: 'POST' });
    expect(posted.headers.get('Set-Cookie')).toBeNull();
  });

  it("is cleared by an empty code, the checkout's Remove", async () => {
    const response = await get('/checkout?code=', 'discount_code=FALL20');
    expect(response.headers.get('Set-Cookie')).toMatch(/^discount_code=; Max-Age=0; Path=\//);
  });

  it('sends a visitor holding a code from the shared /checkout to their own priced page', async () => {
    const response = await get('/checkout', 'theme=dark; discount_code=FALL20');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/checkout?code=FALL20');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    // Any other address already escapes the cache: the loader reads the cookie there.
    expect((await get('/checkout?canceled=1', 'discount_code=FALL20')).status).toBe(200);
    expect((await get('/', 'discount_code=FALL20')).status).toBe(200);
    // A cookie that is not a code is ignored.
    expect((await get('/checkout', 'discount_code=%3Cb%3E')).status).toBe(200);
  });
});
