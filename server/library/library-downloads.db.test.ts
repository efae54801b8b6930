import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadEvents } from '#server/db/schema.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { storedGuideFile } from '#tests/guide-file-factory.ts';
import { libraryViewFor, postLibraryForm, signInToLibrary } from '#tests/library-requests.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const day = 24 * 60 * 60_000;

describe.each(testDrivers)("downloads from the buyer's library on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.dispose());

  const download = (cookie: string | undefined, orderId: string, headers = {}) =>
    postLibraryForm(t, libraryPaths.download(orderId), { ...(cookie ? { cookie } : {}), headers });

  it("lists the address's paid orders and gives the current guide, stamped for the order, after a new upload", async () => {
    await storedGuideFile(t.ctx.db, await makePdf({ title: 'First edition', pages: [{}] }), {
      pageCount: 1,
    });
    const older = await storedOrder(t.ctx.db, {
      customerEmail: 'buyer@example.com',
      completedAt: new Date(Date.now() - 20 * day),
      status: 'refunded',
      refundedAt: new Date(Date.now() - 19 * day),
    });
    const order = await storedOrder(t.ctx.db, {
      customerEmail: 'Buyer@Example.com',
      completedAt: new Date('2026-11-27T10:00:00Z'),
      discountCode: 'SPRING',
      discountCents: 700,
      amountCents: 4000,
    });
    await storedOrder(t.ctx.db, { customerEmail: 'other@example.com' });
    const cookie = await signInToLibrary(t, 'buyer@example.com');

    const first = await download(cookie, order.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    const firstCopy = await readPdf(new Uint8Array(await first.arrayBuffer()));
    expect(firstCopy.pages).toHaveLength(1);
    expect(firstCopy.pages[0]?.text).toContain(`Order ${order.id}`);

    // The seller uploads a revised guide: the library gives the new version at once.
    await storedGuideFile(
      t.ctx.db,
      await makePdf({ title: 'Second edition', pages: [{}, {}, {}] }),
      {
        pageCount: 3,
      },
    );
    const second = await download(cookie, order.id);
    const secondCopy = await readPdf(new Uint8Array(await second.arrayBuffer()));
    expect(secondCopy.pages).toHaveLength(3);
    for (const page of secondCopy.pages) expect(page.text).toContain(`Order ${order.id}`);

    const view = await libraryViewFor(t, cookie);
    expect(view?.guide.pages).toBe(3);
    expect(view?.orders.map((o) => [o.id, o.status, o.downloadsLeftToday])).toEqual([
      [order.id, 'completed', 8],
      [older.id, 'refunded', 0],
    ]);
    expect(view?.orders[0]).toMatchObject({
      paid: 40,
      discount: 7,
      discountCode: 'SPRING',
      refundWindowEndsAt: '2026-12-11T10:00:00.000Z',
    });
    expect(view?.orders[0]?.receiptUrl).toMatch(/^\/receipt\/[\w-]{43}$/);
    const events = await t.ctx.db.select().from(downloadEvents);
    expect(events.map((event) => event.via)).toEqual(['library', 'library']);
  });

  it("refuses another address's order, a refunded order and junk ids, counting nothing", async () => {
    const refunded = await storedOrder(t.ctx.db, { status: 'refunded', refundedAt: new Date() });
    await storedOrder(t.ctx.db);
    const theirs = await storedOrder(t.ctx.db, { customerEmail: 'other@example.com' });
    const cookie = await signInToLibrary(t, 'buyer@example.com');
    expect((await download(cookie, theirs.id)).status).toBe(404);
    const refusedRefund = await download(cookie, refunded.id);
    expect(refusedRefund.status).toBe(403);
    expect(await refusedRefund.text()).toContain('This order was refunded');
    expect((await download(cookie, 'ord_../../etc')).status).toBe(404);
    expect(await t.ctx.db.select().from(downloadEvents)).toEqual([]);
  });

  it('sends a visitor without a session back to the sign-in form, and refuses another site', async () => {
    const order = await storedOrder(t.ctx.db);
    const signedOut = await download(undefined, order.id);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('Location')).toBe(libraryPaths.page);
    const cookie = await signInToLibrary(t, 'buyer@example.com');
    expect((await download(cookie, order.id, { Origin: 'https://evil.example' })).status).toBe(403);
    const huge = await postLibraryForm(t, libraryPaths.download(order.id), {
      cookie,
      body: `x=${'a'.repeat(10_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(await t.ctx.db.select().from(downloadEvents)).toEqual([]);
  });

  it('gives each order ten downloads in any 24 hours, then a clear page, and more the next day', async () => {
    const order = await storedOrder(t.ctx.db);
    const cookie = await signInToLibrary(t, 'buyer@example.com');
    const perDay = t.ctx.settings.current().offer.delivery.libraryDownloadsPerDay;
    expect(perDay).toBe(10);
    for (let n = 0; n < perDay; n += 1) expect((await download(cookie, order.id)).status).toBe(200);
    const refused = await download(cookie, order.id);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('No downloads left today');
    expect((await libraryViewFor(t, cookie))?.orders[0]?.downloadsLeftToday).toBe(0);
    // The library's limit is its own: the mailed link's downloads are untouched.
    const events = await t.ctx.db.select().from(downloadEvents);
    expect(events.every((event) => event.via === 'library')).toBe(true);

    // A rolling day later the session has long ended; a new sign-in downloads again.
    t.advanceClock(day + 1000);
    const tomorrow = await signInToLibrary(t, 'buyer@example.com', '198.51.100.50');
    expect((await download(tomorrow, order.id)).status).toBe(200);
  });
});
