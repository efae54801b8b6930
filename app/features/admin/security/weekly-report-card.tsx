import { CalendarClock } from 'lucide-react';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { PreferenceCard } from './preference-card.tsx';

const notices = {
  on: adminNotices.weeklyReportOn,
  off: adminNotices.weeklyReportOff,
  failed: adminNotices.weeklyReportFailed,
};

/** The signed-in owner's own choice: the Monday mail of last week's figures, or none. */
export function WeeklyReportCard() {
  return (
    <PreferenceCard
      preference="weeklyReport"
      icon={CalendarClock}
      copy={adminCopy.weeklyReport}
      notices={notices}
    />
  );
}
