import { z } from 'zod';
import { pageLinks } from '#content/page-links.ts';
import { librarySignInPrefix, receiptPrefix } from '../secret-links.ts';
import { emailField } from './fields.ts';

/**
 * The buyer's library and receipts: addresses and contracts. A buyer signs in with a one-time
 * link mailed to an address that bought; the library lists that address's orders.
 */
export const libraryPaths = {
  /** The sign-in form, or the buyer's orders once signed in. */
  page: pageLinks.library.path,
  /** The mailed link: a page with a button (mail scanners follow links), whose POST signs in. */
  signIn: (token: string) => `${librarySignInPrefix}/${encodeURIComponent(token)}`,
  signInPrefix: librarySignInPrefix,
  /** POST: the order's current guide version, stamped for the buyer; counted. */
  download: (orderId: string) => `/library/orders/${encodeURIComponent(orderId)}/download`,
  signOut: '/library/sign-out',
  /** POST: everything the site holds about the signed-in address, as a JSON download. */
  myData: '/library/my-data',
} as const;

/**
 * The library session's cookie: HttpOnly, Path=/library, never the admin's (whose cookie is
 * another, on another table). The page's loader reads it to show the signed-in buyer's orders.
 */
export const libraryCookieName = 'library_session';

export const libraryApi = {
  /** POST `{ email }`: always the same answer, whether or not the address bought. */
  signIn: '/api/library/sign-in',
} as const;

export const librarySignInRequestSchema = z.object({ email: emailField });
export type LibrarySignInRequest = z.infer<typeof librarySignInRequestSchema>;

/** A receipt, by its order's secret: as a page, and as a PDF. */
export const receiptPaths = {
  prefix: receiptPrefix,
  page: (token: string) => `${receiptPrefix}/${encodeURIComponent(token)}`,
  pdf: (token: string) => `${receiptPrefix}/${encodeURIComponent(token)}/pdf`,
} as const;

/** One order as its buyer's library shows it. Times ISO 8601, amounts in dollars. */
export const libraryOrderSchema = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  item: z.string(),
  paid: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['completed', 'refunded']),
  refundedAt: z.string().nullable(),
  /** The last day a refund may be asked for (the guarantee), for a completed order. */
  refundWindowEndsAt: z.string().nullable(),
  receiptUrl: z.string(),
  /** Downloads of this order from the library left today; 0 for a refunded order. */
  downloadsLeftToday: z.number(),
});
export type LibraryOrder = z.infer<typeof libraryOrderSchema>;

export const libraryViewSchema = z.object({
  email: z.string(),
  orders: z.array(libraryOrderSchema),
  /** The guide version every download gives now: its upload date and page count. */
  guide: z.object({ updatedAt: z.string().nullable(), pages: z.number() }),
});
export type LibraryView = z.infer<typeof libraryViewSchema>;
