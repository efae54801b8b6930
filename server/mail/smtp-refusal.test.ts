import { describe, expect, it } from 'vitest';
import { smtpRefusal } from './smtp-refusal.ts';

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

const refusedWith = (response: string) =>
  smtpRefusal(envelopeError(Number(response.slice(0, 3)), { response }), 'sam@example.com')?.fault;

describe('smtpRefusal', () => {
  it('reads a 5xx refusal of the recipient at RCPT TO, whatever the address case', () => {
    expect(smtpRefusal(envelopeError(550), 'Sam@Example.com')).toEqual({
      fault: 'recipient',
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
    expect(smtpRefusal(error, 'sam@example.com')).toEqual({
      fault: 'recipient',
      responseCode: 553,
      response: '553 Mailbox name invalid',
    });
  });

  it('blames the address only for an address or mailbox code (X.1.0-X.1.6, X.2)', () => {
    expect(refusedWith('550 5.1.1 The email account that you tried to reach does not exist')).toBe(
      'recipient',
    );
    expect(refusedWith('550 5.2.1 Mailbox disabled')).toBe('recipient');
    expect(refusedWith('552 5.2.2 Mailbox full')).toBe('recipient');
    expect(refusedWith('550 User unknown')).toBe('recipient');
  });

  it('blames the relay for relaying, policy, quota, sender, login, SPF and DMARC refusals', () => {
    expect(refusedWith('550 5.7.1 Relaying denied')).toBe('relay');
    expect(refusedWith('550 5.7.0 Message rejected by policy')).toBe('relay');
    expect(refusedWith('550 5.4.5 Daily user sending quota exceeded')).toBe('relay');
    expect(refusedWith('451 4.7.1 Sender rate limit exceeded')).toBe('relay');
    expect(refusedWith('550 5.1.8 Bad sender address')).toBe('relay');
    expect(refusedWith('550 5.1.0 Sender rejected')).toBe('relay');
    expect(refusedWith('554 Relay access denied')).toBe('relay');
    expect(refusedWith('550 Sending quota exceeded')).toBe('relay');
    expect(refusedWith('550 Policy violation')).toBe('relay');
    expect(refusedWith('550 Not permitted')).toBe('relay');
    expect(refusedWith('550 5.7.23 SPF validation failed')).toBe('relay');
    expect(refusedWith('550 Authentication required')).toBe('relay');
    const sender = envelopeError(550, { command: 'MAIL FROM', rejected: [] });
    expect(smtpRefusal(sender, 'sam@example.com')?.fault).toBe('relay');
    const login = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      command: 'AUTH PLAIN',
      responseCode: 535,
      response: '535 5.7.8 Authentication credentials invalid',
    });
    expect(smtpRefusal(login, 'sam@example.com')?.fault).toBe('relay');
  });

  it('sees nothing but a retry in a deferral, a refused message or a lost connection', () => {
    expect(smtpRefusal(envelopeError(450), 'sam@example.com')).toBeUndefined();
    expect(refusedWith('451 4.7.1 Greylisted, please try again later')).toBeUndefined();
    const message = Object.assign(new Error('Message failed'), {
      code: 'EMESSAGE',
      command: 'DATA',
      responseCode: 554,
    });
    expect(smtpRefusal(message, 'sam@example.com')).toBeUndefined();
    const lost = Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' });
    expect(smtpRefusal(lost, 'sam@example.com')).toBeUndefined();
    expect(smtpRefusal('a string', 'sam@example.com')).toBeUndefined();
  });
});
