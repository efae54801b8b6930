import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { formatChange, type HeadlineChange } from './headline-change.ts';

const copy = analyticsCopy.compare;

interface ChangeBadgeProps {
  change: HeadlineChange;
  /** The compared period, as the badge ends: "previous 7 days". */
  against: string;
  /** The compared period's figure, written out: in the tooltip and for screen readers. */
  previous: string;
}

function presentation(change: HeadlineChange) {
  if (change.kind === 'same') return { icon: Minus, text: copy.noChange, better: undefined };
  if (change.kind === 'new') return { icon: Sparkles, text: copy.new, better: change.better };
  return {
    icon: change.ratio > 0 ? ArrowUpRight : ArrowDownRight,
    text: formatChange(change.ratio),
    better: change.better,
  };
}

/**
 * A headline figure's move against the period before: the signed change with an arrow,
 * green when it is good news and red when it is not (the words carry it too: the colour
 * only repeats them).
 */
export function ChangeBadge({ change, against, previous }: ChangeBadgeProps) {
  const { icon: Icon, text, better } = presentation(change);
  const was = fillPlaceholders(copy.was, { value: previous });
  return (
    <p
      title={was}
      className={cn(
        'mt-1 flex items-center gap-1 text-xs font-medium',
        better === undefined && 'text-muted-foreground',
        better === true && 'text-success',
        better === false && 'text-destructive',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span>
        {change.kind === 'new' ? text : fillPlaceholders(copy.change, { change: text, against })}
        <span className="sr-only"> ({was})</span>
      </span>
    </p>
  );
}
