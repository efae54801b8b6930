/** The islands' entry module (app/islands-entry.ts), as Vite serves it in development. */
export const islandsEntrySource = '/app/islands-entry.ts';
