import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { analyticsPeriods, type AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy;

/** The period buttons, today to 90 days; the chosen one is pressed. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium">
        {copy.periodLabel}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex flex-wrap gap-1 rounded-md bg-muted p-1"
      >
        {analyticsPeriods.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={period === value ? 'default' : 'ghost'}
            aria-pressed={period === value}
            onClick={() => onChange(period)}
          >
            {copy.periods[period]}
          </Button>
        ))}
      </div>
    </div>
  );
}
