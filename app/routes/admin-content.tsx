import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { ContentSettingsCard } from '#app/features/admin/content-settings/content-settings-card.tsx';

export const meta = sectionMeta('content');

export default function AdminContentRoute() {
  return (
    <SectionPage id="content">
      <ContentSettingsCard />
    </SectionPage>
  );
}
