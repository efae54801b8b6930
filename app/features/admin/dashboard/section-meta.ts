import type { MetaDescriptor } from 'react-router';
import { adminCopy } from '#content/admin-copy.ts';
import type { AdminSectionId } from '#shared/admin-sections.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

// A route's meta replaces the root's head, so the back office's own says again what the root
// says of every admin path: no search engine keeps it.
const privateHead: MetaDescriptor = { name: 'robots', content: 'noindex, nofollow' };

function head(section: string): MetaDescriptor[] {
  return [{ title: fillPlaceholders(adminCopy.shell.documentTitle, { section }) }, privateHead];
}

/** The head of a section's route: its name in the document title ("Orders · Admin"). */
export function sectionMeta(id: AdminSectionId): () => MetaDescriptor[] {
  return () => head(adminCopy.sections[id]);
}

/** The head of an unknown address under the back office. */
export function notFoundSectionMeta(): MetaDescriptor[] {
  return head(adminCopy.shell.notFoundTitle);
}
