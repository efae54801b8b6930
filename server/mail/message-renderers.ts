import type { MailRenderers } from './outbox-delivery.ts';
import { renderContactAck, renderContactNotify } from '#server/contact/contact-mail.ts';
import {
  renderNewsletterWelcome,
  renderSubscriptionConfirm,
} from '#server/newsletter/newsletter-mail.ts';

/** Every renderer but the order delivery's, which the caller adds to make `MailRenderers`. */
export const messageRenderers = {
  'subscription-confirm': renderSubscriptionConfirm,
  'newsletter-welcome': renderNewsletterWelcome,
  'contact-ack': renderContactAck,
  'contact-notify': renderContactNotify,
} satisfies Omit<MailRenderers, 'order-delivery'>;
