import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { PagesSection } from '#app/features/admin/publishing/pages-section.tsx';

export const meta = sectionMeta('pages');

export default function AdminPagesRoute() {
  return (
    <SectionPage id="pages">
      <PagesSection />
    </SectionPage>
  );
}
