import { fillPlaceholders } from '#shared/placeholders.ts';
import { pluralForm, type PluralForms } from './plural.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "$1,234.50": always two decimals. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** An order's amount in its own currency; an unknown code is shown after the number. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** "Nov 23, 2026, 4:52 PM" in the admin's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "Nov 23, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/**
 * A count's sentence for `n` ("1 order found", "45 orders found"): the form that suits it,
 * with `{{n}}` filled in, the number grouped as in English.
 */
export function plural(n: number, forms: PluralForms): string {
  return fillPlaceholders(pluralForm(forms, n), { n: n.toLocaleString('en-US') });
}
