import { newSecretToken, tokenHash } from '#server/auth/secret-token.ts';
import type { Database } from '#server/db/database.ts';
import { reviewPageUrl } from '#shared/contracts/reviews.ts';
import { setReviewLinkHashes } from './review-request-repository.ts';

const dayMs = 86_400_000;

/** How long after its request a review link takes a review: long enough for a slow reader. */
export const reviewLinkValidityDays = 60;

/** Requests made before this moment no longer take a review. */
export function reviewLinksValidAfter(now: Date): Date {
  return new Date(now.getTime() - reviewLinkValidityDays * dayMs);
}

/** Where the stop link of review-request mail points (RFC 8058 one-click POSTs go there too). */
export const reviewOptOutPath = '/review-requests/stop';

export function reviewOptOutUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${reviewOptOutPath}?token=${encodeURIComponent(token)}`;
}

/**
 * New links for an order's review request, made as its mail is rendered (as invitations
 * are, decision 028): only the hashes are stored, so neither the table nor the outbox holds a
 * usable link, and a retried mail withdraws the links of the failed attempt. The stop link has
 * its own token: it is in the List-Unsubscribe header, which mail providers act on, and must
 * not open the review form; the review link cannot stop requests. Undefined when the request
 * was already used.
 */
export async function issueReviewLink(
  db: Database,
  orderId: string,
  siteUrl: string,
): Promise<{ reviewUrl: string; optOutUrl: string } | undefined> {
  const token = newSecretToken();
  const optOutToken = newSecretToken();
  const hashes = { tokenHash: tokenHash(token), optOutTokenHash: tokenHash(optOutToken) };
  if (!(await setReviewLinkHashes(db, orderId, hashes))) return undefined;
  return {
    reviewUrl: reviewPageUrl(siteUrl, token),
    optOutUrl: reviewOptOutUrl(siteUrl, optOutToken),
  };
}

/** The name a review is shown under unless the buyer writes another: "Maria Garcia" → "Maria G.". */
export function suggestedDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
