import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPayloadSchemas } from './mail/mail-kinds.ts';
import type { MailContext } from './mail/mail-message.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { mailRenderers } from './mail-renderers.ts';
import { unusedGuideCopies } from '#tests/pdf-workers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.dispose());

const context = (recipient: string): MailContext => ({
  db: database.handle.db,
  config: testConfig(),
  site: testMailSite(),
  recipient,
});

const hostile = '<script>alert("x")</script> & Co';

describe('mail renderers', () => {
  it('link the confirmation page, in both parts, to the recipient', async () => {
    const mail = await mailRenderers(unusedGuideCopies)['subscription-confirm'](
      { confirmToken: 'tok-1' },
      context('parent@example.com'),
    );
    const url = 'https://csd.example/newsletter/confirm?token=tok-1';
    expect(mail).toMatchObject({ to: 'parent@example.com' });
    expect(mail.subject).toContain('Child Support Defense');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Confirm my subscription');
    expect(mail.headers).toBeUndefined();
  });

  it('give marketing mail the support address, postal address and unsubscribe link and headers', async () => {
    const mail = await mailRenderers(unusedGuideCopies)['newsletter-welcome'](
      { unsubscribeToken: 'un-1' },
      context('parent@example.com'),
    );
    const url = 'https://csd.example/newsletter/unsubscribe?token=un-1';
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('support@csd.example');
      expect(part).toContain('PO Box 123, Austin, TX 78701');
      expect(part).toContain(url);
    }
    expect(mail.html).toMatch(/<a href="[^"]+unsubscribe\?token=un-1"[^>]*>Unsubscribe<\/a>/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sign every mail, in both parts, with the operator and its postal address', async () => {
    const recipient = context('parent@example.com');
    const mails = await Promise.all([
      mailRenderers(unusedGuideCopies)['subscription-confirm'](
        { confirmToken: 'tok-2' },
        recipient,
      ),
      mailRenderers(unusedGuideCopies)['newsletter-welcome'](
        { unsubscribeToken: 'un-2' },
        recipient,
      ),
      mailRenderers(unusedGuideCopies)['contact-ack']({}, recipient),
      mailRenderers(unusedGuideCopies)['contact-notify'](
        { name: 'Sam', email: 'sam@example.com', message: 'Hi', messageId: 8 },
        recipient,
      ),
    ]);
    for (const mail of mails) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Child Support Defense LLC');
        expect(part).toContain('PO Box 123, Austin, TX 78701');
      }
    }
  });

  it('acknowledge a message queued by an older release without echoing what was typed', async () => {
    // Old rows still hold the name and message; parsing drops them before rendering.
    const queued = { name: `${hostile} spam.example`, message: 'Buy cheap pills at spam.example' };
    const ack = await mailRenderers(unusedGuideCopies)['contact-ack'](
      mailPayloadSchemas['contact-ack'].parse(queued),
      context('sender@example.com'),
    );
    expect(ack.to).toBe('sender@example.com');
    for (const part of [ack.subject, ack.text, ack.html]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('script');
    }
    expect(ack.html).toContain('<p>Hello,</p>');
  });

  it('send support the whole message, escaped, with Reply-To the sender', async () => {
    const notify = await mailRenderers(unusedGuideCopies)['contact-notify'](
      {
        name: `${hostile}\nBcc: x`,
        email: 'sender@example.com',
        message: `Line 1\n${hostile}`,
        messageId: 7,
      },
      context('support@csd.example'),
    );
    expect(notify.to).toBe('support@csd.example');
    expect(notify.subject).not.toMatch(/\n/);
    expect(notify.subject).toContain('#7');
    expect(notify.headers).toEqual({ 'Reply-To': 'sender@example.com' });
    expect(notify.html).not.toContain('<script>');
    expect(notify.html).toContain('Line 1<br />&lt;script&gt;');
    expect(notify.text).toContain(`Line 1\n${hostile}`);
  });
});
