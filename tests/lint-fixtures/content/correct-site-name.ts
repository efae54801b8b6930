// Breaks no rule: content depends on nothing of ours.
export const siteName = 'Fixture';
