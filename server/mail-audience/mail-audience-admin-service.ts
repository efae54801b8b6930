import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/http-error.ts';
import type {
  AudienceCounts,
  LiftSuppressions,
  AudienceResponse,
  audienceQuerySchema,
  SuppressAddress,
  SuppressedAddress,
  SuppressedResponse,
} from '#shared/contracts/admin-mail.ts';
import type { z } from 'zod';
import { audiencePage, countAudiences } from './audience-repository.ts';
import {
  allowManyAgain,
  allowMailAgain,
  countSuppressed,
  suppressAddress,
  suppressedPage,
  type LiftSelection,
  type SuppressedRow,
} from './suppression-repository.ts';

const suppressedPageSize = 25;
const audiencePageSize = 25;

const shown = (row: SuppressedRow): SuppressedAddress => ({ ...row, at: row.at.toISOString() });

/** How many addresses each audience reaches now, for the composer to show before sending. */
export function audienceCounts(ctx: Pick<ServerContext, 'db'>): Promise<AudienceCounts> {
  return countAudiences(ctx.db);
}

/**
 * The Subscribers section's audience: one page of the addresses an audience reaches, newest
 * consent first, with the counts of every audience (the same the Mail section shows).
 */
export async function listAudience(
  ctx: Pick<ServerContext, 'db'>,
  query: z.infer<typeof audienceQuerySchema>,
): Promise<AudienceResponse> {
  const [counts, rows] = await Promise.all([
    countAudiences(ctx.db),
    audiencePage(ctx.db, {
      audience: query.audience,
      offset: (query.page - 1) * audiencePageSize,
      limit: audiencePageSize,
    }),
  ]);
  return {
    counts,
    rows: rows.map((row) => ({ ...row, since: row.since.toISOString() })),
    total: counts[query.audience],
    page: query.page,
    pageSize: audiencePageSize,
  };
}

/** The bounced and complained addresses, newest first. */
export async function listSuppressed(
  ctx: Pick<ServerContext, 'db'>,
  page: number,
): Promise<SuppressedResponse> {
  const [rows, total] = await Promise.all([
    suppressedPage(ctx.db, { offset: (page - 1) * suppressedPageSize, limit: suppressedPageSize }),
    countSuppressed(ctx.db),
  ]);
  return { rows: rows.map(shown), total, page, pageSize: suppressedPageSize };
}

/** An admin keeps an address out of marketing mail, with why; recorded with the change. */
export function keepOut(
  ctx: Pick<ServerContext, 'db'>,
  actor: AdminActor,
  input: SuppressAddress,
): Promise<SuppressedAddress> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await suppressAddress(tx, {
      email: input.email,
      reason: input.reason,
      detail: input.detail === '' ? null : input.detail,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'mail_address_suppressed',
      target: row.email,
      detail: { reason: row.reason },
    });
    return shown(row);
  });
}

/** "Allow mail again": the address is no longer kept out; recorded with the change. */
export async function allowAgain(
  ctx: Pick<ServerContext, 'db'>,
  actor: AdminActor,
  email: string,
): Promise<void> {
  const allowed = await inTransaction(ctx.db, async (tx) => {
    if (!(await allowMailAgain(tx, email))) return false;
    await recordAudit(tx, { ...actor, action: 'mail_address_allowed', target: email });
    return true;
  });
  if (!allowed) throw notFound('This address is not kept out of mail.');
}

function selectionOf(lift: LiftSuppressions): LiftSelection {
  if (lift.emails) return { emails: lift.emails };
  if (lift.bouncedSince) return { bouncedSince: new Date(lift.bouncedSince) };
  if (lift.broadcastId !== undefined) return { broadcastId: lift.broadcastId };
  throw new Error('The contract lets no lift through without a selection.');
}

/**
 * Allows mail again to many kept-out addresses at once (after a relay wrongly bounced them,
 * say): one audit entry names how many and by what they were chosen.
 */
export async function allowManyAddressesAgain(
  ctx: Pick<ServerContext, 'db'>,
  actor: AdminActor,
  lift: LiftSuppressions,
): Promise<{ allowed: number }> {
  return inTransaction(ctx.db, async (tx) => {
    const allowed = await allowManyAgain(tx, selectionOf(lift));
    await recordAudit(tx, {
      ...actor,
      action: 'mail_addresses_allowed',
      target: `${String(allowed.length)} addresses`,
      detail: {
        count: allowed.length,
        ...(lift.emails ? { named: lift.emails.length } : {}),
        ...(lift.bouncedSince ? { bouncedSince: lift.bouncedSince } : {}),
        ...(lift.broadcastId === undefined ? {} : { broadcastId: lift.broadcastId }),
      },
    });
    return { allowed: allowed.length };
  });
}
