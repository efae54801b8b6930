import type { FieldErrors } from '#app/lib/form-validation.ts';
import {
  discountCodeInputSchema,
  type DiscountCodeInput,
  type DiscountCodeRow,
} from '#shared/contracts/discount-codes.ts';

export const discountFieldNames = [
  'code',
  'kind',
  'amount',
  'startsAt',
  'endsAt',
  'maxUses',
  'active',
] as const;
export type DiscountField = (typeof discountFieldNames)[number];

/** The dialog's fields as typed: text, the dates as `datetime-local` values in local time. */
export interface DiscountFormValues {
  code: string;
  kind: DiscountCodeInput['kind'];
  amount: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  active: boolean;
}

export const blankDiscountForm: DiscountFormValues = {
  code: '',
  kind: 'percent',
  amount: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  active: true,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formValuesOf(row: DiscountCodeRow): DiscountFormValues {
  return {
    code: row.code,
    kind: row.kind,
    amount: String(row.amount),
    startsAt: localInputOf(row.startsAt),
    endsAt: localInputOf(row.endsAt),
    maxUses: row.maxUses === null ? '' : String(row.maxUses),
    active: row.active,
  };
}

/** A local date and time as an instant; a value that is none is sent as typed, for the check to name. */
function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The typed values checked with the server's own contract: the input to send, or each field's message. */
export function checkDiscountForm(
  values: DiscountFormValues,
): { ok: true; input: DiscountCodeInput } | { ok: false; errors: FieldErrors<DiscountField> } {
  const parsed = discountCodeInputSchema.safeParse({
    code: values.code,
    kind: values.kind,
    amount: numberOf(values.amount),
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    maxUses: values.maxUses.trim() === '' ? null : numberOf(values.maxUses),
    active: values.active,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors<DiscountField> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    const field = discountFieldNames.find((candidate) => candidate === name);
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
