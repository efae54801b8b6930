import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '#shared/site-info.ts';
import { inlineScriptsOf, jsonLdOf } from '#tests/html.ts';
import { PageCache } from './page-cache.ts';
import { createPageHandler } from './page-handler.ts';

const site: SiteInfo = {
  brand: 'Child Support Defense',
  supportEmail: 'help@support.test',
  siteUrl: 'http://shop.test',
  introVideoId: null,
  year: 2026,
};

// What a Markdown article could carry into a page if its text were tampered with.
const smuggled = 'document.title = "owned"';
const smuggledMarkup = `<p>Article text</p><script>${smuggled}</script>`;

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const scriptSources = (response: Response) =>
  /script-src ([^;]+)/
    .exec(response.headers.get('content-security-policy') ?? '')?.[1]
    ?.split(' ') ?? [];

/**
 * The real app (root layout, entry.server, React Router), loaded through Vite as
 * server/dev.ts does, with the home route's component swapped for one that renders
 * tampered content as HTML.
 */
function withSmuggledScript(build: ServerBuild): ServerBuild {
  const home = build.routes['routes/home'];
  if (!home) throw new Error('The build has no home route');
  const Tampered = () =>
    createElement('main', { dangerouslySetInnerHTML: { __html: smuggledMarkup } });
  return {
    ...build,
    routes: {
      ...build.routes,
      [home.id]: { ...home, module: { ...home.module, default: Tampered } },
    },
  };
}

let cacheDir: string;
let vite: ViteDevServer;
let app: Hono;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'csd-page-handler-vite-'));
  vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
    // Nothing is served to a browser here, so no dependency is pre-bundled, and the
    // optimizer cache of a dev server running beside the tests stays untouched.
    cacheDir,
    optimizeDeps: { noDiscovery: true },
  });
  const build = withSmuggledScript(
    (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
  );
  const pages = createPageHandler({
    loadBuild: () => build,
    dev: true,
    cache: new PageCache({ maxEntries: 10, maxBytes: 10_000_000 }),
    site: () => site,
    forms: {
      startCheckout: () => Promise.reject(new Error('no forms in page handler tests')),
      subscribe: () => Promise.reject(new Error('no forms in page handler tests')),
      contact: () => Promise.reject(new Error('no forms in page handler tests')),
    },
  });
  app = new Hono();
  app.all('*', pages);
});

afterAll(async () => {
  await vite.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the page handler', () => {
  it('lists the hashes of the scripts the app writes, and not of a script smuggled into content', async () => {
    const response = await app.request('/');
    const html = await response.text();
    expect(html).toContain(smuggledMarkup);
    const allowed = scriptSources(response);
    expect(allowed).not.toContain(sha256(smuggled));
    expect(allowed).not.toContain("'unsafe-inline'");

    const own = inlineScriptsOf(html).filter((script) => script !== smuggled);
    // The theme script, scroll restoration, hydration context, module bootstrap, loader data.
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.some((script) => script.includes('localStorage.getItem'))).toBe(true);
    for (const script of own) expect(allowed).toContain(sha256(script));
    expect(allowed.filter((source) => source.startsWith("'sha256-"))).toHaveLength(own.length);
    // Structured data is not code: it needs no hash and is still served.
    expect(jsonLdOf(html).length).toBeGreaterThan(0);
  });

  it('leaves no nonce in the page, which the cache shares with every visitor', async () => {
    const first = await app.request('/');
    const html = await first.text();
    expect(html).not.toMatch(/\bnonce=/);
    expect(scriptSources(first).some((source) => source.startsWith("'nonce-"))).toBe(false);

    const again = await app.request('/');
    expect(await again.text()).toBe(html);
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
  });
});
