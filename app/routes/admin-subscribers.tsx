import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { AudienceCard } from '#app/features/admin/subscribers/audience-card.tsx';
import { SubscribersCard } from '#app/features/admin/subscribers/subscribers-card.tsx';

export const meta = sectionMeta('subscribers');

export default function AdminSubscribersRoute() {
  return (
    <SectionPage id="subscribers">
      <AudienceCard />
      <SubscribersCard />
    </SectionPage>
  );
}
