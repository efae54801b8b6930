import { goalKeys } from '#shared/contracts/admin-analytics.ts';
import { analyticsTimings } from '#shared/contracts/analytics-constants.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy.goals;

// The thresholds are the tracker's: the label follows them if they change.
const fixedLabels: Record<string, string> = {
  [goalKeys.engaged]: fillPlaceholders(copy.engaged, {
    seconds: String(analyticsTimings.engagedMs / 1000),
  }),
  [goalKeys.deeplyEngaged]: fillPlaceholders(copy.deeplyEngaged, {
    minutes: String(analyticsTimings.deeplyEngagedMs / 60_000),
  }),
  [goalKeys.videoPlay]: copy.videoPlay,
  [goalKeys.beginCheckout]: copy.beginCheckout,
  [goalKeys.purchase]: copy.purchase,
};

/** A goal key as the Goals card names it: "cta:hero" → "Call to action: hero". */
export function goalLabel(goal: string): string {
  if (goal.startsWith(goalKeys.cta)) {
    return fillPlaceholders(copy.cta, { location: goal.slice(goalKeys.cta.length) });
  }
  if (goal.startsWith(goalKeys.scroll)) {
    return fillPlaceholders(copy.scroll, { percent: goal.slice(goalKeys.scroll.length) });
  }
  return fixedLabels[goal] ?? goal;
}
