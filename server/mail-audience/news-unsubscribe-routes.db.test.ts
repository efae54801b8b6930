import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countAudiences } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { newsUnsubscribeUrl } from '#server/mail-audience/news-links.ts';
import { newsOptOuts, storedOptOut, storedSubscriber } from '#tests/audience-factory.ts';
import { subscriberRows } from '#tests/db-rows.ts';
import { formsOf, inlineScriptsOf } from '#tests/html.ts';
import { serverPageScripts } from '#app/server-pages/server-page-document.tsx';
import { createTestApp, postForm, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('news unsubscribe on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** The path of an address's unsubscribe link, as a broadcast carries it. */
  const linkOf = async (email: string) => {
    const { unsubscribeToken } = await ensureMailAddress(t.ctx.db, email);
    const url = new URL(newsUnsubscribeUrl(testSiteUrl, unsubscribeToken));
    return `${url.pathname}${url.search}`;
  };

  it('takes a one-click POST with no Origin: opted out and the subscription ended, once', async () => {
    await storedSubscriber(t.ctx.db, 'reader@example.com');
    const link = await linkOf('Reader@Example.com');
    const oneClick = () =>
      t.app.request(link, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You are unsubscribed');
    expect(await newsOptOuts(t.ctx.db)).toEqual(['reader@example.com']);
    const [row] = await subscriberRows(t.ctx.db, 'reader@example.com');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    const unsubscribedAt = row?.unsubscribedAt;
    expect(unsubscribedAt).toBeInstanceOf(Date);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 0, both: 0 });

    // Repeated: the same answer, the first time kept.
    const second = await oneClick();
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('You are unsubscribed');
    expect((await subscriberRows(t.ctx.db, 'reader@example.com'))[0]?.unsubscribedAt).toEqual(
      unsubscribedAt,
    );
    expect(await newsOptOuts(t.ctx.db)).toEqual(['reader@example.com']);
  });

  it('shows a button on GET, changing nothing, and unsubscribes on its POST', async () => {
    await storedSubscriber(t.ctx.db, 'reader@example.com');
    const link = await linkOf('reader@example.com');
    const prompt = await t.app.request(link);
    expect(prompt.status).toBe(200);
    const page = await prompt.text();
    expect(page).toContain('Unsubscribe from news and tips');
    const forms = formsOf(page);
    expect(forms).toHaveLength(1);
    expect(forms[0]?.method).toBe('post');
    expect(forms[0]?.action).toMatch(/^unsubscribe\?token=[^&]+$/);
    // No script but the theme's, which paints the dark theme before anything.
    expect(inlineScriptsOf(page)).toEqual(serverPageScripts(undefined));
    expect(page).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(await newsOptOuts(t.ctx.db)).toEqual([]);

    const posted = await postForm(t.app, link);
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You are unsubscribed');
    expect(await newsOptOuts(t.ctx.db)).toEqual(['reader@example.com']);
    // Opened again later: says so instead of offering the button.
    expect(await (await t.app.request(link)).text()).toContain('You are unsubscribed');
  });

  it('answers the unknown-link page for a missing or unknown token, 413 for a big body, storing nothing', async () => {
    // Without a token a POST is no one-click request: another site's is refused.
    const foreign = await t.app.request('/mail/unsubscribe', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    for (const path of ['/mail/unsubscribe', '/mail/unsubscribe?token=nope']) {
      expect((await t.app.request(path)).status).toBe(404);
      const posted = await postForm(t.app, path);
      expect(posted.status).toBe(404);
      expect(await posted.text()).toContain('We do not recognize this link');
    }
    const link = await linkOf('reader@example.com');
    const huge = await t.app.request(link, {
      method: 'POST',
      body: 'x'.repeat(10_000),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(huge.status).toBe(413);
    expect(await newsOptOuts(t.ctx.db)).toEqual([]);
  });

  it('the newsletter unsubscribe stops news too; a new confirmation lifts it', async () => {
    const subscriber = await storedSubscriber(t.ctx.db, 'reader@example.com');
    const left = await postForm(
      t.app,
      `/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`,
    );
    expect(left.status).toBe(200);
    expect(await newsOptOuts(t.ctx.db)).toEqual(['reader@example.com']);

    const pending = await storedSubscriber(t.ctx.db, 'again@example.com', 'pending');
    await storedOptOut(t.ctx.db, 'again@example.com');
    const confirmed = await postForm(t.app, '/newsletter/confirm', { token: pending.confirmToken });
    expect(confirmed.status).toBe(200);
    expect(await newsOptOuts(t.ctx.db)).toEqual(['reader@example.com']);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 1, buyers: 0, both: 1 });
  });
});
