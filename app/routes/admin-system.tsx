import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { SystemSection } from '#app/features/admin/system/system-section.tsx';

export const meta = sectionMeta('system');

export default function AdminSystemRoute() {
  return (
    <SectionPage id="system">
      <SystemSection />
    </SectionPage>
  );
}
