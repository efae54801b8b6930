/**
 * The Drizzle schema: every table of the product, with its indexes beside it.
 * Tables arrive with the features that need them; `npm run db:generate` turns
 * changes here into a committed SQL migration under drizzle/.
 */
export const schema = {};
