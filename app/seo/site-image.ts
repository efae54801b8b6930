/** The image shared links show when a page names none: 1200×630, made by scripts/make-icons.ts. */
export const siteImage = { path: '/og-image.png', width: 1200, height: 630 } as const;
