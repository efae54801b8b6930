import { describe, expect, it } from 'vitest';
import { adBlockerCopy } from '#content/ad-blocker.ts';
import { blogCopy } from '#content/blog.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { chatCopy } from '#content/chat.ts';
import { exitIntentCopy } from '#content/exit-intent.ts';
import { faqCopy } from '#content/faq.ts';
import { homeCopy } from '#content/home.ts';
import { quickAnswersCopy } from '#content/quick-answers.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { findPage } from '#shared/route-table.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { allDocuments, contentDocument, placeImages } from './documents.server.ts';
import { sampleReviews } from '#content/sample-reviews.ts';

const site = testSiteInfo({ supportEmail: 'help@example.test' });
const values = placeholderValues(site);
function document(name: string) {
  return contentDocument(name, values);
}

describe('every Markdown document', () => {
  const documents = [...allDocuments().keys()];

  it('is one of the pages of the site', () => {
    expect(documents.sort()).toEqual(
      ['legal/accessibility', 'legal/legal-notice', 'legal/privacy', 'legal/terms'].sort(),
    );
  });

  // The one outside link a document must carry: the credit DB-IP Lite's licence (CC BY 4.0) asks
  // for on the privacy page, which says how a visit's place is looked up.
  const licenceCredits = new Set(['https://db-ip.com']);

  it.each(documents)(
    '%s: headings start at h2 and never skip a level, links lead to our pages',
    (name) => {
      const html = document(name).sections.join('');
      const levels = [...html.matchAll(/<h(\d)/g)].map(([, level]) => Number(level));
      expect(levels[0]).toBe(2);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1);
      });
      for (const [, href = ''] of html.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('mailto:') || licenceCredits.has(href)) continue;
        expect(findPage(href), `${name} links to ${href}`).toBeDefined();
      }
      expect(html).not.toContain('{{');
    },
  );
});

describe('typed copy', () => {
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
