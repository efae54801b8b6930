import { randomBytes } from 'node:crypto';

/**
 * A row id we issue: a short prefix that says what it names, then 12 random bytes in
 * base64url (16 characters), so it is unguessable and reveals no count.
 */
export function issueId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** Recognises an id `issueId(prefix)` made, before any lookup. */
export function issuedIdPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}_[\\w-]{16}$`);
}
