import { eq } from 'drizzle-orm';
import { auditLog, outbox } from '#server/db/schema.ts';
import type { AuditAction } from '#shared/contracts/admin.ts';
import type { CheckoutRequest } from '#shared/contracts/checkout.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { signedInAdmin } from './admin-factory.ts';
import { checkoutRequest } from './checkout-factory.ts';
import { postForm, postJson, type TestApp } from './test-app.ts';

/** An admin's calls to the back office API, with their session cookie (and origin on POSTs). */
export async function adminClient(t: TestApp, options: Parameters<typeof signedInAdmin>[1] = {}) {
  const { user, cookie } = await signedInAdmin(t, options);
  return {
    user,
    get: (path: string) => t.app.request(path, { headers: { Cookie: cookie } }),
    post: (path: string, body: unknown = {}) => postJson(t.app, path, body, { Cookie: cookie }),
  };
}

/**
 * A purchase made the way a buyer makes it with the test provider: checkout, the test
 * payment page, the result page (`form` the checkout's other fields). Answers the order id and the download link's path.
 */
export async function purchaseInTestMode(
  t: TestApp,
  email = 'buyer@example.com',
  form: Partial<CheckoutRequest> = {},
): Promise<{ orderId: string; downloadPath: string }> {
  const created = await postJson(t.app, '/api/create-payment', checkoutRequest({ ...form, email }));
  const { url } = createPaymentResponseSchema.parse(await created.json());
  const sessionId = url.split('/').at(-1) ?? '';
  await postForm(t.app, `/test-checkout/${sessionId}`);
  const verified = verifyPaymentResponseSchema.parse(
    await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
  );
  if (!verified.order_id || !verified.download_url) throw new Error('the purchase did not verify');
  return { orderId: verified.order_id, downloadPath: new URL(verified.download_url).pathname };
}

/** The outbox mails of one kind, oldest first. */
export const mailsOfKind = (t: TestApp, kind: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.id);

/** The audit entries of one action, oldest first. */
export const auditEntries = (t: TestApp, action: AuditAction) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
