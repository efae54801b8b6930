import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelopeTo: string[];
  email: Email;
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** Every message accepted, parsed; empty when started with `keep: false`. */
  received: ReceivedMail[];
  /** How many messages were accepted, kept or not. */
  accepted(): number;
  /** Answer every message with this 4xx/5xx code (undefined: accept again). */
  refuseWith(code: number | undefined): void;
  /** Answer `RCPT TO` for this address with this 4xx/5xx code (undefined: accept it again). */
  refuseRecipient(address: string, code: number | undefined): void;
  /**
   * Answer `RCPT TO` for every address with this reply, as a misconfigured relay does (e.g.
   * `550`, `5.7.1 Relaying denied`); undefined: accept again.
   */
  refuseEveryRecipient(reply: { code: number; message: string } | undefined): void;
  stop(): Promise<void>;
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. Its built-in STARTTLS
 * certificate has expired, so STARTTLS is off (docs: ENVIRONMENT.md).
 */
export async function startSmtpTestServer(
  options: {
    port?: number;
    delayMs?: number;
    /** false: count messages without parsing or keeping them (100,000 of a benchmark). */
    keep?: boolean;
  } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let accepted = 0;
  let refusal: number | undefined;
  const refusedRecipients = new Map<string, number>();
  let everyRecipient: { code: number; message: string } | undefined;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (everyRecipient) {
        const { code, message } = everyRecipient;
        callback(Object.assign(new Error(message), { responseCode: code }));
        return;
      }
      const code = refusedRecipients.get(address.address.toLowerCase());
      if (code === undefined) {
        callback();
        return;
      }
      const message = code >= 500 ? 'No such user here' : 'Mailbox busy, try again later';
      callback(Object.assign(new Error(message), { responseCode: code }));
    },
    // Pooled clients keep idle connections open: stop() ends them instead of waiting 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          if (refusal !== undefined) {
            const error = Object.assign(new Error('Mailbox busy, try again later'), {
              responseCode: refusal,
            });
            callback(error);
            return;
          }
          accepted += 1;
          if (options.keep !== false) {
            const envelopeTo = session.envelope.rcptTo.map((address) => address.address);
            received.push({ envelopeTo, email: await PostalMime.parse(raw), raw: raw.toString() });
          }
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = listener.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('SMTP test server has no port'));
    });
    listener.once('error', reject);
  });
  return {
    port,
    received,
    accepted: () => accepted,
    refuseWith: (code) => {
      refusal = code;
    },
    refuseRecipient: (address, code) => {
      if (code === undefined) refusedRecipients.delete(address.toLowerCase());
      else refusedRecipients.set(address.toLowerCase(), code);
    },
    refuseEveryRecipient: (reply) => {
      everyRecipient = reply;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
