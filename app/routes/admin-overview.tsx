import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { OverviewSection } from '#app/features/admin/overview/overview-section.tsx';

export const meta = sectionMeta('overview');

export default function AdminOverviewRoute() {
  return (
    <SectionPage id="overview">
      <OverviewSection />
    </SectionPage>
  );
}
