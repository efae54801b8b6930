import { describe, expect, it } from 'vitest';
import { permanentRecipientRefusal } from './smtp-refusal.ts';

/** An error shaped as nodemailer throws it when every recipient was refused at RCPT TO. */
function envelopeError(responseCode: number, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error("Can't send mail - all recipients were rejected"), {
    code: 'EENVELOPE',
    command: 'RCPT TO',
    responseCode,
    response: `${responseCode} No such user here`,
    rejected: ['sam@example.com'],
    ...fields,
  });
}

describe('permanentRecipientRefusal', () => {
  it('reads a 5xx refusal of the recipient at RCPT TO, whatever the address case', () => {
    expect(permanentRecipientRefusal(envelopeError(550), 'Sam@Example.com')).toEqual({
      responseCode: 550,
      response: '550 No such user here',
    });
  });

  it('prefers the refused address own reply when nodemailer kept one', () => {
    const error = envelopeError(451, {
      rejectedErrors: [
        { recipient: 'sam@example.com', responseCode: 553, response: '553 Mailbox name invalid' },
      ],
    });
    expect(permanentRecipientRefusal(error, 'sam@example.com')).toEqual({
      responseCode: 553,
      response: '553 Mailbox name invalid',
    });
  });

  it('sees no bounce in a deferral, a refused sender, a refused message or a lost connection', () => {
    expect(permanentRecipientRefusal(envelopeError(450), 'sam@example.com')).toBeUndefined();
    const sender = envelopeError(550, { command: 'MAIL FROM', rejected: [] });
    expect(permanentRecipientRefusal(sender, 'sam@example.com')).toBeUndefined();
    const message = Object.assign(new Error('Message failed'), {
      code: 'EMESSAGE',
      command: 'DATA',
      responseCode: 554,
    });
    expect(permanentRecipientRefusal(message, 'sam@example.com')).toBeUndefined();
    const lost = Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' });
    expect(permanentRecipientRefusal(lost, 'sam@example.com')).toBeUndefined();
    expect(permanentRecipientRefusal('a string', 'sam@example.com')).toBeUndefined();
  });
});
