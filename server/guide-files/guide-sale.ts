import type { ServerContext } from '#server/context.ts';
import { ServiceError } from '#server/service-error.ts';
import { newestGuideFile } from './guide-files-repository.ts';

type SaleContext = Pick<ServerContext, 'db' | 'payments'>;

/** Whether buyers receive the generated placeholder now (no guide is uploaded): a sample. */
export async function deliversPlaceholder(db: ServerContext['db']): Promise<boolean> {
  return (await newestGuideFile(db)) === undefined;
}

/**
 * Whether the guide may be sold now. The generated placeholder is sold only by the test
 * provider, so a fresh install shows the whole purchase; a site taking real payments sells
 * only an uploaded guide. Asked at each checkout (one index step), so an upload or a removal
 * on any instance counts for the next buyer.
 */
export async function isGuideOnSale(ctx: SaleContext): Promise<boolean> {
  if (ctx.payments.name === 'test') return true;
  return !(await deliversPlaceholder(ctx.db));
}

/** Refuses a payment while only the placeholder could be delivered; nothing is stored. */
export async function requireGuideOnSale(ctx: SaleContext): Promise<void> {
  if (await isGuideOnSale(ctx)) return;
  throw new ServiceError(
    'conflict',
    'guide_not_ready',
    'The guide is not available yet: it is still being prepared, and nothing was charged. Leave your e-mail address on the checkout page to hear when it is ready.',
  );
}
