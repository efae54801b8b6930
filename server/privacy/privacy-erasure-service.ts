import { randomBytes } from 'node:crypto';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { eraseAuditAddress } from '#server/audit/person-erasure-repository.ts';
import { findUserByEmail } from '#server/auth/user-repository.ts';
import { eraseBroadcastCursor } from '#server/broadcasts/person-erasure-repository.ts';
import { eraseContactMessages } from '#server/contact/person-erasure-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { moveCustomerToAnonymous } from '#server/customers/person-erasure-repository.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { eraseDownloads } from '#server/delivery/person-erasure-repository.ts';
import { eraseRateLimitsOf } from '#server/http/person-erasure-repository.ts';
import { eraseLibraryAccess } from '#server/library/person-erasure-repository.ts';
import { eraseOutboxMail, eraseRelayStateAddress } from '#server/mail/person-erasure-repository.ts';
import { eraseMailAudienceAddress } from '#server/mail-audience/person-erasure-repository.ts';
import { eraseAutomationTargets } from '#server/mail-automations/person-erasure-repository.ts';
import { eraseSubscriber } from '#server/newsletter/person-erasure-repository.ts';
import { eraseOrderBuyer, ordersOfPerson } from '#server/orders/person-erasure-repository.ts';
import { eraseTestPaymentBuyer } from '#server/purchase/person-erasure-repository.ts';
import { eraseReviews } from '#server/review-moderation/person-erasure-repository.ts';
import { eraseReviewRequests } from '#server/review-requests/person-erasure-repository.ts';
import { ServiceError } from '#server/service-error.ts';
import type { PersonErasureResponse } from '#shared/contracts/privacy-erasure.ts';

/**
 * The address an erased buyer's orders carry from then on: one per erasure, so each buyer's
 * orders still group as one customer, on the `.invalid` domain no mail can reach (RFC 2606).
 */
function anonymousAddress(): string {
  return `erased-${randomBytes(6).toString('hex')}@invalid`;
}

export const nothingKept = new ServiceError(
  'not_found',
  'nothing_kept',
  'Nothing is kept about this address: nothing was erased.',
);

export const teamAddress = new ServiceError(
  'conflict',
  'team_member',
  'This address belongs to a team member. Their account is kept with the audit log; remove them in Team instead.',
);

/**
 * Erases one person, by address, everywhere the shop keeps them (decision 110), in one
 * transaction: their sign-up, messages, reviews, mail, downloads, library access and
 * counters are deleted or stripped of what names them; their orders keep what accounting
 * needs under an anonymous address. The audit entry names who erased, when and how many rows
 * of each table, never the address. An address the shop knows nothing of changes nothing.
 */
export async function erasePerson(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'socialProof'>,
  actor: AdminActor,
  email: string,
): Promise<PersonErasureResponse> {
  const address = email.toLowerCase();
  if (await findUserByEmail(ctx.db, address)) throw teamAddress;
  const anonymous = anonymousAddress();
  const counts = await inTransaction(ctx.db, async (tx) => {
    const { orderIds, names } = await ordersOfPerson(tx, address);
    const person = { email: address, anonymous, orderIds, names };
    const reviews = await eraseReviews(tx, person);
    const audience = await eraseMailAudienceAddress(tx, address);
    const downloads = await eraseDownloads(tx, orderIds);
    const library = await eraseLibraryAccess(tx, address);
    // Rows per table, by the table's name as the database knows it.
    const counts: Record<string, number> = {
      subscribers: await eraseSubscriber(tx, address),
      contact_messages: await eraseContactMessages(tx, address),
      reviews: reviews.reviews,
      testimonials: reviews.testimonials,
      review_requests: await eraseReviewRequests(tx, orderIds),
      outbox: await eraseOutboxMail(tx, person),
      mail_relay_state: await eraseRelayStateAddress(tx, person),
      mail_addresses: audience.mailAddresses,
      mail_opt_outs: audience.mailOptOuts,
      automation_sends: await eraseAutomationTargets(tx, person),
      broadcasts: await eraseBroadcastCursor(tx, address),
      download_tokens: downloads.downloadTokens,
      download_events: downloads.downloadEvents,
      stamped_copies: downloads.stampedCopies,
      library_links: library.libraryLinks,
      library_sessions: library.librarySessions,
      rate_limits: await eraseRateLimitsOf(tx, address),
      test_payment_sessions: await eraseTestPaymentBuyer(tx, person),
      customers: await moveCustomerToAnonymous(tx, person),
      orders: await eraseOrderBuyer(tx, { email: address, anonymous, at: ctx.clock() }),
      audit_log: await eraseAuditAddress(tx, person),
    };
    // Thrown inside the transaction: an address nobody kept leaves no trace, not even an entry.
    if (Object.values(counts).every((count) => count === 0)) throw nothingKept;
    await recordAudit(tx, { ...actor, action: 'person_erased', target: anonymous, detail: counts });
    return counts;
  });
  // Their reviews leave the rating and quotes this instance shows at once.
  if ((counts.reviews ?? 0) > 0 || (counts.testimonials ?? 0) > 0) await ctx.socialProof.reload();
  return { anonymous, counts };
}
