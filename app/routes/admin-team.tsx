import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { SecurityCard } from '#app/features/admin/security/security-card.tsx';

export const meta = sectionMeta('team');

export default function AdminTeamRoute() {
  return (
    <SectionPage id="team">
      <SecurityCard />
    </SectionPage>
  );
}
