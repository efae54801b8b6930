import { seededPagesContent } from '#tests/seeded-pages.ts';
import { noNewsletterArchive } from '#shared/newsletter-archive.ts';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { ServerBuild } from 'react-router';
import { pageLinks } from '#content/page-links.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptsOf, jsonLdOf } from '#tests/html.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { loadAppBuildThroughVite, type ViteAppBuild } from '#tests/vite-app-build.ts';
import { PageCache } from './page-cache.ts';
import { createPageHandler } from './page-handler.ts';

const site = testSiteInfo({ siteUrl: 'http://shop.test' });

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

/** The build with a route's component counting its renders, and optionally its own headers. */
function withCountedRoute(
  build: ServerBuild,
  routeId: string,
  headers?: Record<string, string>,
): { build: ServerBuild; renders: () => number } {
  const route = build.routes[routeId];
  if (!route) throw new Error(`The build has no route ${routeId}`);
  let renders = 0;
  const Counted = () => {
    renders += 1;
    return createElement('main', null, 'counted');
  };
  const module = { ...route.module, default: Counted, ...(headers && { headers: () => headers }) };
  return {
    build: { ...build, routes: { ...build.routes, [routeId]: { ...route, module } } },
    renders: () => renders,
  };
}

const noForms = {
  startCheckout: () => Promise.reject(new Error('no forms in page handler tests')),
  subscribe: () => Promise.reject(new Error('no forms in page handler tests')),
  contact: () => Promise.reject(new Error('no forms in page handler tests')),
  guideOnSale: () => Promise.resolve(true),
  paymentProvider: 'test' as const,
  quoteDiscount: () => Promise.reject(new Error('no forms in page handler tests')),
  reviewLink: () => Promise.reject(new Error('no forms in page handler tests')),
  submitReview: () => Promise.reject(new Error('no forms in page handler tests')),
  requestLibraryLink: () => Promise.reject(new Error('no forms in page handler tests')),
  libraryView: () => Promise.resolve(undefined),
};

/** The page handler alone, serving `build` with a cache of its own. */
function pageApp(
  build: ServerBuild,
  {
    dev,
    cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 }),
    currentSite = () => site,
  }: { dev: boolean; cache?: PageCache; currentSite?: () => typeof site },
): Hono {
  const pages = createPageHandler({
    loadBuild: () => build,
    dev,
    cache,
    site: currentSite,
    socialProof: () => noSocialProof,
    newsletterArchive: noNewsletterArchive,
    published: () => seededPagesContent,
    forms: noForms,
    contentImages: () => undefined,
  });
  const app = new Hono();
  app.all('*', pages);
  return app;
}

let vite: ViteAppBuild;
let app: Hono;
let realBuild: ServerBuild;

beforeAll(async () => {
  vite = await loadAppBuildThroughVite();
  realBuild = vite.build;
  app = pageApp(withSmuggledScript(realBuild), { dev: true });
});

afterAll(() => vite.close());

describe('the page handler', () => {
  it('lists the hashes of the scripts the app writes, and not of a script smuggled into content', async () => {
    const response = await app.request('/');
    const html = await response.text();
    expect(html).toContain(smuggledMarkup);
    const allowed = scriptSources(response);
    expect(allowed).not.toContain(sha256(smuggled));
    expect(allowed).not.toContain("'unsafe-inline'");

    const own = inlineScriptsOf(html).filter((script) => script !== smuggled);
    // A reading page writes two: the theme script and the speculation rules.
    expect(own).toHaveLength(2);
    expect(own.some((script) => script.includes('localStorage.getItem'))).toBe(true);
    for (const script of own) expect(allowed).toContain(sha256(script));
    expect(allowed.filter((source) => source.startsWith("'sha256-"))).toHaveLength(own.length);
    // Structured data is not code: it needs no hash and is still served.
    expect(jsonLdOf(html).length).toBeGreaterThan(0);
  });

  it("lists the hashes of a hydrated page's own scripts", async () => {
    // The back office, the one page React hydrates.
    const response = await app.request(pageLinks.admin.path);
    const own = inlineScriptsOf(await response.text());
    // The theme script, scroll restoration, hydration context, module bootstrap, loader data.
    expect(own.length).toBeGreaterThanOrEqual(4);
    const allowed = scriptSources(response);
    for (const script of own) expect(allowed).toContain(sha256(script));
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

describe('the page cache', () => {
  const cachedApp = (build: ServerBuild) => pageApp(build, { dev: false });

  it('keeps a page that opted in, and renders the back office on every request, under any path', async () => {
    const home = withCountedRoute(realBuild, 'routes/home');
    const homeApp = cachedApp(home.build);
    await homeApp.request('/');
    await homeApp.request('/');
    expect(home.renders()).toBe(1);

    // Every address under the back office is its own route, rendered on each request; an
    // unknown one is the back office's own not-found section, never the public page's answer.
    const admin = withCountedRoute(realBuild, 'routes/admin');
    const adminApp = cachedApp(admin.build);
    for (const path of ['/admin/orders', '/admin/orders', '/admin', '/admin/nowhere']) {
      const response = await adminApp.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect(admin.renders()).toBe(4);

    const notFound = withCountedRoute(realBuild, 'routes/not-found');
    const notFoundApp = cachedApp(notFound.build);
    await notFoundApp.request('/admin/nowhere');
    expect(notFound.renders()).toBe(0);
    await notFoundApp.request('/made-up');
    await notFoundApp.request('/made-up-too');
    expect(notFound.renders()).toBe(1);
  });

  it('renders a page once after a clear (a settings change), then serves it from memory again', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 });
    const home = withCountedRoute(realBuild, 'routes/home');
    const homeApp = pageApp(home.build, { dev: false, cache });
    await homeApp.request('/');
    await homeApp.request('/');
    expect(home.renders()).toBe(1);
    cache.clear();
    for (let request = 0; request < 5; request += 1) await homeApp.request('/');
    expect(home.renders()).toBe(2);
  });

  it('keeps out a page whose render began before a clear, which may show the old settings', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 });
    let clearMidRender = true;
    // The settings change while the page renders: read first, the cache cleared after.
    const currentSite = () => {
      if (clearMidRender) queueMicrotask(() => cache.clear());
      clearMidRender = false;
      return site;
    };
    const home = withCountedRoute(realBuild, 'routes/home');
    const homeApp = pageApp(home.build, { dev: false, cache, currentSite });
    await homeApp.request('/');
    await homeApp.request('/');
    await homeApp.request('/');
    expect(home.renders()).toBe(2);
  });

  it('never keeps a page that sets a cookie, varies with one or says it is private', async () => {
    const privateAnswers: Record<string, string>[] = [
      { 'Set-Cookie': 'visitor=1; Path=/' },
      { Vary: 'Accept-Encoding, Cookie' },
      { 'Cache-Control': 'private, max-age=0' },
    ];
    for (const headers of privateAnswers) {
      const home = withCountedRoute(realBuild, 'routes/home', headers);
      const homeApp = cachedApp(home.build);
      await homeApp.request('/');
      await homeApp.request('/');
      expect(home.renders(), JSON.stringify(headers)).toBe(2);
    }
  });
});
