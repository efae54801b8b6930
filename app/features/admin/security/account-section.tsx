import { KeyRound } from 'lucide-react';
import { adminSections } from '#shared/admin-sections.ts';
import { useAuthState } from '../kit/session.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SaleAlertsCard } from './sale-alerts-card.tsx';
import { accountCopy } from './security-copy.ts';
import { WeeklyReportCard } from './weekly-report-card.tsx';

const copy = accountCopy;

/**
 * What every admin decides for themselves: the sale alerts they get, the weekly report (for
 * those who may open the Overview it sums up) and their password.
 */
export function AccountSection() {
  const auth = useAuthState();
  const readsOverview =
    auth.status === 'signedIn' && adminSections.overview.access.includes(auth.user.role);
  return (
    <div className="flex flex-col gap-6">
      <SaleAlertsCard />
      {readsOverview ? <WeeklyReportCard /> : null}
      <SectionCard
        icon={KeyRound}
        title={copy.passwordTitle}
        description={copy.passwordDescription}
      >
        <ChangePasswordForm />
      </SectionCard>
    </div>
  );
}
