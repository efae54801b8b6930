import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { StateGuidesSection } from '#app/features/admin/publishing/state-guides-section.tsx';

export const meta = sectionMeta('state-guides');

export default function AdminStateGuidesRoute() {
  return (
    <SectionPage id="state-guides">
      <StateGuidesSection />
    </SectionPage>
  );
}
