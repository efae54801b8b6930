import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { auditResponseSchema } from '#shared/contracts/admin.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  discountCodeListSchema,
  discountCodeRowSchema,
  type DiscountCodeRow,
} from '#shared/contracts/discount-codes.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { storedOrder, type TestOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** A code as the form sends it: 20 % off, no dates, no limit, on. */
const codeInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'FALL20',
  kind: 'percent',
  amount: 20,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  active: true,
  ...overrides,
});

describe.each(testDrivers)('the admin discount codes API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await signedInAdmin(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
    apiRequest(t.app, method, path, body, { cookie });
  const fieldsOf = async (response: Response) =>
    apiErrorSchema.parse(await response.json()).error.fields;

  const list = async () => {
    const response = await send('GET', adminApi.discountCodes);
    expect(response.status).toBe(200);
    return discountCodeListSchema.parse(await response.json()).codes;
  };

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', adminApi.discountCodes, codeInput(overrides));
    expect(response.status).toBe(201);
    return discountCodeRowSchema.parse(await response.json());
  };

  const storedCodes = () => t.ctx.db.select().from(discountCodes);

  it('creates, lists newest first, edits, switches off and deletes, each audited', async () => {
    const percent = await create({ code: ' fall20 ' });
    expect(percent).toMatchObject({
      code: 'FALL20',
      kind: 'percent',
      amount: 20,
      state: 'active',
      uses: 0,
      openCheckouts: 0,
      revenue: 0,
      discountGiven: 0,
    });
    t.advanceClock(60_000);
    const fixed = await create({ code: 'TENOFF', kind: 'fixed', amount: 10.5, maxUses: 3 });
    expect(fixed).toMatchObject({ kind: 'fixed', amount: 10.5, maxUses: 3 });
    const [stored] = (await storedCodes()).filter((row) => row.code === 'TENOFF');
    expect(stored).toMatchObject({ amount: 1050, maxUses: 3 });
    expect((await list()).map((row) => row.code)).toEqual(['TENOFF', 'FALL20']);

    const edited = await send(
      'PUT',
      adminApi.discountCode(percent.id),
      codeInput({ code: 'FALL25', amount: 25, active: false }),
    );
    expect(edited.status).toBe(200);
    expect(discountCodeRowSchema.parse(await edited.json())).toMatchObject({
      id: percent.id,
      code: 'FALL25',
      amount: 25,
      active: false,
      state: 'inactive',
    });

    const removed = await send('DELETE', adminApi.discountCode(fixed.id));
    expect(removed.status).toBe(200);
    expect((await list()).map((row) => row.code)).toEqual(['FALL25']);
    expect(await auditEntries(t, 'discount_code_created')).toMatchObject([
      {
        actorId: admin.user.id,
        target: percent.id,
        targetLabel: 'FALL20',
        detail: { code: 'FALL20', amount: 20 },
      },
      {
        target: fixed.id,
        targetLabel: 'TENOFF',
        detail: { code: 'TENOFF', kind: 'fixed', amount: 1050, maxUses: 3 },
      },
    ]);
    expect(await auditEntries(t, 'discount_code_updated')).toMatchObject([
      { target: percent.id, targetLabel: 'FALL25', detail: { code: 'FALL25', active: false } },
    ]);
    expect(await auditEntries(t, 'discount_code_deleted')).toMatchObject([
      { target: fixed.id, targetLabel: 'TENOFF', detail: { code: 'TENOFF' } },
    ]);
    // The Team section's log names each code as the seller typed it, the id beside it.
    const log = auditResponseSchema.parse(await (await send('GET', adminApi.audit)).json());
    expect(log.entries.find((entry) => entry.action === 'discount_code_deleted')).toMatchObject({
      target: fixed.id,
      targetLabel: 'TENOFF',
    });
  });

  it('answers 400 on the field at fault and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'A' }, 'code'],
      [{ code: 'FALL 20' }, 'code'],
      [{ code: 'X'.repeat(33) }, 'code'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 101 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ kind: 'fixed', amount: 0.001 }, 'amount'],
      [{ kind: 'fixed', amount: 1e12 }, 'amount'],
      [{ kind: 'coupon' }, 'kind'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ maxUses: 2.5 }, 'maxUses'],
      [{ maxUses: 1e10 }, 'maxUses'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
      // The same instant written in two offsets: the end is not after the start.
      [{ startsAt: '2026-12-01T05:00:00+05:00', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
    ];
    for (const [overrides, field] of cases) {
      const response = await send('POST', adminApi.discountCodes, codeInput(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys((await fieldsOf(response)) ?? {}), JSON.stringify(overrides)).toEqual([
        field,
      ]);
    }
    expect((await send('POST', adminApi.discountCodes, ['FALL20'])).status).toBe(400);
    const huge = await send(
      'POST',
      adminApi.discountCodes,
      codeInput({ code: 'X'.repeat(300_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await storedCodes()).toEqual([]);
    expect(await auditEntries(t, 'discount_code_created')).toEqual([]);
  });

  it('refuses a code that exists, on create and on a rename, in any case', async () => {
    await create();
    const other = await create({ code: 'WINTER' });
    const duplicate = await send('POST', adminApi.discountCodes, codeInput({ code: 'fall20' }));
    expect(duplicate.status).toBe(400);
    expect(await fieldsOf(duplicate)).toEqual({ code: 'This code already exists.' });
    const renamed = await send('PUT', adminApi.discountCode(other.id), codeInput());
    expect(renamed.status).toBe(400);
    expect(await fieldsOf(renamed)).toEqual({ code: 'This code already exists.' });
    expect((await storedCodes()).map((row) => row.code).sort()).toEqual(['FALL20', 'WINTER']);
  });

  it('keeps the text and the row of a code that orders name, and lets it be switched off', async () => {
    const code = await create();
    await storedOrder(t.ctx.db, { discountCodeId: code.id, discountCode: 'FALL20' });
    const renamed = await send('PUT', adminApi.discountCode(code.id), codeInput({ code: 'NEW20' }));
    expect(renamed.status).toBe(400);
    expect(await fieldsOf(renamed)).toEqual({
      code: 'Buyers have used this code, so it cannot be renamed. Create a new code instead.',
    });
    const deleted = await send('DELETE', adminApi.discountCode(code.id));
    expect(deleted.status).toBe(409);
    expect(apiErrorSchema.parse(await deleted.json()).error.message).toBe(
      'Buyers have used this code, so it cannot be deleted. Turn it off instead.',
    );
    const off = await send('PUT', adminApi.discountCode(code.id), codeInput({ active: false }));
    expect(discountCodeRowSchema.parse(await off.json())).toMatchObject({
      code: 'FALL20',
      state: 'inactive',
      uses: 1,
    });
    expect(await auditEntries(t, 'discount_code_deleted')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await send('PUT', adminApi.discountCode('dc_AAAAAAAAAAAAAAAA'), codeInput())).status,
    ).toBe(404);
    expect((await send('DELETE', adminApi.discountCode('dc_AAAAAAAAAAAAAAAA'))).status).toBe(404);
    expect((await send('DELETE', adminApi.discountCode('1 or 1=1'))).status).toBe(404);
  });

  it('sums each code’s orders as a reference computed from them does', async () => {
    const now = t.ctx.clock().getTime();
    const limited = await create({ maxUses: 10 });
    const other = await create({ code: 'TENOFF', kind: 'fixed', amount: 10 });
    const withCode = (code: DiscountCodeRow, order: Partial<TestOrder>): Partial<TestOrder> => ({
      discountCodeId: code.id,
      discountCode: code.code,
      listPriceCents: 4700,
      ...order,
    });
    const placed: Array<Partial<TestOrder>> = [
      withCode(limited, { status: 'completed', amountCents: 3760, discountCents: 940 }),
      withCode(limited, { status: 'completed', amountCents: 3760, discountCents: 940 }),
      withCode(limited, {
        status: 'refunded',
        amountCents: 3760,
        discountCents: 940,
        refundedAt: new Date(now),
      }),
      withCode(limited, {
        status: 'pending',
        amountCents: 3760,
        discountCents: 940,
        completedAt: null,
        createdAt: new Date(now - 10 * 60_000),
      }),
      withCode(limited, {
        status: 'pending',
        amountCents: 3760,
        discountCents: 940,
        completedAt: null,
        createdAt: new Date(now - 2 * hourMs),
      }),
      withCode(limited, {
        status: 'expired',
        amountCents: 3760,
        discountCents: 940,
        completedAt: null,
      }),
      withCode(other, { status: 'completed', amountCents: 3700, discountCents: 1000 }),
      { status: 'completed', amountCents: 4700 },
    ];
    for (const order of placed) await storedOrder(t.ctx.db, order);

    const reference = (code: DiscountCodeRow) => {
      const mine = placed.filter((order) => order.discountCodeId === code.id);
      const kept = mine.filter((order) => order.status === 'completed');
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0) / 100;
      return {
        uses: mine.filter((order) => order.status === 'completed' || order.status === 'refunded')
          .length,
        openCheckouts: mine.filter(
          (order) =>
            order.status === 'pending' && (order.createdAt?.getTime() ?? now) > now - hourMs,
        ).length,
        revenue: sum(kept.map((order) => order.amountCents ?? 0)),
        discountGiven: sum(kept.map((order) => order.discountCents ?? 0)),
      };
    };
    const rows = await list();
    for (const code of [limited, other]) {
      expect(rows.find((row) => row.id === code.id)).toMatchObject(reference(code));
    }
    expect(rows.find((row) => row.id === limited.id)).toMatchObject({
      uses: 3,
      openCheckouts: 1,
      revenue: 75.2,
      discountGiven: 18.8,
    });
  });

  it('states each code by the server clock: inactive, used up, scheduled, expired, active', async () => {
    const now = t.ctx.clock().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    await create({ code: 'OFF', active: false, maxUses: 1 });
    const used = await create({ code: 'USED', maxUses: 2, startsAt: iso(now + dayMs) });
    await storedOrder(t.ctx.db, { discountCodeId: used.id, discountCode: 'USED' });
    await storedOrder(t.ctx.db, {
      discountCodeId: used.id,
      discountCode: 'USED',
      status: 'pending',
      completedAt: null,
    });
    await create({ code: 'LATER', startsAt: iso(now + dayMs) });
    await create({ code: 'DONE', startsAt: iso(now - 2 * dayMs), endsAt: iso(now + hourMs) });
    await create({ code: 'NOW', endsAt: iso(now + 3 * dayMs) });
    const states = async () =>
      Object.fromEntries((await list()).map((row) => [row.code, row.state]));
    expect(await states()).toEqual({
      OFF: 'inactive',
      USED: 'used_up',
      LATER: 'scheduled',
      DONE: 'active',
      NOW: 'active',
    });
    // Two hours on: the open checkout no longer holds a use, and DONE has ended.
    t.advanceClock(2 * hourMs);
    expect(await states()).toMatchObject({ USED: 'scheduled', DONE: 'expired', NOW: 'active' });
  });

  it('refuses support, another origin and the signed-out, storing nothing', async () => {
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    expect((await send('GET', adminApi.discountCodes, undefined, cookie)).status).toBe(403);
    expect((await send('POST', adminApi.discountCodes, codeInput(), cookie)).status).toBe(403);
    const elsewhere = await apiRequest(t.app, 'POST', adminApi.discountCodes, codeInput(), {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    const readElsewhere = await apiRequest(t.app, 'GET', adminApi.discountCodes, undefined, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
      fetchSite: 'cross-site',
    });
    expect(readElsewhere.status).toBe(403);
    expect((await apiRequest(t.app, 'GET', adminApi.discountCodes)).status).toBe(401);
    expect((await apiRequest(t.app, 'POST', adminApi.discountCodes, codeInput())).status).toBe(401);
    expect(await storedCodes()).toEqual([]);
  });
});
