import { describe, expect, it } from 'vitest';
import { issueSlugOf, newsletterIssuePath } from '#content/newsletter-archive.ts';
import { issueSlug } from './issue-slug.ts';

describe('an archived issue slug', () => {
  it('is made of the subject words and the id, and its page path names it back', () => {
    const slug = issueSlug('Three Deadlines to Watch — Before Day 30!', 12);
    expect(slug).toBe('three-deadlines-to-watch-before-day-30-12');
    expect(issueSlugOf(newsletterIssuePath(slug))).toBe(slug);
  });

  it('never takes the name of a sign-up page, whatever the subject', () => {
    expect(issueSlug('Confirm', 3)).toBe('confirm-3');
    expect(issueSlug('Unsubscribe', 4)).toBe('unsubscribe-4');
    expect(issueSlug('¿¡!!', 5)).toBe('issue-5');
  });

  it('keeps accented words readable and the slug short', () => {
    expect(issueSlug('Résumé of the café rules', 7)).toBe('resume-of-the-cafe-rules-7');
    expect(issueSlug('a'.repeat(500), 8).length).toBeLessThanOrEqual(120);
  });

  it('is not read from paths that are not one issue', () => {
    expect(issueSlugOf('/newsletter')).toBeUndefined();
    expect(issueSlugOf('/newsletter/a/b')).toBeUndefined();
    expect(issueSlugOf('/newsletter/Upper')).toBeUndefined();
    expect(issueSlugOf('/blog/x')).toBeUndefined();
  });
});
