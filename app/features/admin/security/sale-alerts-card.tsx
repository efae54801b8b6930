import { BellRing } from 'lucide-react';
import { PreferenceCard } from './preference-card.tsx';
import { saleAlertsCopy, securityNotices } from './security-copy.ts';

const notices = {
  on: securityNotices.saleAlertsOn,
  off: securityNotices.saleAlertsOff,
  failed: securityNotices.saleAlertsFailed,
};

/** The signed-in admin's own choice: a mail for every sale and refund, or none. */
export function SaleAlertsCard() {
  return (
    <PreferenceCard
      preference="saleAlerts"
      icon={BellRing}
      copy={saleAlertsCopy}
      notices={notices}
    />
  );
}
