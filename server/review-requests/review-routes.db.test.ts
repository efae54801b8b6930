import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { fromAddress } from '#tests/mail-fixtures.ts';
import {
  openReviewLink,
  optOutRows,
  reviewInput,
  reviewRows,
} from '#tests/review-link-fixtures.ts';
import { createTestApp, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

/** The per-field messages of an API refusal. */
const fieldsOf = async (response: Response) =>
  apiErrorSchema.parse(await response.json()).error.fields ?? {};

describe.each(testDrivers)('the review routes on %s', (driver) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.dispose();
    testApp = undefined;
  });

  async function setup() {
    testApp = await createTestApp(driver);
    const { app, database } = testApp;
    const db = database.handle.db;
    const link = await openReviewLink(db);
    const post = (body: unknown, token = link.token, headers: Record<string, string> = {}) =>
      postJson(app, `/api/reviews/${token}`, body, headers);
    return { app, db, link, post };
  }

  it('store a review once: 200, then 409 for the same link', async () => {
    const { db, post } = await setup();
    const sent = await post(reviewInput());
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true });
    const again = await post(reviewInput());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'review_link_used', message: 'This review link has already been used.' },
    });
    expect(await reviewRows(db)).toHaveLength(1);
  });

  it('mark a review that claims an outcome, whatever mark the client sends', async () => {
    const { db, link, post } = await setup();
    const claim = 'The judge reduced my payments by $400 a month thanks to this guide.';
    expect(
      (await post(reviewInput({ body: claim, claimFlag: null, claim_flag: null }))).status,
    ).toBe(200);
    const clean = await openReviewLink(db);
    expect(
      (
        await post(
          reviewInput({ claimFlag: 'Names an amount: $1', claim_flag: 'Names an amount: $1' }),
          clean.token,
        )
      ).status,
    ).toBe(200);
    expect((await reviewRows(db)).map((row) => [row.orderId, row.claimFlag])).toEqual([
      [link.order.id, 'Names an amount: $400; Claims a legal outcome: reduced'],
      [clean.order.id, null],
    ]);
  });

  it('answer 400 naming every bad field, and store nothing', async () => {
    const { db, post } = await setup();
    const response = await post({ rating: 6, body: 'Too short', name: '', consent: false });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      body: 'Write at least 20 characters.',
      name: 'Enter the name to show.',
      consent: 'Tick the box to agree that your review may be shown.',
    });
    const empty = await post({});
    expect(Object.keys(await fieldsOf(empty)).sort()).toEqual([
      'body',
      'consent',
      'name',
      'rating',
    ]);
    const hostile = await post(
      reviewInput({
        body: `A review with a hidden \u202Edirection\u202C change.`,
        name: 'x'.repeat(61),
      }),
    );
    expect(await fieldsOf(hostile)).toMatchObject({
      body: expect.stringContaining('unusual characters') as unknown,
      name: 'Use at most 60 characters.',
    });
    expect(await reviewRows(db)).toEqual([]);
  });

  it('answer 404 for an unknown link', async () => {
    const { post } = await setup();
    const response = await post(reviewInput(), 'not-a-link');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'review_link_unknown' } });
  });

  it('refuse hostile clients: another origin, another content type, a huge body', async () => {
    const { app, db, link, post } = await setup();
    expect((await post(reviewInput(), link.token, { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const textPlain = await app.request(`/api/reviews/${link.token}`, {
      method: 'POST',
      body: JSON.stringify(reviewInput()),
      headers: { 'Content-Type': 'text/plain', Origin: testSiteUrl },
    });
    expect(textPlain.status).toBe(415);
    expect((await post(reviewInput({ body: 'x'.repeat(200_000) }))).status).toBe(413);
    expect((await post('{"rating": 5,')).status).toBe(400);
    expect(await reviewRows(db)).toEqual([]);
  });

  it('limit reviews per client like contact messages', async () => {
    const { app, db } = await setup();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { token } = await openReviewLink(db);
      const response = await app.request(
        `/api/reviews/${token}`,
        {
          method: 'POST',
          body: JSON.stringify(reviewInput()),
          headers: { 'Content-Type': 'application/json', Origin: testSiteUrl },
        },
        fromAddress('198.51.100.7'),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('stop review requests from the mail: a page with a button, a one-click POST from anywhere', async () => {
    const { app, db, link } = await setup();
    const path = `/review-requests/stop?token=${link.optOutToken}`;
    const prompt = await app.request(path);
    expect(prompt.status).toBe(200);
    expect(await prompt.text()).toContain('Stop review requests');
    expect(await optOutRows(db)).toEqual([]);

    // A mail provider's one-click request comes from its own servers, with no Origin of ours.
    const oneClick = await app.request(path, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('No more review requests');
    expect(await optOutRows(db)).toMatchObject([{ email: 'buyer@example.com' }]);

    expect((await app.request('/review-requests/stop?token=nope')).status).toBe(404);
  });

  it('keep the review link and the stop link apart: neither token does the other’s job', async () => {
    const { app, db, link } = await setup();
    const stopWithReviewToken = `/review-requests/stop?token=${link.token}`;
    expect((await app.request(stopWithReviewToken)).status).toBe(404);
    const oneClick = await app.request(stopWithReviewToken, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(404);
    expect(await optOutRows(db)).toEqual([]);

    const posted = await postJson(app, `/api/reviews/${link.optOutToken}`, reviewInput());
    expect(posted.status).toBe(404);
    expect(await reviewRows(db)).toEqual([]);
    expect((await postJson(app, `/api/reviews/${link.token}`, reviewInput())).status).toBe(200);
  });
});
