import type { ChatGuide } from '#app/features/chat/chat-guides.ts';

const guide = (
  slug: string,
  state: string,
  agency: string,
  agencyName: string,
  challengeDays: number,
): ChatGuide => ({ state, agency, agencyName, challengeDays, path: `/states/${slug}` });

/** The seed's five state guides as the chat knows them (what drizzle/0017 publishes). */
export const seedChatGuides: readonly ChatGuide[] = [
  guide(
    'california-child-support',
    'California',
    'DCSS',
    'Department of Child Support Services',
    30,
  ),
  guide(
    'texas-child-support',
    'Texas',
    'OAG',
    'Office of the Attorney General Child Support Division',
    30,
  ),
  guide(
    'florida-child-support',
    'Florida',
    'DOR',
    'Department of Revenue Child Support Program',
    20,
  ),
  guide('new-york-child-support', 'New York', 'SCU', 'Support Collection Unit', 35),
  guide(
    'pennsylvania-child-support',
    'Pennsylvania',
    'BCSE',
    'Bureau of Child Support Enforcement',
    30,
  ),
];
