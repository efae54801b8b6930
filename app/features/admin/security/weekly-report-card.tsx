import { CalendarClock } from 'lucide-react';
import { PreferenceCard } from './preference-card.tsx';
import { securityNotices, weeklyReportCopy } from './security-copy.ts';

const notices = {
  on: securityNotices.weeklyReportOn,
  off: securityNotices.weeklyReportOff,
  failed: securityNotices.weeklyReportFailed,
};

/** The signed-in owner's own choice: the Monday mail of last week's figures, or none. */
export function WeeklyReportCard() {
  return (
    <PreferenceCard
      preference="weeklyReport"
      icon={CalendarClock}
      copy={weeklyReportCopy}
      notices={notices}
    />
  );
}
