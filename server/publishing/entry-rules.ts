import {
  publishingLimits,
  type EntryContent,
  type EntryKind,
} from '#shared/contracts/publishing.ts';
import { placeholderNames } from '#shared/placeholders.ts';

/** Field (as the API names it, `content.sections.review.body`) to what is wrong with it. */
export type FieldProblems = Record<string, string>;

const placeholderPattern = /\{\{(\w+)\}\}/g;
const known = new Set<string>(placeholderNames);

function walk(value: unknown, path: string, problems: FieldProblems): void {
  if (typeof value === 'string') {
    for (const [, name] of value.matchAll(placeholderPattern)) {
      if (name !== undefined && !known.has(name)) {
        problems[path] ??=
          `{{${name}}} is not a placeholder. Use one of: ${placeholderNames.map((known) => `{{${known}}}`).join(', ')}.`;
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}.${index}`, problems));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, problems);
  }
}

/**
 * What the contract cannot say about one entry's content on its own: placeholders only the
 * site knows (a page would otherwise show "{{prise}}"), the size of a page's blocks, and a
 * fixed page's kind and key, which its route depends on.
 */
export function contentProblems(
  content: EntryContent,
  current?: { kind: EntryKind; slug: string },
): FieldProblems {
  const problems: FieldProblems = {};
  walk(content, 'content', problems);
  if (
    content.kind === 'page' &&
    JSON.stringify(content.blocks ?? null).length > publishingLimits.blocksMaxChars
  )
    problems['content.blocks'] ??=
      `The page's sections are too long: at most ${publishingLimits.blocksMaxChars.toLocaleString('en-US')} characters.`;
  if (current && content.kind !== current.kind)
    problems['content.kind'] = 'An entry keeps its kind: create a new one instead.';
  else if (current?.kind === 'page' && content.slug !== current.slug)
    problems['content.slug'] = 'A fixed page keeps its address.';
  return problems;
}

/** The people an entry names, each with the field that names them. */
export function namedPeople(content: EntryContent): [string, number][] {
  if (content.kind === 'page') return [];
  return [
    ['content.authorId', content.authorId],
    ['content.reviewerId', content.reviewerId],
  ].flatMap(([field, id]) =>
    typeof id === 'number' ? [[String(field), id] as [string, number]] : [],
  );
}

const kindNames: Record<EntryKind, string> = {
  post: 'post',
  state_guide: 'state guide',
  page: 'page',
};

/** The refusal of a slug another entry of the kind has. */
export const slugTakenMessage = (kind: EntryKind) =>
  `Another ${kindNames[kind]} already has this address.`;
