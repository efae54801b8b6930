import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { mailQuote, multiline, renderMailBody } from '#server/mail/mail-layout.ts';

/**
 * Confirms receipt to the sender in fixed words only. The form accepts any address, so
 * echoing the name or the message would let anyone send text of their choice from our domain.
 */
export const renderContactAck: MailRenderer<MailPayload<'contact-ack'>> = async (
  _payload,
  { site, recipient },
) => {
  const heading = 'We received your message';
  const body = await renderMailBody({
    heading,
    html: html`<p>Hello,</p>
      <p>
        Thank you for writing to ${site.brand}. Your message has reached us and we will answer at
        this address as soon as we can.
      </p>
      <p>If you did not write to us, you can ignore this mail.</p>`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${site.brand}. Your message has reached us and we will answer`,
      'at this address as soon as we can.',
      '',
      'If you did not write to us, you can ignore this mail.',
    ].join('\n'),
    sender: site,
  });
  return { to: recipient, subject: `${heading} | ${site.brand}`, ...body };
};

/** Tells support about a new message; replying answers the sender directly. */
export const renderContactNotify: MailRenderer<MailPayload<'contact-notify'>> = async (
  payload,
  { site, recipient },
) => {
  // A name is one line in a subject, whatever the form sent.
  const name = payload.name.replace(/\s+/g, ' ').slice(0, 80);
  const heading = `Contact message #${payload.messageId} from ${name}`;
  const body = await renderMailBody({
    heading,
    html: html`<p>
        <strong>From:</strong> ${payload.name} &lt;<a href="mailto:${payload.email}"
          >${payload.email}</a
        >&gt;
      </p>
      ${mailQuote(multiline(payload.message))}
      <p>Reply to this mail to answer the sender. The message is also in the back office.</p>`,
    text: [
      `From: ${payload.name} <${payload.email}>`,
      '',
      payload.message,
      '',
      'Reply to this mail to answer the sender. The message is also in the back office.',
    ].join('\n'),
    sender: site,
  });
  return {
    to: recipient,
    subject: `[${site.brand}] ${heading}`,
    ...body,
    headers: { 'Reply-To': payload.email },
  };
};
