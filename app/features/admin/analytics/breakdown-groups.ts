import { FileText, Globe, MonitorSmartphone, Share2, type LucideIcon } from 'lucide-react';
import type { AnalyticsBreakdownCard } from '#shared/contracts/admin-analytics.ts';
import type { analyticsCopy } from './analytics-copy.ts';

export interface BreakdownGroup {
  id: keyof typeof analyticsCopy.cards.groups;
  icon: LucideIcon;
  /** The ranked cards it shows as tabs, the first one open. */
  cards: readonly [AnalyticsBreakdownCard, ...AnalyticsBreakdownCard[]];
}

/**
 * The ranked cards, grouped as tabs of four cards (as Plausible does): eleven cards one under
 * the other would be a long scroll on a phone, and each group answers one question.
 */
export const breakdownGroups: readonly BreakdownGroup[] = [
  { id: 'pages', icon: FileText, cards: ['pages', 'entryPages', 'exitPages'] },
  { id: 'sources', icon: Share2, cards: ['sources', 'mediums', 'campaigns'] },
  { id: 'technology', icon: MonitorSmartphone, cards: ['devices', 'browsers', 'operatingSystems'] },
  { id: 'places', icon: Globe, cards: ['countries', 'regions'] },
];
