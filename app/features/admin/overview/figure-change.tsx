import type { OverviewFigure } from '#shared/contracts/admin-overview.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { cn } from '#app/lib/cn.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;
const wholePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** "+12% ▲", "−3% ▼", "0%", or "—" when the period before had nothing to compare with. */
export function changeText(change: number | null): string {
  if (change === null) return commonCopy.none;
  const percent = wholePercent.format(Math.abs(change));
  if (percent === wholePercent.format(0)) return percent;
  return change > 0 ? `+${percent} ▲` : `\u2212${percent} ▼`;
}

function spokenChange(change: number | null): string {
  if (change === null) return copy.changeUnknown;
  const percent = wholePercent.format(Math.abs(change));
  if (percent === wholePercent.format(0)) return copy.changeNone;
  return fillPlaceholders(change > 0 ? copy.changeUp : copy.changeDown, { percent });
}

/** A figure's change, its arrow and colour for the eye and its words for screen readers. */
export function FigureChange({ figure }: { figure: OverviewFigure }) {
  const { change } = figure;
  return (
    <span
      className={cn(
        'text-xs font-medium tabular-nums',
        change !== null && change > 0 && 'text-emerald-800 dark:text-emerald-300',
        change !== null && change < 0 && 'text-destructive',
        (change === null || change === 0) && 'text-muted-foreground',
      )}
    >
      <span aria-hidden>{changeText(change)}</span>
      <span className="sr-only">{spokenChange(change)}</span>
    </span>
  );
}
