import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactCopy } from '#content/contact.ts';
import { messagesResponseSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { adminClient } from '#tests/admin-orders-helpers.ts';
import { contactMessageRows, outboxRows } from '#tests/db-rows.ts';
import { fromAddress } from '#tests/mail-fixtures.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const chatQuestion = (overrides: Record<string, unknown> = {}) => ({
  type: 'contact',
  source: 'chat',
  email: 'parent@example.com',
  message: 'Which states do you cover?',
  ...overrides,
});
const contactForm = {
  type: 'contact',
  name: 'Sam Parent',
  email: 'sam@example.com',
  message: 'Hi',
};

describe.each(testDrivers)('a question the chat hands over to support, on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** What the chat posts from a visitor's browser at `ip`, our origin unless told otherwise. */
  const post = (body: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    t.app.request(
      '/api/send-thank-you-email',
      {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Origin: testSiteUrl, ...headers },
      },
      fromAddress(ip),
    );

  it('is stored as a message from the chat, acknowledged and told to support like any other', async () => {
    // A name the chat never asks for is not the visitor's to choose: the server names them.
    const response = await post(chatQuestion({ name: 'Support Team' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(t.nudges()).toBe(1);

    const [stored] = await contactMessageRows(t.ctx.db);
    expect(stored).toMatchObject({
      source: 'chat',
      name: contactCopy.chatSenderName,
      email: 'parent@example.com',
      message: 'Which states do you cover?',
      ip: '203.0.113.7',
    });
    expect(await outboxRows(t.ctx.db)).toMatchObject([
      { kind: 'contact-ack', recipient: 'parent@example.com', payload: {} },
      {
        kind: 'contact-notify',
        payload: { name: contactCopy.chatSenderName, messageId: stored?.id },
      },
    ]);

    // The back office's Messages lists it, marked as from the chat, beside the form's.
    expect((await post(contactForm, {}, '203.0.113.8')).status).toBe(200);
    const admin = await adminClient(t);
    const inbox = messagesResponseSchema.parse(await (await admin.get(adminApi.messages)).json());
    expect(inbox.rows.map(({ name, source }) => ({ name, source }))).toEqual([
      { name: 'Sam Parent', source: 'form' },
      { name: contactCopy.chatSenderName, source: 'chat' },
    ]);
  });

  it("marks a question about the sender's own case from its text, whatever the client claims", async () => {
    const ownCase = 'should I skip my hearing on the 12th?';
    const general = 'How long do I have to request a review?';
    // A hostile client cannot unmark its own-case question nor mark a general one.
    expect((await post(chatQuestion({ message: ownCase, ownCase: false }))).status).toBe(200);
    expect((await post(chatQuestion({ message: general, ownCase: true }))).status).toBe(200);
    expect(
      (await post({ ...contactForm, message: `Hello. ${ownCase}` }, {}, '203.0.113.8')).status,
    ).toBe(200);
    expect(
      (await contactMessageRows(t.ctx.db)).map(({ message, ownCase }) => ({ message, ownCase })),
    ).toEqual([
      { message: ownCase, ownCase: true },
      { message: general, ownCase: false },
      { message: `Hello. ${ownCase}`, ownCase: true },
    ]);

    // The back office's Messages carries the mark.
    const admin = await adminClient(t);
    const inbox = messagesResponseSchema.parse(await (await admin.get(adminApi.messages)).json());
    expect(inbox.rows.map(({ message, ownCase }) => ({ message, ownCase }))).toEqual([
      { message: `Hello. ${ownCase}`, ownCase: true },
      { message: general, ownCase: false },
      { message: ownCase, ownCase: true },
    ]);
  });

  it.each([
    ['a missing email', chatQuestion({ email: undefined }), 'email'],
    ['an invalid email', chatQuestion({ email: 'parent@' }), 'email'],
    ['a missing question', chatQuestion({ message: undefined }), 'message'],
    ['a blank question', chatQuestion({ message: ' \n ' }), 'message'],
    ['a too long question', chatQuestion({ message: 'q'.repeat(5001) }), 'message'],
    ['control characters', chatQuestion({ message: 'hi\u0000there' }), 'message'],
    ['an unknown source', chatQuestion({ source: 'widget' }), 'source'],
    ['the form without a name', { ...contactForm, name: undefined }, 'name'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, body, field) => {
    const before = await rowCounts(t.ctx.db);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toHaveProperty(field);
    expect(await rowCounts(t.ctx.db)).toEqual(before);
    expect(t.nudges()).toBe(0);
  });

  it("counts against the contact form's limit: five messages an hour from one client, either way", async () => {
    for (const body of [contactForm, chatQuestion(), contactForm, chatQuestion(), contactForm])
      expect((await post(body)).status).toBe(200);
    const before = await rowCounts(t.ctx.db);
    for (const body of [chatQuestion(), contactForm]) {
      const response = await post(body);
      expect(response.status).toBe(429);
      expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(
        /^Too many messages/,
      );
    }
    expect(await rowCounts(t.ctx.db)).toEqual(before);
    // Another client is not held back.
    expect((await post(chatQuestion(), {}, '198.51.100.4')).status).toBe(200);
  });

  it('refuses another site, and a body over the API limit, storing nothing', async () => {
    const before = await rowCounts(t.ctx.db);
    const forged = await post(chatQuestion(), { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const huge = await post(
      chatQuestion({ message: 'q'.repeat(t.ctx.config.apiBodyLimitBytes + 1) }),
    );
    expect(huge.status).toBe(413);
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  });
});
