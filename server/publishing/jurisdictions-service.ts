import { sessionsPerUsState } from '#server/analytics/visits-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Jurisdiction, JurisdictionsAnswer } from '#shared/contracts/publishing-oversight.ts';
import { stateGuidePath } from '#shared/published-content.ts';
import { usStates } from '#shared/us-states.ts';
import { stateGuideRows } from './jurisdictions-repository.ts';

/** How far back the visits that order the jurisdictions are counted. */
export const jurisdictionVisitsDays = 90;

/**
 * All 51 jurisdictions, covered or not, ordered by the sessions the site's own analytics
 * counted from each in the last 90 days, then by name: the seller writes next what readers
 * look for. An uncovered state has no entry; nothing is written for it.
 */
export async function listJurisdictions(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
): Promise<JurisdictionsAnswer> {
  const from = new Date(ctx.clock().getTime() - jurisdictionVisitsDays * 86_400_000);
  const [visits, guides] = await Promise.all([
    sessionsPerUsState(ctx.db, from),
    stateGuideRows(ctx.db),
  ]);
  const visitsOf = new Map(visits.map((row) => [row.state, row.sessions]));
  const guideOf = new Map<string, Jurisdiction['entry']>();
  for (const guide of guides) {
    if (guideOf.has(guide.state)) continue;
    guideOf.set(guide.state, {
      id: guide.id,
      status: guide.status,
      path: stateGuidePath(guide.slug),
      reviewedOn: guide.reviewedOn,
      updatedOn: guide.updatedOn,
    });
  }
  const jurisdictions = usStates.map(([code, name]): Jurisdiction => ({
    code,
    name,
    visits90: visitsOf.get(code) ?? 0,
    entry: guideOf.get(code) ?? null,
  }));
  jurisdictions.sort((a, b) => b.visits90 - a.visits90 || a.name.localeCompare(b.name, 'en'));
  return { jurisdictions };
}
