import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { AccountSection } from '#app/features/admin/security/account-section.tsx';

export const meta = sectionMeta('account');

export default function AdminAccountRoute() {
  return (
    <SectionPage id="account">
      <AccountSection />
    </SectionPage>
  );
}
