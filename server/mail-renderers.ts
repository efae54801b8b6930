import { broadcastMailRenderer } from './broadcasts/broadcast-mail.ts';
import { renderAdminInvite, renderPasswordReset } from './auth/auth-mail.ts';
import { renderSecondFactorChanged } from './auth/second-factor-mail.ts';
import { renderContactAck, renderContactNotify } from './contact/contact-mail.ts';
import { deliveryMailRenderer } from './delivery/delivery-mail.ts';
import type { GuideCopies } from './delivery/guide-copies.ts';
import { renderGuideUpdate } from './guide-update/guide-update-mail.ts';
import { renderLibrarySignIn } from './library/library-sign-in-mail.ts';
import type { MailRenderers } from './mail/outbox-delivery.ts';
import { renderCheckoutReminder } from './mail-automations/checkout-reminder-mail.ts';
import { renderNewsletterWelcome } from './mail-automations/newsletter-welcome-mail.ts';
import { renderWelcomeTip } from './mail-automations/welcome-tip-mail.ts';
import { renderGuideReady } from './newsletter/guide-ready-mail.ts';
import { renderSubscriptionConfirm } from './newsletter/newsletter-mail.ts';
import { renderStateGuideNotice } from './publishing/state-guide-notice-mail.ts';
import { renderRefundMail } from './purchase/refund-mail.ts';
import { renderReviewRequest } from './review-requests/review-request-mail.ts';
import { renderSaleAlert } from './sale-alerts/sale-alert-mail.ts';
import { renderHealthAlert } from './system/health-alert-mail.ts';
import { renderWeeklyReport } from './weekly-report/weekly-report-mail.ts';
import type { ContentImages } from '#shared/content-images.ts';

/**
 * Every kind of mail the outbox sends, rendered by the feature that owns it. The outbox
 * knows no feature; the server hands it this list. The delivery mail attaches the buyer's
 * stamped copy, which the server's one `GuideCopies` makes and keeps; a broadcast shows the
 * uploaded images its Markdown names (`images`: the server's index; tests of other mail
 * leave it out, and a broadcast then finds none).
 */
export const mailRenderers = (
  guideCopies: GuideCopies,
  images: ContentImages = () => undefined,
): MailRenderers => ({
  'order-delivery': deliveryMailRenderer(guideCopies),
  'subscription-confirm': renderSubscriptionConfirm,
  'newsletter-welcome': renderNewsletterWelcome,
  'guide-ready': renderGuideReady,
  'contact-ack': renderContactAck,
  'contact-notify': renderContactNotify,
  'password-reset': renderPasswordReset,
  'admin-invite': renderAdminInvite,
  'order-refund': renderRefundMail,
  'sale-alert': renderSaleAlert,
  'review-request': renderReviewRequest,
  'guide-update': renderGuideUpdate,
  'state-guide-update': renderStateGuideNotice,
  'weekly-report': renderWeeklyReport,
  'welcome-tip': renderWelcomeTip,
  'checkout-reminder': renderCheckoutReminder,
  broadcast: broadcastMailRenderer(images),
  'library-sign-in': renderLibrarySignIn,
  'health-alert': renderHealthAlert,

  'second-factor-changed': renderSecondFactorChanged,
});
