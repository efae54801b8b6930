import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededPage } from '#tests/seeded-pages.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the fixed pages on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
    // What the server read when it started, whenever that read ends.
    await t.ctx.published.reload();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('are what the seed published: the home page, FAQ, quick answers and the legal pages', () => {
    const published = t.ctx.published.current();
    expect(published.page('faq')?.content).toEqual(seededPage('faq').content);
    expect(published.page('home')?.content).toEqual(seededPage('home').content);
    expect(published.page('quick-answers')?.content).toEqual(seededPage('quick-answers').content);
    expect(published.page('terms')?.content.body).toContain('## 1. Acceptance of Terms');
  });
});
