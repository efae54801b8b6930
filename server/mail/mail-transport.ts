import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logger.ts';
import type { MailMessage } from './mail-message.ts';

/** A rendered message with its sender and the Message-ID that stays the same on every retry. */
export type OutgoingMail = MailMessage & { from: string; messageId: string };

export interface MailTransport {
  /** Resolves once the mail server (or the .eml folder) has accepted the message. */
  send(message: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
  /** Where mail goes, for the start-up log line: "smtp://host:port" or the .eml folder. */
  describe: string;
}

export type MailTransportConfig = Pick<Config, 'smtp' | 'dataDir'>;

/** A rendered message as nodemailer takes it: the transports and the .eml download share it. */
export function toMailOptions(message: OutgoingMail): Mail.Options {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers ?? {},
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  };
}

/** SMTP when configured; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(config: MailTransportConfig, logger: Logger): MailTransport {
  return config.smtp ? smtpTransport(config.smtp) : emlFileTransport(config.dataDir, logger);
}

/**
 * Connections to the mail server at most: four saturate a local relay (bench:broadcast) and
 * stay under the limits of hosted SMTP services, which commonly allow 5 to 10 per client.
 */
export const smtpPoolConnections = 4;

function smtpTransport(smtp: NonNullable<Config['smtp']>): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // Credentials never travel in clear text: with a user, a plain connection must upgrade.
    requireTLS: smtp.user !== undefined && !smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    // A few connections kept open and reused: a broadcast is sent at dozens of mails a second
    // instead of one TCP (and TLS) handshake each; ordinary mail shares them.
    pool: true,
    maxConnections: smtpPoolConnections,
    // Bounded, so a hanging mail server delays one outbox pass, never the worker for good.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    describe: `smtp://${smtp.host}:${smtp.port}`,
    async send(message) {
      const info = await transporter.sendMail(toMailOptions(message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function emlFileTransport(dataDir: string, logger: Logger): MailTransport {
  const directory = path.resolve(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: `.eml files in ${directory}`,
    async send(message) {
      const info = await transporter.sendMail(toMailOptions(message));
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(directory, `${stamp}-${fileLabel(message.messageId)}.eml`);
      await mkdir(directory, { recursive: true });
      await writeFile(file, info.message);
      // Without SMTP this line is how an operator (or a fresh install) finds the mail.
      logger.info({ file, to: message.to, subject: message.subject }, `mail written to ${file}`);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** "<outbox-12@example.com>" → "outbox-12": safe in a file name on every system. */
function fileLabel(messageId: string): string {
  const local = messageId.replace(/^</, '').split('@')[0] ?? '';
  return local.replace(/[^\w.-]+/g, '_').slice(0, 60) || 'message';
}
