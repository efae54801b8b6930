// Breaks no rule: a table's type is open to every folder.
import type { orders } from '#server/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
