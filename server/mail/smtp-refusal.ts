/**
 * How a mail server refused a mail, read from nodemailer's error: on `RCPT TO` it throws
 * `EENVELOPE` with the reply's `responseCode` and `response`, and lists the refused
 * addresses in `rejected` with one error each in `rejectedErrors`; a refused sender is
 * `EENVELOPE` at `MAIL FROM`, a refused login `EAUTH`.
 */
interface SmtpErrorFields {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
  rejected?: unknown;
  rejectedErrors?: unknown;
  /** On each of `rejectedErrors`: the address it refused. */
  recipient?: unknown;
}

interface Reply {
  responseCode: number;
  response: string;
}

/**
 * Whose fault a refusal is. `recipient`: the server refused this address for good (it does
 * not exist, it is disabled), so it may be kept out of marketing mail (decision 066).
 * `relay`: the server refuses us, the sender or the relay (relaying denied, policy, a sending
 * quota, a refused login or sender), so the address says nothing and no mail can go until it
 * is fixed (decision 085).
 */
export type SmtpRefusal = Reply & { fault: 'recipient' | 'relay' };

/** Words of a reply that blame the sender or the relay, whatever the code says. */
const blamesSender = /\b(relay\w*|sender|authenticat\w*|auth|spf|dmarc|dkim)\b|not permitted/i;
/** More such words, read only when the reply has no enhanced status code to go by. */
const blamesSenderUncoded = /\b(polic\w*|quota)\b/i;
/** RFC 3463's enhanced status code at the start of the reply's text: class.subject.detail. */
const enhancedCode = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/;

const isReply = (code: unknown): code is number =>
  typeof code === 'number' && code >= 400 && code <= 599;

function fieldsOf(value: unknown): SmtpErrorFields | undefined {
  return typeof value === 'object' && value !== null ? value : undefined;
}

function replyOf(fields: SmtpErrorFields): Reply | undefined {
  if (!isReply(fields.responseCode)) return undefined;
  const response = typeof fields.response === 'string' ? fields.response : '';
  return { responseCode: fields.responseCode, response };
}

/**
 * Whose fault a refusal at `RCPT TO` is. The enhanced code decides when there is one: X.1.0
 * to X.1.6 (the address) and X.2 (the mailbox) are the recipient's, every other subject (the
 * sender's address X.1.7/X.1.8, the system, the network, the protocol, security and policy
 * X.7) is the relay's. A reply that names the sender, the relay or a login is the relay's.
 */
function recipientReplyFault(response: string): SmtpRefusal['fault'] {
  if (blamesSender.test(response)) return 'relay';
  const coded = enhancedCode.exec(response);
  if (!coded) return blamesSenderUncoded.test(response) ? 'relay' : 'recipient';
  const subject = Number(coded[2]);
  const detail = Number(coded[3]);
  if (subject === 2 || (subject === 1 && detail <= 6)) return 'recipient';
  return 'relay';
}

/** This recipient's own reply at `RCPT TO`, when the error names one. */
function recipientReply(fields: SmtpErrorFields, recipient: string): Reply | undefined {
  const wanted = recipient.toLowerCase();
  // Each refused address's own reply, when nodemailer kept it.
  if (Array.isArray(fields.rejectedErrors)) {
    for (const item of fields.rejectedErrors) {
      const own = fieldsOf(item);
      if (typeof own?.recipient === 'string' && own.recipient.toLowerCase() === wanted)
        return replyOf(own);
    }
  }
  const rejected = Array.isArray(fields.rejected) ? fields.rejected : [];
  const named = rejected.some(
    (address) => typeof address === 'string' && address.toLowerCase() === wanted,
  );
  return fields.command === 'RCPT TO' || named ? replyOf(fields) : undefined;
}

/**
 * The server's refusal of the mail to `recipient` and whose fault it is, or undefined when
 * the error is nothing to act on beyond a retry: a 4xx for the recipient is a deferral, and a
 * lost connection or a refused message says nothing about the address or the relay. A
 * refused login or sender, and any reply that blames the sender or relay (4xx or 5xx), is
 * the relay's.
 */
export function smtpRefusal(error: unknown, recipient: string): SmtpRefusal | undefined {
  const fields = fieldsOf(error);
  if (!fields) return undefined;
  const reply = replyOf(fields) ?? { responseCode: 0, response: '' };
  if (fields.code === 'EAUTH' || (fields.code === 'EENVELOPE' && fields.command === 'MAIL FROM')) {
    return { ...reply, fault: 'relay' };
  }
  if (fields.code !== 'EENVELOPE') {
    return isReply(fields.responseCode) && blamesSender.test(reply.response)
      ? { ...reply, fault: 'relay' }
      : undefined;
  }
  const own = recipientReply(fields, recipient);
  if (!own) return undefined;
  // A 4xx is a deferral, retried, unless it blames the sender or relay in words: a greylisting
  // 451 4.7.1 is a receiving domain's, and must not hold every other mail.
  if (own.responseCode < 500) {
    return blamesSender.test(own.response) ? { ...own, fault: 'relay' } : undefined;
  }
  return { ...own, fault: recipientReplyFault(own.response) };
}
