import { issueSlugPattern } from '#content/newsletter-archive.ts';

const maxWordsLength = 80;

/**
 * The archive page's slug for a broadcast, fixed when it is first shown: the subject's words
 * and the broadcast's id, so two issues with one subject differ and no slug is ever
 * `confirm` or `unsubscribe` (the sign-up's pages under the same path).
 */
export function issueSlug(subject: string, id: number): string {
  const words = subject
    .normalize('NFKD')
    // Accents go, their letters stay: "café" is "cafe".
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxWordsLength)
    .replace(/^-+|-+$/g, '');
  const slug = words === '' ? `issue-${id}` : `${words}-${id}`;
  if (!issueSlugPattern.test(slug)) throw new Error(`Not an issue slug: ${slug}`);
  return slug;
}
