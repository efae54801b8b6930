import { discountCodeField } from './contracts/discount-codes.ts';

/**
 * A code from a campaign's `?code=` on any public page, kept so the checkout applies it later.
 * HttpOnly: set and cleared only by the server (`server/discount-codes/code-cookie.ts`), read
 * by the checkout's loader.
 */
export const discountCodeCookieName = 'discount_code';
export const discountCodeCookieMaxAgeSeconds = 7 * 24 * 60 * 60;

/** `value` as a code (trimmed, upper-cased), or undefined when it does not have a code's shape. */
export function codeOfShape(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = discountCodeField.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The kept code in a request's Cookie header, if one with a code's shape is there. */
export function codeFromCookieHeader(header: string | null): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.split('=', 2);
    if (name?.trim() === discountCodeCookieName) return codeOfShape(value?.trim());
  }
  return undefined;
}
