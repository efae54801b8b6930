import { BellRing } from 'lucide-react';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { PreferenceCard } from './preference-card.tsx';

const notices = {
  on: adminNotices.saleAlertsOn,
  off: adminNotices.saleAlertsOff,
  failed: adminNotices.saleAlertsFailed,
};

/** The signed-in admin's own choice: a mail for every sale and refund, or none. */
export function SaleAlertsCard() {
  return (
    <PreferenceCard
      preference="saleAlerts"
      icon={BellRing}
      copy={adminCopy.saleAlerts}
      notices={notices}
    />
  );
}
