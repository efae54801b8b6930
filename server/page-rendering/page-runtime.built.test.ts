import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLinks } from '#content/page-links.ts';
import { reviewPage } from '#content/review-form.ts';
import { pageRuntime } from '#shared/page-runtime.ts';
import { routeTable } from '#shared/route-table.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ env: { PAYMENTS: 'test' } });
});
afterAll(async () => {
  await server.stop();
});

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];

/** What a page runs: the source of each external script and the code of each inline one. */
function scriptsOf(html: string) {
  const tags = scriptTags(html);
  return {
    sources: tags.flatMap(([tag]) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? []),
    // Data blocks (JSON-LD, speculation rules, island data) are not code.
    inline: tags
      .filter(([tag]) => !/\bsrc=/.test(tag) && !/type="application\/(ld\+)?json"/.test(tag))
      .filter(([tag]) => !/type="speculationrules"/.test(tag))
      .map(([, code]) => code ?? ''),
  };
}

const readingPaths = [
  ...routeTable.filter((page) => !page.private && pageRuntime(page.path) === 'islands'),
  ...seedPosts,
  ...seedGuides,
].map((page) => page.path);

describe('pages without the React runtime', () => {
  it('covers the reading pages: home, FAQ, blog, articles, guides, legal', () => {
    for (const path of ['/', pageLinks.faq.path, pageLinks.blog.path, pageLinks.terms.path])
      expect(readingPaths).toContain(path);
    expect(readingPaths).toContain(seedPosts[0]?.path);
    expect(readingPaths).toContain(seedGuides[0]?.path);
  });

  it.each([
    ...readingPaths,
    '/no-such-page',
    `${pageLinks.blog.path}/no-such-article`,
    pageLinks.success.path,
    `${pageLinks.success.path}?session_id=cs_test_unknown`,
    pageLinks.library.path,
    `${reviewPage.path}/no-such-token`,
  ])(
    '%s is whole HTML with its islands and no React: no router scripts, no streamed parts',
    async (path) => {
      const response = await fetch(new URL(path, server.url));
      const html = await response.text();
      const { sources, inline } = scriptsOf(html);
      expect(sources.some((src) => /\/assets\/islands-[\w-]+\.js$/.test(src))).toBe(true);
      expect(html).not.toContain('__reactRouterContext');
      expect(html).not.toMatch(/\$RC\(|<template id="B:/);
      expect(html).not.toMatch(/rel="modulepreload"/);
      // Only the theme's head script runs inline: it paints the stored theme before the first paint.
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain('localStorage');
    },
  );
});

describe('application pages', () => {
  it.each([pageLinks.admin.path])('%s still hydrates with React Router', async (path) => {
    const html = await (await fetch(new URL(path, server.url))).text();
    expect(html).toContain('__reactRouterContext');
    expect(scriptsOf(html).sources.some((src) => src.includes('/assets/islands-'))).toBe(false);
  });
});
