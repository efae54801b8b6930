import { Activity } from 'lucide-react';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { formatCount } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { ChangeBadge } from './change-badge.tsx';
import { comparedPeriod } from './compared-period.ts';
import { headlineChange } from './headline-change.ts';
import { headlineFigures } from './headline-figures.ts';
import { StatCard } from './stat-card.tsx';

const copy = analyticsCopy;

/**
 * The period's headline figures, each with its change against the period of the same length
 * just before, then the live count of active users; placeholders during the first load.
 */
export function HeadlineCards({ data }: { data: AnalyticsDashboard | undefined }) {
  const against = data && comparedPeriod(data.period);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      {headlineFigures.map((figure) => {
        const current = data && figure.value(data);
        const previous = data && figure.value(data.previous);
        return (
          <StatCard
            key={figure.title}
            icon={figure.icon}
            title={figure.title}
            value={current === undefined ? undefined : figure.format(current)}
            change={
              current !== undefined &&
              previous !== undefined &&
              against !== undefined && (
                <ChangeBadge
                  change={headlineChange(current, previous, figure)}
                  against={against}
                  previous={figure.format(previous)}
                />
              )
            }
            note={data && figure.note?.(data)}
          />
        );
      })}
      <StatCard
        icon={Activity}
        title={copy.cards.activeUsers}
        value={data && formatCount(data.activeUsers)}
        detail={data && copy.activeUsersNote}
      />
    </div>
  );
}
