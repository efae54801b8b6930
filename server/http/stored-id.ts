import type { Context } from 'hono';
import type { HttpError } from '#server/http/http-error.ts';

const storedIdPattern = /^[1-9]\d{0,8}$/;

/** The `:id` of a row numbered by the database; anything else names no row: `refusal`. */
export function storedIdParam(c: Context, refusal: HttpError): number {
  const id = c.req.param('id') ?? '';
  if (!storedIdPattern.test(id)) throw refusal;
  return Number(id);
}
