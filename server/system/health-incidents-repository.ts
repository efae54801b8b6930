import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
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

/** An incident with what the alerts tell: since when the trouble has lasted. */
export interface HealthIncident extends HealthIncidentRow {
  /** When it began: the first failed mail, the last backup that succeeded (detail.since). */
  since: Date;
}

const detailSchema = z.object({ since: z.iso.datetime() });

function withSince(row: HealthIncidentRow & { detail: Record<string, unknown> }): HealthIncident {
  const { detail, ...incident } = row;
  return { ...incident, since: new Date(detailSchema.parse(detail).since) };
}

const columns = {
  id: healthIncidents.id,
  kind: healthIncidents.kind,
  openedAt: healthIncidents.openedAt,
  closedAt: healthIncidents.closedAt,
  detail: healthIncidents.detail,
};

/** The incidents open now: at most one of each kind (health_incidents_open_kind_key). */
export async function openIncidents(db: Database): Promise<HealthIncident[]> {
  const rows = await db
    .select(columns)
    .from(healthIncidents)
    .where(isNull(healthIncidents.closedAt));
  return rows.map(withSince);
}

export async function findIncident(db: Database, id: number): Promise<HealthIncident | undefined> {
  const [row] = await db.select(columns).from(healthIncidents).where(eq(healthIncidents.id, id));
  return row && withSince(row);
}

/**
 * Opens an incident of `kind` unless one is open: of instances opening it at once, the unique
 * index lets one insert and the others wait for it and do nothing. Answers the new one's id.
 */
export async function openIncident(
  tx: Database,
  incident: { kind: HealthIncidentKind; openedAt: Date; since: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(healthIncidents)
    .values({
      kind: incident.kind,
      openedAt: incident.openedAt,
      detail: { since: incident.since.toISOString() },
    })
    .onConflictDoNothing()
    .returning({ id: healthIncidents.id });
  return row?.id;
}

/** Closes the incident if it is still open: answers whether this call closed it. */
export async function closeIncident(tx: Database, id: number, closedAt: Date): Promise<boolean> {
  const rows = await tx
    .update(healthIncidents)
    .set({ closedAt })
    .where(and(eq(healthIncidents.id, id), isNull(healthIncidents.closedAt)))
    .returning({ id: healthIncidents.id });
  return rows.length > 0;
}
