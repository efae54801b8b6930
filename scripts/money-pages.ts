import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { issueLibraryLink } from '#server/library/library-links.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { reviewPage } from '#content/review-form.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { openReviewLink } from '#tests/review-link-fixtures.ts';

/** The back office's first admin, made by the server from its environment at start. */
export const scriptAdmin = { email: 'measure@example.com', password: 'measuring admin password' };

const buyerEmail = 'measured.buyer@example.com';

/** The discount code the scripts create, as a link or the checkout's field carries it. */
export const measuredCode = 'MEASURE15';

/**
 * The production build with what a visitor's money pages need to show their real states:
 * a discount code, a paid test session, a buyer with an order, a mailed library sign-in link
 * and a mailed review link.
 */
export interface MoneyPagesServer {
  server: BuiltServer;
  /** The signed-in first admin's cookie header. */
  adminCookie: string;
  /** `/success?session_id=…` of a session paid on the test payment page. */
  paidSuccessPath: string;
  /** `/checkout?code=…` with a code that applies. */
  codeCheckoutPath: string;
  /** `/review/<token>` of an open review request. */
  reviewPath: string;
  /** The mailed link's path whose POST signs the buyer into the library (one use). */
  librarySignInPath: string;
  stop(): Promise<void>;
}

/**
 * The review link and the library link are stored before the server opens the database, as
 * the queue and the mail would have made them (the server has no API that hands them out);
 * the code and the paid session go through the HTTP API as the seller and a buyer make them.
 */
export async function startMoneyPagesServer(
  env: Record<string, string> = {},
): Promise<MoneyPagesServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-money-pages-'));
  const database = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
  await migrateDatabase(database);
  const { token: reviewToken } = await openReviewLink(database.db, {
    order: { customerEmail: buyerEmail },
  });
  const { token: libraryToken } = await issueLibraryLink(database.db, {
    email: buyerEmail,
    now: new Date(),
  });
  await database.close();

  const server = await startBuiltServer({
    dataDir,
    env: { ADMIN_EMAIL: scriptAdmin.email, ADMIN_PASSWORD: scriptAdmin.password, ...env },
  });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const adminCookie = await signInAsAdmin(server.url);
    await createDiscountCode(server.url, adminCookie);
    return {
      server,
      adminCookie,
      paidSuccessPath: `/success?session_id=${await paidSession(server.url)}`,
      codeCheckoutPath: `/checkout?code=${measuredCode}`,
      reviewPath: `${reviewPage.path}/${reviewToken}`,
      librarySignInPath: libraryPaths.signIn(libraryToken),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signInAsAdmin(siteUrl: string): Promise<string> {
  const signIn = await fetch(new URL(authApi.signIn, siteUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify(scriptAdmin),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`Signing in as the admin answered ${signIn.status}`);
  return cookie;
}

async function createDiscountCode(siteUrl: string, cookie: string): Promise<void> {
  const created = await fetch(new URL(adminApi.discountCodes, siteUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl, Cookie: cookie },
    body: JSON.stringify({ code: measuredCode, kind: 'percent', amount: 15 }),
  });
  if (!created.ok) throw new Error(`Creating the discount code answered ${created.status}`);
}

/** A checkout paid on the test payment page, as a buyer pays it: answers its session id. */
async function paidSession(siteUrl: string): Promise<string> {
  const created = await fetch(new URL('/api/create-payment', siteUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify(checkoutRequest({ email: buyerEmail })),
  });
  if (!created.ok) throw new Error(`create-payment answered ${created.status}`);
  const paymentPath = new URL(createPaymentResponseSchema.parse(await created.json()).url).pathname;
  const paid = await fetch(new URL(paymentPath, siteUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: siteUrl },
  });
  if (paid.status !== 303) throw new Error(`Paying on the test page answered ${paid.status}`);
  const sessionId = paymentPath.split('/').at(-1);
  if (!sessionId) throw new Error(`No session id in ${paymentPath}`);
  return sessionId;
}
