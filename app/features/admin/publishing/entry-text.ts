import { stateGuideSectionKeys, type EntryContent } from '#shared/contracts/publishing.ts';

/**
 * An entry as the text a reader and a reviewer care about, one field a paragraph: what the
 * revisions' comparison sets side by side (ids and flags are left out).
 */
export function entryText(content: EntryContent): string {
  const parts = [content.title, content.description, `Keywords: ${content.keywords.join(', ')}`];
  if (content.kind !== 'page') parts.splice(1, 0, `Slug: ${content.slug}`);
  if (content.kind === 'post') parts.push(`${content.label} · ${content.category}`, content.body);
  if (content.kind === 'page') parts.push(content.body, JSON.stringify(content.blocks, null, 2));
  if (content.kind === 'state_guide') {
    parts.push(`${content.agency} · ${content.agencyName} · ${String(content.challengeDays)} days`);
    for (const key of stateGuideSectionKeys) {
      const section = content.sections[key];
      if (section.heading || section.body) parts.push(section.heading, section.body);
    }
  }
  if (content.kind !== 'page') {
    for (const source of content.sources) {
      parts.push(`${source.title} — ${source.url} — ${source.supports} — ${source.verifiedOn}`);
    }
  }
  return parts.filter(Boolean).join('\n\n');
}
