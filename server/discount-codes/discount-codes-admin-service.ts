import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { issueId } from '#server/db/issued-ids.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { discountCodeHasOrders } from '#server/orders/orders.ts';
import { dollars } from '#server/revenue/revenue.ts';
import { ServiceError } from '#server/service-error.ts';
import type {
  DiscountCodeInput,
  DiscountCodeRow,
  DiscountCodeState,
} from '#shared/contracts/discount-codes.ts';
import { toCents } from '#shared/money.ts';
import {
  deleteUnusedDiscountCode,
  discountCodeTaken,
  discountCodesWithFigures,
  insertDiscountCode,
  lockDiscountCode,
  updateDiscountCode,
  type DiscountCodeFigures,
  type DiscountCodeValues,
} from './discount-codes-admin-repository.ts';
import { discountCodeState } from './discount-codes-admin-state.ts';
import { heldAfter } from './discount-quote.ts';

type DiscountContext = Pick<ServerContext, 'db' | 'clock'>;

/** The prefix of a code's id (`issueId`); the routes look up only ids of this shape. */
export const discountCodeIdPrefix = 'dc';

/** Stored in integer columns: anything larger is no real discount or limit. */
const largestFixedCents = 100_000_00;
const largestMaxUses = 1_000_000;

const refused = (field: keyof DiscountCodeInput, code: string, message: string) =>
  new ServiceError('rejected', code, message, undefined, { [field]: message });

export const discountCodeNotFound = new ServiceError(
  'not_found',
  'not_found',
  'There is no such discount code.',
);
const codeExists = () => refused('code', 'discount_code_exists', 'This code already exists.');

function discountCodeRow(code: DiscountCodeFigures, now: Date): DiscountCodeRow {
  const state: DiscountCodeState = discountCodeState(
    code,
    now,
    code.paidOrders + code.openCheckouts,
  );
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    amount: code.kind === 'fixed' ? dollars(code.amount) : code.amount,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    active: code.active,
    state,
    uses: code.paidOrders,
    openCheckouts: code.openCheckouts,
    revenue: dollars(code.keptCents),
    discountGiven: dollars(code.discountGivenCents),
    createdAt: code.createdAt.toISOString(),
  };
}

/** Every code, newest first, with its state, uses and money at the server's clock. */
export async function listDiscountCodes(
  ctx: DiscountContext,
): Promise<{ codes: DiscountCodeRow[] }> {
  const now = ctx.clock();
  const codes = await discountCodesWithFigures(ctx.db, heldAfter(now));
  return { codes: codes.map((code) => discountCodeRow(code, now)) };
}

async function rowOf(db: ServerContext['db'], id: string, now: Date): Promise<DiscountCodeRow> {
  const [code] = await discountCodesWithFigures(db, heldAfter(now), id);
  if (!code) throw discountCodeNotFound;
  return discountCodeRow(code, now);
}

/**
 * The input as stored: fixed amounts in cents. The contract compares the dates as text, so
 * two instants in different offsets are compared again here, as the table's check will.
 */
function storedValues(input: DiscountCodeInput): DiscountCodeValues {
  const startsAt = input.startsAt === null ? null : new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (startsAt && endsAt && startsAt >= endsAt)
    throw refused('endsAt', 'discount_code_dates', 'The end must come after the start.');
  const amount = input.kind === 'fixed' ? toCents(input.amount) : input.amount;
  if (input.kind === 'fixed' && amount > largestFixedCents)
    throw refused('amount', 'discount_code_amount', 'Enter at most $100,000.00.');
  if (input.maxUses !== null && input.maxUses > largestMaxUses)
    throw refused('maxUses', 'discount_code_max_uses', 'Enter at most 1,000,000.');
  return {
    code: input.code,
    kind: input.kind,
    amount,
    startsAt,
    endsAt,
    maxUses: input.maxUses,
    active: input.active,
  };
}

const auditDetail = (values: DiscountCodeValues) => ({
  code: values.code,
  kind: values.kind,
  amount: values.amount,
  startsAt: values.startsAt?.toISOString() ?? null,
  endsAt: values.endsAt?.toISOString() ?? null,
  maxUses: values.maxUses ?? null,
  active: values.active ?? true,
});

export async function createDiscountCode(
  ctx: DiscountContext,
  actor: AdminActor,
  input: DiscountCodeInput,
): Promise<DiscountCodeRow> {
  const values = storedValues(input);
  const id = await inTransaction(ctx.db, async (tx) => {
    const created = await insertDiscountCode(tx, issueId(discountCodeIdPrefix), values);
    if (!created) throw codeExists();
    await recordAudit(tx, {
      ...actor,
      action: 'discount_code_created',
      target: created.id,
      targetLabel: created.code,
      detail: auditDetail(values),
    });
    return created.id;
  });
  return rowOf(ctx.db, id, ctx.clock());
}

/**
 * Changes a code's terms, its switch included. Its text is fixed once an order names it:
 * orders, receipts and the export show the text, and a buyer may hold a link with it.
 */
export async function editDiscountCode(
  ctx: DiscountContext,
  actor: AdminActor,
  id: string,
  input: DiscountCodeInput,
): Promise<DiscountCodeRow> {
  const values = storedValues(input);
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockDiscountCode(tx, id);
    if (!current) throw discountCodeNotFound;
    if (values.code !== current.code) {
      if (await discountCodeHasOrders(tx, id))
        throw refused(
          'code',
          'discount_code_in_use',
          'Buyers have used this code, so it cannot be renamed. Create a new code instead.',
        );
      if (await discountCodeTaken(tx, values.code, id)) throw codeExists();
    }
    await updateDiscountCode(tx, id, values);
    await recordAudit(tx, {
      ...actor,
      action: 'discount_code_updated',
      target: id,
      targetLabel: values.code,
      detail: auditDetail(values),
    });
  });
  return rowOf(ctx.db, id, ctx.clock());
}

/** Deletes a code no order names; one that orders name stays, to be switched off. */
export async function removeDiscountCode(
  ctx: DiscountContext,
  actor: AdminActor,
  id: string,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    // Locked first, so a checkout naming it waits for the delete rather than racing it.
    const current = await lockDiscountCode(tx, id);
    if (!current) throw discountCodeNotFound;
    const deleted = await deleteUnusedDiscountCode(tx, id);
    if (!deleted)
      throw new ServiceError(
        'conflict',
        'discount_code_in_use',
        'Buyers have used this code, so it cannot be deleted. Turn it off instead.',
      );
    await recordAudit(tx, {
      ...actor,
      action: 'discount_code_deleted',
      target: id,
      targetLabel: deleted.code,
      detail: auditDetail(deleted),
    });
  });
}
