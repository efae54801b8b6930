import { pageLinks } from '#content/page-links.ts';
import type { EntryKind, PageKey } from '#shared/contracts/publishing.ts';
import { postPath, stateGuidePath } from '#shared/published-content.ts';

/** Each fixed page the seller writes keeps the address of its route. */
export const pagePaths: Record<PageKey, string> = {
  home: pageLinks.home.path,
  faq: pageLinks.faq.path,
  'quick-answers': pageLinks.quickAnswers.path,
  'legal-notice': pageLinks.legalNotice.path,
  terms: pageLinks.terms.path,
  privacy: pageLinks.privacy.path,
  accessibility: pageLinks.accessibility.path,
};

const isPageKey = (slug: string): slug is PageKey => Object.hasOwn(pagePaths, slug);

/** The public address of an entry of `kind` whose slug is `slug`. */
export function entryPath(kind: EntryKind, slug: string): string {
  switch (kind) {
    case 'post':
      return postPath(slug);
    case 'state_guide':
      return stateGuidePath(slug);
    case 'page':
      return isPageKey(slug) ? pagePaths[slug] : '';
  }
}
