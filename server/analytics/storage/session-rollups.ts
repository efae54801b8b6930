import type { BreakdownDimension } from '#server/db/analytics-schema.ts';
import type { SessionRow } from './analytics-store-repository.ts';
import type { RollupDeltas } from './rollup-deltas.ts';

/** The session's value in each dimension counted once per session; null is not counted. */
const sessionValues = (session: SessionRow): [BreakdownDimension, string | null][] => [
  ['entry', session.entryPage],
  ['source', session.source],
  ['medium', session.medium],
  ['campaign', session.utmCampaign],
  ['browser', session.browser],
  ['os', session.os],
  ['country', session.country],
  ['region', session.region],
];

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * What a flush changed in one session, added to the rollups on `day`, the session's start day: its
 * sums and flags by difference; its fixed values once, when the flush created it; its exit
 * page moved from the old last page to the new one, so each session counts one exit; and each
 * goal once, when first reached.
 */
export function countSessionChange(
  deltas: RollupDeltas,
  before: SessionRow | undefined,
  after: SessionRow,
  day: string,
): void {
  if (!before) {
    deltas.add(day, 'sessions', 1);
    for (const [dimension, key] of sessionValues(after))
      if (key !== null) deltas.addBreakdown(dimension, day, key, 1);
  }
  deltas.add(day, 'bouncedSessions', flag(after.isBounce) - flag(before?.isBounce));
  deltas.add(day, 'durationSeconds', after.durationSeconds - (before?.durationSeconds ?? 0));
  deltas.add(day, 'checkoutSessions', flag(after.viewedCheckout) - flag(before?.viewedCheckout));
  deltas.add(day, 'paymentSessions', flag(after.startedPayment) - flag(before?.startedPayment));
  deltas.add(day, 'convertedSessions', flag(after.converted) - flag(before?.converted));

  const exitBefore = before?.pages.at(-1);
  const exitAfter = after.pages.at(-1);
  if (exitBefore !== exitAfter) {
    if (exitBefore !== undefined) deltas.addBreakdown('exit', day, exitBefore, -1);
    if (exitAfter !== undefined) deltas.addBreakdown('exit', day, exitAfter, 1);
  }
  const reachedBefore = new Set(before?.goals);
  for (const goal of after.goals)
    if (!reachedBefore.has(goal)) deltas.addBreakdown('goal', day, goal, 1);
}
