import type { DatabaseHandle } from '#server/db/database.ts';
import { generateShopData } from './bench-admin-data.ts';
import { generateAnalyticsData } from './bench-dashboard-data.ts';

export interface BenchShop {
  orders: number;
  subscribers: number;
  pageViews: number;
}

/**
 * A migrated database filled as a shop of this size: the back office bench's orders, mails,
 * downloads and subscribers, and the dashboard bench's analytics (about 3 page views a session).
 */
export async function seedBenchShop(handle: DatabaseHandle, shop: BenchShop): Promise<void> {
  await generateShopData(handle.db, { orders: shop.orders, subscribers: shop.subscribers });
  await generateAnalyticsData(handle.db, {
    sessions: Math.round(shop.pageViews / 3),
    pageViews: shop.pageViews,
    now: new Date(),
  });
}
