import {
  orderSearchDefaults,
  orderSearchQuerySchema,
  type OrderSearchQuery,
} from '#shared/contracts/admin.ts';

/** The search's fields, as the form and the address bar name them. */
export const orderSearchFields = ['q', 'domain', 'status', 'from', 'to'] as const;

/**
 * The search an address asks for, or null when it asks for none (or for one the API would
 * refuse): a search is a link, so reload, Back and Forward give it again.
 */
export function orderSearchOf(params: URLSearchParams): OrderSearchQuery | null {
  if (!orderSearchFields.some((field) => params.has(field))) return null;
  const parsed = orderSearchQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

/**
 * A submitted search as the address's parameters: empty fields left out, the status always
 * written, so even an empty search is one (every paid order) and shows its results.
 */
export function orderSearchParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of orderSearchFields) {
    const value = form.get(field);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '' || field === 'status') params.set(field, text || orderSearchDefaults.status);
  }
  return params;
}

/** The same search on another page; page 1 is the address without a page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
