import { data, type AppLoadContext } from 'react-router';
import { libraryCookieName } from '#shared/contracts/library.ts';

/** One cookie's value from a Cookie header (our tokens are URL-safe: nothing to decode). */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The library page's data: the signed-in buyer's orders, or null for the sign-in form. */
export async function libraryPageData(context: AppLoadContext, request: Request) {
  const token = cookieValue(request.headers.get('Cookie'), libraryCookieName);
  const view = (await context.forms.libraryView(token)) ?? null;
  return data({ view }, { headers: { 'Cache-Control': 'private, no-store' } });
}
