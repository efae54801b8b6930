/** The islands' entry module (app/islands/main.ts), as Vite serves it in development. */
export const islandsEntrySource = '/app/islands/main.ts';
