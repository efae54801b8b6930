import { describe, expect, it } from 'vitest';
import { adBlockerCopy } from '#content/ad-blocker.ts';
import { blogCopy } from '#content/blog.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { chatCopy } from '#content/chat.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { seededBlocks } from '#tests/seeded-pages.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { placeImages } from './documents.server.ts';
import { sampleReviews } from '#content/sample-reviews.ts';

const site = testSiteInfo({ supportEmail: 'help@example.test' });
const values = placeholderValues(site);
describe('typed copy', () => {
  const homeCopy = seededBlocks('home');
  const faqCopy = seededBlocks('faq');
  const quickAnswersCopy = seededBlocks('quick-answers');

  it('names only placeholders that exist', () => {
    for (const copy of [
      homeCopy,
      faqCopy,
      quickAnswersCopy,
      blogCopy,
      callToAction,
      // The state and own-case replies also name the state guide's fields and the legal-help
      // addresses: chat-reply.test.ts fills them.
      { ...chatCopy, stateReplies: {}, ownCase: {}, guideLinkLabel: '' },
      exitIntentCopy,
      adBlockerCopy,
    ]) {
      expect(() => fillCopy(copy, values)).not.toThrow();
    }
  });

  it('has the counts the site promises', () => {
    expect(faqCopy.items).toHaveLength(12);
    expect(quickAnswersCopy.items).toHaveLength(6);
    expect(sampleReviews.items).toHaveLength(4);
    expect(homeCopy.faqCards.items).toHaveLength(6);
  });

  it('refers only to pages the guide has', () => {
    for (const item of quickAnswersCopy.items) {
      const pages = [...item.guide.matchAll(/\d+/g)].map(([page]) => Number(page));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page).toBeLessThanOrEqual(site.offer.pages);
    }
  });
});

describe('placeImages', () => {
  it('places a named upload with its size, lazily, and leaves out one not uploaded', () => {
    const images = (file: string) =>
      file === 'cover.png' ? { url: '/media/abc.png', width: 800, height: 450 } : undefined;
    const html = placeImages(
      '<p>Text</p><p><img data-media="cover.png" alt="Cover"></p>\n<p><img data-media="missing.png" alt="Gone"></p>',
      images,
    );
    expect(html).toBe(
      '<p>Text</p><p><img src="/media/abc.png" width="800" height="450" alt="Cover" loading="lazy" decoding="async"></p>\n',
    );
  });
});
