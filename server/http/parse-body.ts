import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, invalidJson, unsupportedMediaType } from './http-error.ts';

/** Field name to its first message, as the API's `fields` object carries it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}

const jsonMediaType = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

const notJson = unsupportedMediaType('The request body must be sent as application/json.');

/**
 * Reads a JSON body and checks it against a contract; anything else is a 400 naming the
 * fields. The content type must say JSON: a cross-site `<form enctype="text/plain">` can
 * send a body that parses as JSON, but never with that type.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  if (!jsonMediaType.test(c.req.header('Content-Type') ?? '')) throw notJson;
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidJson;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Some fields are missing or invalid.',
      fieldErrors(parsed.error),
    );
  }
  return parsed.data;
}
