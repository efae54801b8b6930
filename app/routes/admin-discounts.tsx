import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { DiscountsSection } from '#app/features/admin/discounts/discounts-section.tsx';

export const meta = sectionMeta('discounts');

export default function AdminDiscountsRoute() {
  return (
    <SectionPage id="discounts">
      <DiscountsSection />
    </SectionPage>
  );
}
