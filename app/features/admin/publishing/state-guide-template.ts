import {
  stateGuideSectionKeys,
  type StateGuideContent,
  type StateGuideSection,
  type StateGuideSectionKey,
} from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { stateGuidesCopy } from './state-guides-copy.ts';

const template = stateGuidesCopy.template;

/** "New York child support" → "new-york-child-support". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A new state guide's first draft: the state and the names made from it, each section's usual
 * heading, and nothing else. The agency, the deadline and every section's text stay empty
 * (days to challenge 0: not yet known) because they are legal content the seller writes and
 * checks; the software never invents them.
 */
export function stateGuideTemplate(code: string, name: string): StateGuideContent {
  const withState = (text: string) => fillPlaceholders(text, { state: name });
  const sections = Object.fromEntries(
    stateGuideSectionKeys.map((key) => [
      key,
      { heading: withState(template.headings[key]), body: '' },
    ]),
  ) as Record<StateGuideSectionKey, StateGuideSection>;
  return {
    kind: 'state_guide',
    title: withState(template.title),
    description: '',
    keywords: [],
    slug: slugOf(withState(template.slug)),
    label: withState(template.label),
    state: code,
    agency: '',
    agencyName: '',
    challengeDays: 0,
    sections,
    authorId: null,
    reviewerId: null,
    sources: [],
  };
}
