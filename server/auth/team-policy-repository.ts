import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { teamPolicy } from '#server/db/schema.ts';

/** Whether the owners require a second factor of every admin (no row yet: no). */
export async function requiresSecondFactor(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ required: teamPolicy.requireSecondFactor })
    .from(teamPolicy)
    .where(eq(teamPolicy.id, 1));
  return row?.required ?? false;
}

export async function saveTeamPolicy(
  db: Database,
  policy: { requireSecondFactor: boolean; updatedAt: Date; updatedBy: string },
): Promise<void> {
  await db
    .insert(teamPolicy)
    .values({ id: 1, ...policy })
    .onConflictDoUpdate({ target: teamPolicy.id, set: policy });
}
