import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkingCopy, dashboardCopy, sectionsCopy } from '#content/admin-shell.ts';
import { adminPath, isAdminPath } from '#shared/admin-path.ts';
import { adminOrderPath, adminSectionIds, adminSections } from '#shared/admin-sections.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { healthSchema } from '#shared/contracts/health.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { routeTable } from '#shared/route-table.ts';
import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { canonicalOf, decodeEntities, inlineScriptsOf, jsonLdOf, titleOf } from '#tests/html.ts';
import { rawGet } from '#tests/raw-get.ts';

const siteUrl = 'https://childsupportdefense.example';
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ env: { SITE_URL: siteUrl, PAYMENTS: 'test' } });
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string, headers?: Record<string, string>) =>
  fetch(new URL(path, server.url), { headers });

describe.each(routeTable.map((page) => [page.path, page] as const))('page %s', (path, page) => {
  it('is rendered on the server with its heading, title, canonical link and structured data', async () => {
    // The result page shows its "verifying" heading only while it has a session to verify.
    const response = await get(path === '/success' ? '/success?session_id=cs_test_probe' : path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(decodeEntities(titleOf(html) ?? '')).toContain(page.title);
    // The back office is a shell until the browser has checked the session.
    expect(decodeEntities(html)).toContain(
      isAdminPath(path) ? `<p>${checkingCopy}</p>` : `>${page.heading}</h1>`,
    );
    expect(canonicalOf(html)).toBe(`${siteUrl}${path}`);
    const types = jsonLdOf(html).map((block) => block['@type']);
    expect(types).toContain('Organization');
    if (path === '/') expect(types).not.toContain('BreadcrumbList');
    else expect(types).toContain('BreadcrumbList');
    if (page.private) expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe('the shared frame', () => {
  it('carries the brand, navigation, footer year, support e-mail and disclaimer', async () => {
    const html = decodeEntities(await (await get('/faq')).text());
    expect(html).toContain(productDefaults.brand);
    for (const label of [
      'Home',
      'FAQ',
      'Legal Notice',
      'Terms',
      'Privacy',
      'Get Started',
      'Quick Links',
      'Legal Information',
      'Support',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain(`© ${new Date().getFullYear()} ${productDefaults.brand}`);
    expect(html).toContain(`mailto:${productDefaults.supportEmail}`);
    expect(html).toContain('not legal advice');
  });

  it('names the home page and each crumb in the breadcrumb structured data', async () => {
    const html = await (await get('/states/texas-child-support')).text();
    const trail = jsonLdOf(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'States' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Texas Child Support',
        item: `${siteUrl}/states/texas-child-support`,
      },
    ]);
  });
});

describe('not found', () => {
  it('is one page for every made-up path, rendered once and then served from the cache', async () => {
    const first = await get('/made-up/path-one');
    const second = await get('/Another-Made-Up-Path?with=query');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('never stands in for React Router’s own data and route-discovery answers', async () => {
    expect((await get('/made-up/path-three')).status).toBe(404);
    for (const path of ['/faq.data', '/_root.data', '/__manifest?p=%2Ffaq&version=x']) {
      const response = await get(path);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('text/html');
    }
    expect((await get('/faq.data')).status).toBe(200);
  });

  it.each(['/no-such-page', '/blog/no-such-article', '/states/atlantis-child-support'])(
    '%s answers 404 with the not-found page and is logged',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('>404</h1>');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('Return to Home');
      expect(canonicalOf(html)).toBeUndefined();
      expect(jsonLdOf(html).map((block) => block['@type'])).toContain('Organization');
      await expect
        .poll(() =>
          server.output.some(
            (line) =>
              line.includes('"level":40') &&
              line.includes('"msg":"not found"') &&
              line.includes(`"path":"${path}"`),
          ),
        )
        .toBe(true);
    },
  );
});

describe('security headers', () => {
  it('allow exactly the inline scripts of the page, by hash', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const scripts = inlineScriptsOf(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
    }
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('come with every response, API and assets included', async () => {
    for (const path of ['/faq', '/api/nothing', '/healthz', '/favicon.svg']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{20,}$/);
    }
  });
});

describe('the page cache', () => {
  it('serves the same page again, compressed and revalidated by ETag', async () => {
    const first = await get('/faq');
    const html = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    const again = await get('/faq', { 'Accept-Encoding': 'identity' });
    expect(await again.text()).toBe(html);

    const revalidated = await get('/faq', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('answers a cache hit with the very headers of the first, fully processed response', async () => {
    const headersOf = async () => {
      const response = await get('/legal-notice', { 'Accept-Encoding': 'gzip' });
      await response.arrayBuffer();
      return Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !['date', 'x-request-id', 'content-length'].includes(name),
        ),
      );
    };
    const first = await headersOf();
    expect(first['content-security-policy']).toContain("'sha256-");
    expect(first['x-frame-options']).toBe('DENY');
    expect(await headersOf()).toEqual(first);
    expect(await headersOf()).toEqual(first);
  });

  it('sends brotli or gzip to clients that accept them', async () => {
    const plain = await (await get('/faq')).text();
    const brotli = await rawGet(new URL('/faq', server.url), {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain);
    const gzip = await rawGet(new URL('/faq', server.url), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.length / 2);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain);
  });

  it('keeps private pages out of every cache', async () => {
    for (const path of ['/success?session_id=abc', '/success', '/admin']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await get('/faq')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the back office', () => {
  it('answers every section and unknown address under it with its shell: private, unindexed, untracked', async () => {
    const sections = adminSectionIds.map((id) => adminSections[id].path);
    for (const path of [...sections, adminOrderPath('ord_1'), `${adminPath}/nowhere`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = decodeEntities(await response.text());
      expect(html).toContain(`<p>${checkingCopy}</p>`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toContain(trackerScriptMarker);
    }
    const orders = decodeEntities(await (await get(adminSections.orders.path)).text());
    expect(titleOf(orders)).toBe(`${sectionsCopy.orders} · ${dashboardCopy.title}`);
  });

  it('leaves the set-password page to the server', async () => {
    const response = await get(`${adminPath}/set-password`);
    expect(decodeEntities(await response.text())).not.toContain(checkingCopy);
  });
});

describe('health and API errors', () => {
  it('GET /healthz reports the database up', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(healthSchema.parse(await response.json())).toEqual({
      status: 'ok',
      checks: { database: 'up' },
    });
  });

  it('an unknown API path answers 404 in the error shape', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
  });

  it('an oversized body answers 413 in the error shape and is not read', async () => {
    const response = await fetch(new URL('/api/anything', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteUrl },
      body: JSON.stringify({ text: 'x'.repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('payload_too_large');
  });

  it('logs every request as one structured line', async () => {
    const marker = `/faq?logged=${Date.now()}`;
    expect((await get(marker)).status).toBe(200);
    // The line is written once the answer has gone out; give the pipe a moment.
    await expect
      .poll(() => server.output.find((entry) => entry.includes(`"path":"${marker}"`)))
      .toBeDefined();
    const line = server.output.find((entry) => entry.includes(`"path":"${marker}"`));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
  });
});
