/** The Mail section's queries: under 'admin', so signing out clears them with the rest. */
export const mailKeys = {
  all: ['admin', 'mail'] as const,
  broadcasts: (page: number) => ['admin', 'mail', 'broadcasts', page] as const,
  broadcastsAll: ['admin', 'mail', 'broadcasts'] as const,
  broadcast: (id: number) => ['admin', 'mail', 'broadcast', id] as const,
  audience: ['admin', 'mail', 'audience'] as const,
  automations: ['admin', 'mail', 'automations'] as const,
  suppressed: (page: number) => ['admin', 'mail', 'suppressed', page] as const,
  suppressedAll: ['admin', 'mail', 'suppressed'] as const,
  relay: ['admin', 'mail', 'relay'] as const,
};
