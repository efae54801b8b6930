import { desc, gte, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { healthIncidents, type HealthIncidentKind } from '#server/db/schema.ts';

export interface HealthIncidentRow {
  id: number;
  kind: HealthIncidentKind;
  openedAt: Date;
  closedAt: Date | null;
}

/** Incidents still open, and those closed since `since`, newest first. */
export async function recentIncidents(db: Database, since: Date): Promise<HealthIncidentRow[]> {
  return db
    .select({
      id: healthIncidents.id,
      kind: healthIncidents.kind,
      openedAt: healthIncidents.openedAt,
      closedAt: healthIncidents.closedAt,
    })
    .from(healthIncidents)
    .where(or(isNull(healthIncidents.closedAt), gte(healthIncidents.closedAt, since)))
    .orderBy(desc(healthIncidents.openedAt));
}
