import { z } from 'zod';
import type { AdminSectionId } from '#shared/admin-sections.ts';
import { sampleTextFields, type ContentSettings } from './admin-settings.ts';

/** What must be true before the site takes real orders, in the order the checklist shows it. */
export const checklistItemIds = [
  'guide',
  'operator',
  'payments',
  'mail',
  'siteUrl',
  'supportEmail',
  'sampleTexts',
  'sampleReviews',
  'attorneyNotice',
  'salesTax',
] as const;
export type ChecklistItemId = (typeof checklistItemIds)[number];

/** Why an item is done or not: each names the state the server found. */
export const checklistReasons = [
  'guideUploaded',
  'guidePlaceholder',
  'operatorSet',
  'operatorSample',
  'stripeLive',
  'stripeTestKey',
  'testPaymentsChosen',
  'testPaymentsDefault',
  'smtpSet',
  'mailToFiles',
  'siteUrlHttps',
  'siteUrlNotHttps',
  'supportEmailSet',
  'supportEmailSample',
  'textsReplaced',
  'textsSample',
  'reviewsOwn',
  'reviewsSample',
  'attorneyNoticeSays',
  'attorneyNoticeReworded',
  'taxStripe',
  'taxOffDecided',
  'taxUndecided',
] as const;
export type ChecklistReason = (typeof checklistReasons)[number];

export const checklistItemSchema = z.object({
  id: z.enum(checklistItemIds),
  done: z.boolean(),
  reason: z.enum(checklistReasons),
  /** The sample texts still shown (only the sample texts' item names any), in the form's order. */
  samples: z.array(z.enum(sampleTextFields)),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** `GET /api/admin/checklist`: every item, computed from the site as it runs now. */
export const checklistAnswer = z.object({ items: z.array(checklistItemSchema) });
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

/**
 * Where each item is put right: a back-office section (at one setting's field, if it names
 * one), or the configuration (the variables
 * to set, and the README's section that explains them).
 */
export type ChecklistFix =
  | { kind: 'section'; section: AdminSectionId; setting?: keyof ContentSettings }
  | { kind: 'config'; variables: readonly string[]; readmeAnchor: string };

export const checklistFixes: Readonly<Record<ChecklistItemId, ChecklistFix>> = {
  guide: { kind: 'section', section: 'files' },
  operator: { kind: 'section', section: 'content' },
  payments: {
    kind: 'config',
    variables: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS'],
    readmeAnchor: 'payments-and-mail',
  },
  mail: { kind: 'config', variables: ['SMTP_HOST'], readmeAnchor: 'payments-and-mail' },
  siteUrl: { kind: 'config', variables: ['SITE_URL'], readmeAnchor: 'deploying' },
  supportEmail: { kind: 'section', section: 'content' },
  sampleTexts: { kind: 'section', section: 'content' },
  sampleReviews: { kind: 'section', section: 'reviews' },
  attorneyNotice: { kind: 'section', section: 'content', setting: 'attorneyNotice' },
  salesTax: { kind: 'section', section: 'content', setting: 'taxMode' },
};
