import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { AnalyticsSection } from '#app/features/admin/analytics/analytics-section.tsx';

export const meta = sectionMeta('analytics');

export default function AdminAnalyticsRoute() {
  return (
    <SectionPage id="analytics">
      <AnalyticsSection />
    </SectionPage>
  );
}
