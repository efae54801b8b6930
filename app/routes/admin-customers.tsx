import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { CustomersSection } from '#app/features/admin/customers/customers-section.tsx';

export const meta = sectionMeta('customers');

export default function AdminCustomersRoute() {
  return (
    <SectionPage id="customers">
      <CustomersSection />
    </SectionPage>
  );
}
