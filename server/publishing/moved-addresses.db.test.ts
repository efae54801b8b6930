import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCopy } from '#content/site-copy.ts';
import { postPath } from '#shared/published-content.ts';
import { insertPublished, insertRedirect, postContent } from '#tests/published-rows.ts';
import { createTestApp, postForm, type TestApp } from '#tests/test-app.ts';

describe('addresses that moved or are gone', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
    const { db } = test.database.handle;
    await insertRedirect(db, '/blog/old-name', '/blog/new-name');
    await insertRedirect(db, '/blog/taken-down', null);
    // Rows left behind where a live page answers again: the page wins.
    await insertRedirect(db, '/faq', '/blog/new-name');
    await insertPublished(db, postContent('back-again'));
    await insertRedirect(db, postPath('back-again'), '/blog/new-name');
    await test.ctx.published.reload();
  });
  afterAll(() => test.dispose());

  it('a renamed page answers 301 to its new address, with the query kept, to GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await test.app.request('/blog/old-name?utm_source=mail&x=1', { method });
      expect(response.status, method).toBe(301);
      expect(response.headers.get('location')).toBe('/blog/new-name?utm_source=mail&x=1');
    }
    expect((await test.app.request('/blog/old-name/')).headers.get('location')).toBe(
      '/blog/new-name',
    );
  });

  it('a deleted page answers 410 Gone, says it was removed, leads home and is not indexed', async () => {
    const response = await test.app.request('/blog/taken-down');
    expect(response.status).toBe(410);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain(siteCopy.gone.title);
    expect(html).toContain(siteCopy.notFound.homeLink);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await test.app.request('/blog/taken-down', { method: 'HEAD' })).status).toBe(410);
  });

  it('leaves a live page, a form post and any other address to the pages', async () => {
    // The test app's page handler answers every page it is given with this text.
    for (const path of ['/faq', postPath('back-again'), '/blog/never-existed']) {
      const response = await test.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('no pages in API tests');
    }
    expect((await postForm(test.app, '/blog/old-name')).status).not.toBe(301);
  });

  it('follows what was published on reload: a row removed stops redirecting', async () => {
    await test.database.handle.db.execute(
      sql`delete from publishing_redirects where from_path = '/blog/old-name'`,
    );
    expect((await test.app.request('/blog/old-name')).status).toBe(301);
    await test.ctx.published.reload();
    expect((await test.app.request('/blog/old-name')).status).toBe(404);
  });
});
