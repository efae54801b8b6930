import type { FieldErrors } from '#app/lib/form-validation.ts';
import {
  broadcastDraftSchema,
  type BroadcastAudience,
  type BroadcastDetail,
  type BroadcastDraft,
} from '#shared/contracts/admin-mail.ts';

/** The composer's fields, in the order a refusal's focus looks for the first one. */
export const composerFields = [
  'subject',
  'preheader',
  'body',
  'audience',
  'ratePerMinute',
  'archived',
  'sendAt',
] as const;
export type ComposerField = (typeof composerFields)[number];
export type ComposerErrors = FieldErrors<ComposerField>;

/** What the form holds: the rate as typed, and whether a rate applies at all. */
export interface ComposerValues {
  subject: string;
  preheader: string;
  body: string;
  audience: BroadcastAudience;
  limited: boolean;
  rate: string;
  archived: boolean;
}

const defaultRate = '600';

export function composerValues(broadcast?: BroadcastDetail): ComposerValues {
  if (!broadcast) {
    return {
      subject: '',
      preheader: '',
      body: '',
      audience: 'subscribers',
      limited: false,
      rate: defaultRate,
      archived: false,
    };
  }
  const { subject, preheader, body, audience, ratePerMinute, archived } = broadcast;
  return {
    subject,
    preheader,
    body,
    audience,
    limited: ratePerMinute !== null,
    rate: ratePerMinute === null ? defaultRate : String(ratePerMinute),
    archived,
  };
}

/** The draft as the API takes it; an empty or odd rate stays a number the schema refuses. */
function draftInput(values: ComposerValues) {
  const { limited, rate, ...rest } = values;
  const typed = rate.trim();
  return { ...rest, ratePerMinute: limited ? (typed === '' ? Number.NaN : Number(typed)) : null };
}

export type DraftCheck =
  { ok: true; draft: BroadcastDraft } | { ok: false; errors: ComposerErrors };

/** The server's own rules, checked before a call, each field's first message. */
export function checkDraft(values: ComposerValues): DraftCheck {
  const parsed = broadcastDraftSchema.safeParse(draftInput(values));
  if (parsed.success) return { ok: true, draft: parsed.data };
  const errors: ComposerErrors = {};
  for (const issue of parsed.error.issues) {
    const name = composerFields.find((field) => field === issue.path[0]);
    if (name) errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A `datetime-local` value read in the admin's own zone, as the API's ISO time. */
export function localInputToIso(value: string): string | undefined {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The admin's time zone, named under the time they choose. */
export function localZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
