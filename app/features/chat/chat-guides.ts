import type { PublishedContent } from '#shared/published-content.ts';
import { usStates } from '#shared/us-states.ts';

/** A published state guide as the chat's state answers name it. */
export interface ChatGuide {
  /** The state's full name ("Texas"), as questions name it. */
  state: string;
  agency: string;
  agencyName: string;
  challengeDays: number;
  path: string;
}

const stateNames = new Map<string, string>(usStates);

/** The state guides published now, for the chat island (they travel on its root). */
export function chatGuides(published: PublishedContent): ChatGuide[] {
  return published.stateGuides().map(({ path, content }) => ({
    state: stateNames.get(content.state) ?? content.label,
    agency: content.agency,
    agencyName: content.agencyName,
    challengeDays: content.challengeDays,
    path,
  }));
}

const isGuide = (value: unknown): value is ChatGuide => {
  if (typeof value !== 'object' || value === null) return false;
  const { state, agency, agencyName, challengeDays, path } = value as Record<string, unknown>;
  return (
    typeof state === 'string' &&
    typeof agency === 'string' &&
    typeof agencyName === 'string' &&
    typeof challengeDays === 'number' &&
    typeof path === 'string' &&
    path.startsWith('/')
  );
};

/** The guides as the server wrote them on the island's root; anything malformed is left out. */
export function readChatGuides(json: string | undefined): ChatGuide[] {
  const parsed: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(parsed) ? parsed.filter(isGuide) : [];
}
