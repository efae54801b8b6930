import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';
import { fieldErrors } from './parse-body.ts';

/** Reads the query string against a contract; anything else is a 400 naming the parameters. */
export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Some query parameters are invalid.',
      fieldErrors(parsed.error),
    );
  }
  return parsed.data;
}
