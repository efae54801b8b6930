/**
 * Forwarding to the tag service (Google tag) and the session-analytics tool (Microsoft
 * Clarity), each only when the operator configured its id.
 */
export interface ForwardingIds {
  tagId: string | null;
  sessionToolId: string | null;
}

export type Forward = (name: string, params: Record<string, unknown>) => void;

/** The one console warning of a page whose operator configured no Google tag. */
export const tagNotConfigured =
  'Analytics: the Google tag measurement id is not configured; events are recorded first-party only.';
