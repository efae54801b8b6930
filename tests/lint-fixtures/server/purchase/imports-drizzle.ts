// @typescript-eslint/no-restricted-imports: only repositories and server/db/ know Drizzle.
import { sql } from 'drizzle-orm';

export const one = sql`select 1`;
