import type { Context } from 'hono';

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Whether the request says it carries an HTML form. */
export const isFormPost = (c: Context): boolean =>
  formTypes.test(c.req.header('Content-Type') ?? '');

/** A form body we cannot read is the sender's mistake, answered as one: undefined, never a 500. */
export async function readFormBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
}
