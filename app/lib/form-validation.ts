import type { z } from 'zod';
import './zod-csp.ts';
import { ApiRequestError } from './api-client.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Data, Field extends string> =
  { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field>; missing: boolean };

/**
 * Checks a form with the same zod schema the server uses. Each flagged field
 * gets its first message; `missing` tells an empty required field (the
 * 'Required Fields Missing' notice) from a filled but invalid one.
 */
export function checkForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: Record<Field, string>,
  extra: Record<string, unknown> = {},
): FormCheck<z.output<Schema>, Field> {
  const parsed = schema.safeParse({ ...extra, ...values });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && name in values) errors[name as Field] ??= issue.message;
  }
  const flagged = Object.keys(errors) as Field[];
  const missing = flagged.some((name) => values[name].trim() === '');
  return { ok: false, errors, missing };
}

/** A 400's per-field messages for the fields this form has; nothing for any other failure. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  names: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!(error instanceof ApiRequestError) || error.status !== 400) return errors;
  for (const name of names) {
    const message = error.fields?.[name];
    if (message) errors[name] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
