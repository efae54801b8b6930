import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { OrdersSection } from '#app/features/admin/orders/orders-section.tsx';

export const meta = sectionMeta('orders');

export default function AdminOrdersRoute() {
  return (
    <SectionPage id="orders">
      <OrdersSection />
    </SectionPage>
  );
}
