import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { analyticsPeriods, type AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

const copy = adminCopy.analytics;

/** The period buttons, 7 to 90 days; the chosen one is pressed. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
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
        className="inline-flex gap-1 rounded-md bg-muted p-1"
      >
        {analyticsPeriods.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={days === value ? 'default' : 'ghost'}
            aria-pressed={days === value}
            onClick={() => onChange(days)}
          >
            {fillPlaceholders(copy.period, { days: String(days) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
