import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { FilesSection } from '#app/features/admin/files/files-section.tsx';

export const meta = sectionMeta('files');

export default function AdminFilesRoute() {
  return (
    <SectionPage id="files">
      <FilesSection />
    </SectionPage>
  );
}
