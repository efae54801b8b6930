import { z } from 'zod';
import type { AdminSectionId } from '#shared/admin-sections.ts';
import type { ContentSettings } from './admin-settings.ts';

/** What must be true before the site takes real orders, in the order the checklist shows it. */
export const checklistItemIds = [
  'guide',
  'operator',
  'payments',
  'mail',
  'siteUrl',
  'supportEmail',
  'sampleTexts',
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
] as const;
export type ChecklistReason = (typeof checklistReasons)[number];

/** The content settings whose defaults are sample copy, written to be replaced. */
export const sampleTextFields = [
  'heroDescription',
] as const satisfies readonly (keyof ContentSettings)[];

/** Every sample the public site can show: those texts, and the seed's testimonials and rating. */
export const checklistSamples = [...sampleTextFields, 'testimonials'] as const;
export type ChecklistSample = (typeof checklistSamples)[number];

/** Where each sample is replaced: the texts in Content, the testimonials in Reviews. */
export const sampleFixes: Readonly<Record<ChecklistSample, AdminSectionId>> = {
  heroDescription: 'content',
  testimonials: 'reviews',
};

export const checklistItemSchema = z.object({
  id: z.enum(checklistItemIds),
  done: z.boolean(),
  reason: z.enum(checklistReasons),
  /** The samples still shown (only the sample texts' item names any). */
  samples: z.array(z.enum(checklistSamples)),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** `GET /api/admin/checklist`: every item, computed from the site as it runs now. */
export const checklistAnswer = z.object({ items: z.array(checklistItemSchema) });
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

/**
 * Where each item is put right: a back-office section, or the configuration (the variables
 * to set, and the README's section that explains them).
 */
export type ChecklistFix =
  | { kind: 'section'; section: AdminSectionId }
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
  supportEmail: { kind: 'config', variables: ['SUPPORT_EMAIL'], readmeAnchor: 'configuration' },
  sampleTexts: { kind: 'section', section: 'content' },
};
