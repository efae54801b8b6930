/** At most 3 toasts visible at once, each for 4000 ms: enough to read, never a pile. */
export const toastLimits = { visible: 3, durationMs: 4000 } as const;

/** The toasts' live region's name: the library's, with the key that moves focus to it. */
export const toastRegionLabel = 'Notifications alt+T';
