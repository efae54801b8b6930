import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { PeopleSection } from '#app/features/admin/publishing/people-section.tsx';

export const meta = sectionMeta('people');

export default function AdminPeopleRoute() {
  return (
    <SectionPage id="people">
      <PeopleSection />
    </SectionPage>
  );
}
