import type { PlaceholderValues } from '#shared/placeholders.ts';
import { escapeHtml, fillPlaceholders } from '#shared/placeholders.ts';
import { parseDocument, type ContentDocument } from './markdown.ts';

// The Markdown is bundled into the server build and rendered once, when the server starts.
const sources = import.meta.glob<string>('/content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const documents = new Map(
  Object.entries(sources).map(([file, source]) => [
    file.replace(/^\/content\//, '').replace(/\.md$/, ''),
    parseDocument(source, file),
  ]),
);

/** Every content document by name ("articles/<slug>", "state-guides/<slug>", "legal/terms"). */
export function allDocuments(): ReadonlyMap<string, ContentDocument> {
  return documents;
}

/** A document with the product record's facts filled in, ready for a page. */
export function contentDocument(name: string, values: PlaceholderValues): ContentDocument {
  const document = documents.get(name);
  if (!document) throw new Error(`No content document named ${name}`);
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  ) as PlaceholderValues;
  return {
    ...document,
    sections: document.sections.map((html) => fillPlaceholders(html, escaped)),
  };
}
