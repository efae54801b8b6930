import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { AdminCardContent, AdminCardHeader } from '../admin-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SaleAlertsCard } from './sale-alerts-card.tsx';

const copy = adminCopy.account;

/** What every admin decides for themselves: the sale alerts they get and their password. */
export function AccountSection() {
  const titleId = `${useId()}-password`;
  return (
    <div className="flex flex-col gap-6">
      <SaleAlertsCard />
      <Card aria-labelledby={titleId}>
        <AdminCardHeader
          icon={KeyRound}
          title={copy.passwordTitle}
          titleId={titleId}
          description={copy.passwordDescription}
        />
        <AdminCardContent>
          <ChangePasswordForm />
        </AdminCardContent>
      </Card>
    </div>
  );
}
