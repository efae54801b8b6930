import { KeyRound } from 'lucide-react';
import { adminSections } from '#shared/admin-sections.ts';
import { useAuthState } from '../kit/session.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { SecondFactorCard } from '../second-factor/second-factor-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SaleAlertsCard } from './sale-alerts-card.tsx';
import { accountCopy } from './security-copy.ts';
import { WeeklyReportCard } from './weekly-report-card.tsx';

const copy = accountCopy;

/**
 * What every admin decides for themselves: the sale alerts they get (for those who may open
 * the orders they announce), the weekly report (for those who may open the Overview it sums
 * up), their second factor and their password. An editor has only the last two.
 */
export function AccountSection() {
  const auth = useAuthState();
  const role = auth.status === 'signedIn' ? auth.user.role : null;
  const readsOverview = role !== null && adminSections.overview.access.includes(role);
  const readsOrders = role !== null && adminSections.orders.access.includes(role);
  return (
    <div className="flex flex-col gap-6">
      {readsOrders ? <SaleAlertsCard /> : null}
      {readsOverview ? <WeeklyReportCard /> : null}
      <SecondFactorCard />
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
