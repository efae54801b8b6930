import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { MailSection } from '#app/features/admin/mail/mail-section.tsx';

export const meta = sectionMeta('mail');

export default function AdminMailRoute() {
  return (
    <SectionPage id="mail">
      <MailSection />
    </SectionPage>
  );
}
