import { renderAdminInvite, renderPasswordReset } from './auth/auth-mail.ts';
import { renderContactAck, renderContactNotify } from './contact/contact-mail.ts';
import { renderDeliveryMail } from './delivery/delivery-mail.ts';
import type { MailRenderers } from './mail/outbox-delivery.ts';
import {
  renderNewsletterWelcome,
  renderSubscriptionConfirm,
} from './newsletter/newsletter-mail.ts';
import { renderRefundMail } from './purchase/refund-mail.ts';

/**
 * Every kind of mail the outbox sends, rendered by the feature that owns it. The outbox
 * knows no feature; the server hands it this list.
 */
export const mailRenderers: MailRenderers = {
  'order-delivery': renderDeliveryMail,
  'subscription-confirm': renderSubscriptionConfirm,
  'newsletter-welcome': renderNewsletterWelcome,
  'contact-ack': renderContactAck,
  'contact-notify': renderContactNotify,
  'password-reset': renderPasswordReset,
  'admin-invite': renderAdminInvite,
  'order-refund': renderRefundMail,
};
