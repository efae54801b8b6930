import { receiptPaths } from '#shared/contracts/library.ts';

/** A receipt's full address, for mail and the library. */
export const receiptUrl = (siteUrl: string, token: string): string =>
  `${siteUrl}${receiptPaths.page(token)}`;

/** The shape of a receipt secret (`newSecretToken`): anything else never reaches the database. */
export const isReceiptTokenFormat = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
