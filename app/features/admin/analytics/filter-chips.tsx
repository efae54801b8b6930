import { X } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import type {
  AnalyticsFilterDimension,
  AnalyticsFilters,
} from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { activeFilters } from './analytics-query.ts';
import { filterValueLabel } from './filter-value-label.ts';

const copy = analyticsCopy.filters;

interface FilterChipsProps {
  filters: AnalyticsFilters;
  onRemove: (dimension: AnalyticsFilterDimension) => void;
  onClear: () => void;
}

/** The filters in force, each removable; "Clear all" once there are two. Nothing without one. */
export function FilterChips({ filters, onRemove, onClear }: FilterChipsProps) {
  const chips = activeFilters(filters).map(({ dimension, value }) => {
    const names = {
      dimension: copy.dimensions[dimension],
      value: filterValueLabel(dimension, value),
    };
    return {
      dimension,
      text: fillPlaceholders(copy.chip, names),
      remove: fillPlaceholders(copy.remove, names),
    };
  });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={copy.label} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li
          key={chip.dimension}
          className="flex max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
        >
          <span className="min-w-0 truncate" title={chip.text}>
            {chip.text}
          </span>
          <Button
            size="icon"
            variant="ghost"
            className="size-7 shrink-0 rounded-full"
            aria-label={chip.remove}
            title={chip.remove}
            onClick={() => onRemove(chip.dimension)}
          >
            <X className="size-3.5" aria-hidden />
          </Button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {copy.clearAll}
          </Button>
        </li>
      )}
    </ul>
  );
}
