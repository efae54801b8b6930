import { RefreshCw, ShoppingCart } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ExportLink } from '../kit/export-link.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { useOrderLink } from './order-links.ts';
import { OrderList } from './order-list.tsx';
import { OrderSearch } from './order-search.tsx';
import { OrderStats } from './order-stats.tsx';
import { ordersCopy, ordersNotices } from './orders-copy.ts';
import { useOrdersOverview } from './use-orders.ts';

const copy = ordersCopy;

/** Orders: Refresh, the totals, the 10 newest and a search over all of them; a row links to its order. */
export function OrdersCard() {
  const overview = useOrdersOverview();
  const linkTo = useOrderLink();

  async function refresh() {
    const result = await overview.refetch();
    if (result.status !== 'success') return;
    notify({
      title: ordersNotices.ordersRefreshed.title,
      description: fillPlaceholders(ordersNotices.ordersRefreshed.description, {
        n: String(result.data.summary.orders),
      }),
      variant: 'success',
    });
  }

  const { data } = overview;
  return (
    <SectionCard
      icon={ShoppingCart}
      title={copy.title}
      description={copy.description}
      actions={
        <>
          <Button variant="outline" disabled={overview.isFetching} onClick={() => void refresh()}>
            <RefreshCw
              className={overview.isFetching ? 'size-4 animate-spin' : 'size-4'}
              aria-hidden
            />
            {overview.isFetching ? commonCopy.refreshing : commonCopy.refresh}
          </Button>
          <ExportLink href={adminApi.ordersCsv} />
        </>
      }
      className="flex flex-col gap-6"
    >
      <LoadStatus
        isPending={overview.isPending}
        isError={overview.isError}
        hasData={data !== undefined}
        error={overview.error}
        loadingText={copy.loading}
        onRetry={() => void refresh()}
      />
      {data && (
        <>
          <OrderStats summary={data.summary} />
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">{copy.recentOrders}</h3>
            {data.orders.length === 0 ? (
              <p className="text-sm text-muted-foreground">{copy.empty}</p>
            ) : (
              <OrderList orders={data.orders} label={copy.recentOrders} linkTo={linkTo} />
            )}
          </div>
        </>
      )}
      <OrderSearch />
    </SectionCard>
  );
}
