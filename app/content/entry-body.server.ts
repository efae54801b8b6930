import {
  ctaMarker,
  stateGuideCtaAfter,
  stateGuideSectionKeys,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';
import type { ContentImages } from '#shared/content-images.ts';
import { escapeHtml, type PlaceholderValues } from '#shared/placeholders.ts';
import { placeImages } from './documents.server.ts';
import { readingMinutes } from '#shared/reading-time.ts';
import { countWords } from './markdown.ts';
import { renderSellerMarkdownParts } from './seller-markdown.ts';

/** A post's or state guide's text as its page shows it. */
export interface EntryBody {
  /** HTML between the calls to action: a call to action goes between two sections. */
  sections: string[];
  wordCount: number;
  readMinutes: number;
}

const ctaLine = new RegExp(`^[ \\t]*${ctaMarker}[ \\t]*$`, 'm');

/** A state guide's non-empty sections in the one layout's order, cut after the call to action's place. */
function guideParts(content: StateGuideContent): { heading: string; body: string }[][] {
  const ctaAt = stateGuideSectionKeys.indexOf(stateGuideCtaAfter);
  const before: { heading: string; body: string }[] = [];
  const after: { heading: string; body: string }[] = [];
  stateGuideSectionKeys.forEach((key, index) => {
    const { heading, body } = content.sections[key];
    if (heading.trim() === '' && body.trim() === '') return;
    (index <= ctaAt ? before : after).push({ heading, body: body.trim() });
  });
  return [before, after].filter((part) => part.length > 0);
}

/** The Markdown rendered safely, placeholders and images not yet filled: the same for every request. */
function renderMarkdown(content: PostContent | StateGuideContent): string[] {
  if (content.kind === 'post')
    return renderSellerMarkdownParts(content.body.split(ctaLine).map((part) => part.trim()));
  const parts = guideParts(content);
  const sections = parts.flat();
  // A section's own heading is an h2; the headings in its text sit below it.
  const headings = renderSellerMarkdownParts(
    sections.map(({ heading }) => (heading.trim() ? `## ${heading}` : '')),
  );
  const bodies = renderSellerMarkdownParts(
    sections.map(({ body }) => body),
    3,
  );
  const html = sections.map((_section, index) => `${headings[index]}${bodies[index]}`);
  const first = parts[0]?.length ?? 0;
  return parts.length > 1
    ? [html.slice(0, first).join(''), html.slice(first).join('')]
    : [html.join('')];
}

// Rendered once per published text: the snapshot's objects live until the next publication.
const rendered = new WeakMap<
  PostContent | StateGuideContent,
  { sections: string[]; wordCount: number }
>();

function renderedOnce(content: PostContent | StateGuideContent) {
  const known = rendered.get(content);
  if (known) return known;
  const sections = renderMarkdown(content);
  // Counted before the placeholders are filled: a fact of the site counts as one word.
  const fresh = { sections, wordCount: sections.reduce((sum, html) => sum + countWords(html), 0) };
  rendered.set(content, fresh);
  return fresh;
}

const placeholderPattern = /\{\{(\w+)\}\}/g;

/**
 * Each {{placeholder}} the site knows, filled with its value escaped; an unknown one (refused
 * at save, so only an old or hand-made text has it) shows nothing rather than braces.
 */
function fillEntryPlaceholders(html: string, values: PlaceholderValues): string {
  return html.replace(placeholderPattern, (_match, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as keyof PlaceholderValues]) : '',
  );
}

/**
 * A post's or state guide's text for its public page and the editor's preview alike: the
 * seller's Markdown with raw HTML shown as text, links only to our pages, http(s) and mailto,
 * images only uploads; the site's facts filled in; cut at the calls to action.
 */
export function renderEntryBody(
  content: PostContent | StateGuideContent,
  values: PlaceholderValues,
  images: ContentImages,
): EntryBody {
  const { sections, wordCount } = renderedOnce(content);
  return {
    sections: sections.map((html) => placeImages(fillEntryPlaceholders(html, values), images)),
    wordCount,
    readMinutes: readingMinutes(wordCount),
  };
}

/** Reading time alone, for lists of posts. */
export const entryReadMinutes = (content: PostContent | StateGuideContent): number =>
  readingMinutes(renderedOnce(content).wordCount);
