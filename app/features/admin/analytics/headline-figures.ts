import {
  Clock,
  DollarSign,
  Eye,
  Fingerprint,
  Layers,
  Percent,
  ShoppingCart,
  TrendingDown,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AnalyticsHeadline } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars } from '../kit/format.ts';
import {
  formatCount,
  formatDuration,
  formatOneDecimal,
  formatPercent,
} from '../kit/analytics-format.ts';
import { definitionsCopy } from '../kit/kit-copy.ts';
import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy;
const definitions = definitionsCopy;

/** A headline figure compared with the period before: how to read it and which way is better. */
export interface HeadlineFigure {
  icon: LucideIcon;
  title: string;
  value: (headline: AnalyticsHeadline) => number;
  format: (value: number) => string;
  /** A lower figure is good news (fewer bounces). */
  lowerIsBetter?: boolean;
  /** A line under the figure that explains it. */
  note?: (headline: AnalyticsHeadline) => string;
}

/**
 * The compared figures in the order the tab shows them: traffic first (visitors, how many
 * of them distinct, what they viewed), then how they behaved, then what they bought.
 */
export const headlineFigures: HeadlineFigure[] = [
  {
    icon: Users,
    title: copy.cards.totalVisitors,
    value: (h) => h.totalVisitors,
    format: formatCount,
    note: () => definitions.visits,
  },
  {
    icon: Fingerprint,
    title: copy.headline.uniqueVisitors,
    value: (h) => h.uniqueVisitors,
    format: formatCount,
  },
  { icon: Eye, title: copy.cards.pageViews, value: (h) => h.pageViews, format: formatCount },
  {
    icon: Layers,
    title: copy.headline.viewsPerSession,
    value: (h) => h.viewsPerSession,
    format: formatOneDecimal,
  },
  {
    icon: TrendingDown,
    title: copy.cards.bounceRate,
    value: (h) => h.bounceRate,
    format: formatPercent,
    lowerIsBetter: true,
  },
  {
    icon: Clock,
    title: copy.headline.avgSession,
    value: (h) => h.avgSessionSeconds,
    format: formatDuration,
  },
  {
    icon: DollarSign,
    title: copy.cards.revenue,
    value: (h) => h.revenue,
    format: formatDollars,
    note: (h) =>
      fillPlaceholders(copy.revenueDetail, {
        gross: formatDollars(h.grossRevenue),
        refunded: formatDollars(h.refundedRevenue),
      }),
  },
  {
    icon: ShoppingCart,
    title: copy.headline.purchases,
    value: (h) => h.purchases,
    format: formatCount,
    note: () => definitions.purchases,
  },
  {
    icon: Percent,
    title: copy.headline.conversionRate,
    value: (h) => h.conversionRate,
    format: formatPercent,
    note: () => definitions.conversion,
  },
];
