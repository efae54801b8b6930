// Breaks no rule. A variable named `db` that is no database handle is no query: the rule
// follows the type, not the name.
const db = { select: (path: string) => path };

export const receiptPrefix = db.select('/receipt');
