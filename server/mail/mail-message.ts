import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** A finished e-mail, ready for the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
}

/** What a renderer may read to build a message. */
export interface MailContext {
  db: Database;
  /** The outbox row's recipient: mail kinds whose payload names no address are sent here. */
  recipient: string;
  config: Pick<Config, 'siteUrl'>;
  /** The site as its settings are when the mail is rendered: brand, offer, operator. */
  site: MailSite;
}

export type MailSite = Pick<
  SiteInfo,
  'brand' | 'siteUrl' | 'supportEmail' | 'operator' | 'offer' | 'attorneyNotice'
>;

export type MailRenderer<Payload> = (
  payload: Payload,
  context: MailContext,
) => Promise<MailMessage>;

/**
 * Thrown by a renderer that finds, at send time, that its mail must no longer go (the order
 * it asks about was refunded since it was queued): the outbox marks it withdrawn, never retries.
 */
export class MailWithdrawn extends Error {}
