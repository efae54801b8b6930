/**
 * How a mail server refused a recipient, read from nodemailer's error: on `RCPT TO` it
 * throws `EENVELOPE` with the reply's `responseCode` and `response`, and lists the refused
 * addresses in `rejected` with one error each in `rejectedErrors`.
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

interface RecipientRefusal {
  responseCode: number;
  response: string;
}

const isPermanent = (code: unknown): code is number =>
  typeof code === 'number' && code >= 500 && code <= 599;

function fieldsOf(value: unknown): SmtpErrorFields | undefined {
  return typeof value === 'object' && value !== null ? (value) : undefined;
}

function refusalOf(fields: SmtpErrorFields): RecipientRefusal | undefined {
  if (!isPermanent(fields.responseCode)) return undefined;
  const response = typeof fields.response === 'string' ? fields.response : '';
  return { responseCode: fields.responseCode, response };
}

/**
 * The server's permanent (5xx) refusal of `recipient`, or undefined: a 4xx is a deferral,
 * worth a retry, and a failure of the connection or of the message says nothing about the
 * address.
 */
export function permanentRecipientRefusal(
  error: unknown,
  recipient: string,
): RecipientRefusal | undefined {
  const fields = fieldsOf(error);
  if (!fields || fields.code !== 'EENVELOPE') return undefined;
  const wanted = recipient.toLowerCase();
  // Each refused address's own reply, when nodemailer kept it.
  if (Array.isArray(fields.rejectedErrors)) {
    for (const item of fields.rejectedErrors) {
      const own = fieldsOf(item);
      if (typeof own?.recipient === 'string' && own.recipient.toLowerCase() === wanted)
        return refusalOf(own);
    }
  }
  const rejected = Array.isArray(fields.rejected) ? fields.rejected : [];
  const named = rejected.some(
    (address) => typeof address === 'string' && address.toLowerCase() === wanted,
  );
  return fields.command === 'RCPT TO' || named ? refusalOf(fields) : undefined;
}
