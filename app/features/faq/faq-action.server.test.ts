import { describe, expect, it } from 'vitest';
import { notices } from '#content/notices.ts';
import { fakeForms, postToPage, reply } from '#tests/page-actions.ts';
import { faqAction } from './faq-action.server.ts';

const post = (fields: Record<string, string>, forms = fakeForms()) =>
  postToPage(faqAction, '/faq', fields, forms);

describe('the FAQ page action', () => {
  it('sends a contact message and flags what is missing', async () => {
    const forms = fakeForms();
    const message = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
    const sent = reply(await post({ intent: 'contact', ...message }, forms));
    expect(sent.body).toMatchObject({ notice: { title: notices.messageSent.title } });
    expect(forms.contact).toHaveBeenCalledWith(message, '203.0.113.9');

    const missing = reply(await post({ intent: 'contact', ...message, name: ' ' }, forms));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { name: 'Enter your name.' },
      notice: { title: notices.requiredFieldsMissing.title },
    });
  });

  it('refuses any other form, and a body it cannot read', async () => {
    const forms = fakeForms();
    await expect(
      post({ intent: 'subscribe', email: 'x@example.com' }, forms),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(forms.subscribe).not.toHaveBeenCalled();
  });
});
