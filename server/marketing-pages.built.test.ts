import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCopy } from '#content/blog.ts';
import { homeInterfaceCopy } from '#content/home.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { formatAmount } from '#shared/money.ts';
import { routeTable } from '#shared/route-table.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { seedChatGuides } from '#tests/chat-guide-fixtures.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { decodeEntities, jsonLdOf, withoutScripts } from '#tests/html.ts';
import { testOperator } from '#tests/operator-fixture.ts';
import { sampleReviews } from '#content/sample-reviews.ts';
import { seededBlocks, seededPage } from '#tests/seeded-pages.ts';

const homeCopy = seededBlocks('home');
const faqCopy = seededBlocks('faq');
const quickAnswersCopy = seededBlocks('quick-answers');

const siteUrl = 'https://childsupportdefense.example';
const introVideoId = 'aBcDeFgHiJk';
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({
    env: {
      SITE_URL: siteUrl,
      PAYMENTS: 'test',
      INTRO_VIDEO_ID: introVideoId,
      OPERATOR_NAME: testOperator.name,
      OPERATOR_ADDRESS: testOperator.postalAddress,
      OPERATOR_STATE: testOperator.governingState,
    },
  });
});
afterAll(async () => {
  await server.stop();
});

const values = placeholderValues({ ...productDefaults, operator: testOperator });
const fill = (text: string) => fillPlaceholders(text, values);
const publicPages = routeTable.filter((page) => !page.private);

async function page(path: string) {
  const response = await fetch(new URL(path, server.url));
  expect(response.status).toBe(200);
  const raw = await response.text();
  return { raw, text: decodeEntities(withoutScripts(raw)), blocks: jsonLdOf(raw) };
}

function blockOfType(blocks: Array<Record<string, unknown>>, type: string) {
  const block = blocks.find((entry) => entry['@type'] === type);
  if (!block) throw new Error(`No ${type} structured data`);
  return block;
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe.each(publicPages.map((entry) => [entry.path, entry] as const))(
  'public page %s',
  (path, meta) => {
    it('has one h1, share tags with an absolute image, and no unfilled placeholder', async () => {
      const { raw } = await page(path);
      expect(raw.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(metaContent(raw, 'property', 'og:title')).toContain(
        meta.title.replaceAll('&', '&amp;'),
      );
      expect(metaContent(raw, 'property', 'og:description')).toBeTruthy();
      expect(metaContent(raw, 'property', 'og:image')).toBe(`${siteUrl}/og-image.png`);
      expect(metaContent(raw, 'property', 'og:url')).toBe(`${siteUrl}${path}`);
      expect(metaContent(raw, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(raw).toContain('rel="apple-touch-icon"');
      expect(raw).not.toContain('{{');
    });
  },
);

describe('the home page', () => {
  it('shows its sections in order, with prices from the product record', async () => {
    const { text } = await page('/');
    const inOrder = [
      homeCopy.disclaimer.title,
      fill(homeInterfaceCopy.cta),
      homeCopy.explainer.heading,
      homeCopy.whatsInside.heading,
      homeCopy.video.heading,
      homeCopy.testimonials.heading,
      homeCopy.faqCards.heading,
      homeCopy.learn.heading,
      homeCopy.enforcement.heading,
      fill(homeCopy.finalOffer.heading),
      'Quick Links',
    ];
    const positions = inOrder.map((snippet) => text.indexOf(snippet));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toContain('Get the Complete Guide - $47');
    expect(text).toContain('Based on 247+ verified purchases');
    expect(text).toContain('4.9/5');
    expect(text).toContain('$300-500');
    expect(text.match(/aria-label="Rated 5 out of 5"/g)).toHaveLength(
      1 + sampleReviews.items.length,
    );
    for (const item of homeCopy.faqCards.items) expect(text).toContain(fill(item.question));
    // The header and footer link the FAQ; each FAQ card links to its own question.
    expect(text.match(/href="\/faq(#[\w-]+)?"/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('has share links for Facebook, Twitter, LinkedIn and e-mail pointing at the home page', async () => {
    const { raw } = await page('/');
    const home = encodeURIComponent(`${siteUrl}/`);
    expect(raw).toContain(`https://www.facebook.com/sharer/sharer.php?u=${home}`);
    expect(raw).toContain(`https://twitter.com/intent/tweet?url=${home}`);
    expect(raw).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${home}`);
    expect(raw).toContain('href="mailto:?subject=');
  });

  it('serves the intro video as a facade: a local poster and a play button, no frame', async () => {
    const { raw, text } = await page('/');
    expect(raw).not.toContain('<iframe');
    expect(raw).toContain('src="/video-poster.svg"');
    expect(text).toContain(homeInterfaceCopy.playLabel);
  });

  it('describes the guide as a Product whose offer has the price and currency of the product record', async () => {
    for (const path of ['/', '/checkout']) {
      const offer = blockOfType((await page(path)).blocks, 'Product');
      expect(offer).toMatchObject({
        name: productDefaults.offer.name,
        sku: productDefaults.offer.id,
        offers: {
          '@type': 'Offer',
          price: formatAmount(productDefaults.offer.price),
          priceCurrency: 'USD',
        },
      });
    }
  });
});

describe('the FAQ page', () => {
  it('lists the twelve questions, the disclaimer and its links, with FAQPage data for all twelve', async () => {
    const { text, blocks } = await page('/faq');
    expect(faqCopy.items).toHaveLength(12);
    for (const item of faqCopy.items) expect(text).toContain(`${fill(item.question)}</h2>`);
    expect(text.match(/<details/g)).toHaveLength(12);
    expect(text).toContain('Important Disclaimer');
    for (const link of ['/quick-answers', '/legal-notice', '/terms', '/privacy'])
      expect(text).toContain(`href="${link}"`);
    const faq = blockOfType(blocks, 'FAQPage');
    expect(faq.mainEntity).toHaveLength(12);
    const [first] = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(first?.name).toBe(fill(faqCopy.items[0]?.question ?? ''));
    expect(first?.acceptedAnswer.text).toContain(productDefaults.offer.name);
    expect(first?.acceptedAnswer.text).not.toContain('](');
  });
});

describe('the quick answers page', () => {
  it('shows six cards, each with its badge, answers, guide pages and a link to checkout', async () => {
    const { text, blocks } = await page('/quick-answers');
    expect(quickAnswersCopy.items).toHaveLength(6);
    for (const item of quickAnswersCopy.items) {
      for (const part of [item.question, item.quickAnswer, item.detailedAnswer, item.guide])
        expect(text).toContain(fill(part));
    }
    expect(text.match(/Get Complete Guide \(\$47\)/g)).toHaveLength(6);
    for (const claim of ['20-35 days', '30-60 days', '15-20%', '30-90 days'])
      expect(text).toContain(claim);
    expect(blockOfType(blocks, 'FAQPage').mainEntity).toHaveLength(6);
  });
});

describe('the blog', () => {
  it('features the agency-violations article, lists the four others and the five state guides', async () => {
    const { text } = await page('/blog');
    const featured = seedPosts.find(
      (article) => article.path === '/blog/child-support-agency-violations',
    );
    const featuredAt = text.indexOf(featured?.headline ?? 'missing');
    expect(featuredAt).toBeGreaterThan(0);
    for (const article of seedPosts) {
      expect(text).toContain(`href="${article.path}"`);
      if (article !== featured) expect(text.indexOf(article.headline)).toBeGreaterThan(featuredAt);
    }
    expect(text).toContain(blogCopy.statesHeading);
    for (const guide of seedGuides) expect(text).toContain(`href="${guide.path}"`);
    expect(text).toContain('More States Coming Soon');
    expect(text).toContain('href="/checkout"');
  });
});

describe.each([...seedPosts, ...seedGuides].map((entry) => [entry.path, entry] as const))(
  'long-form page %s',
  (path, meta) => {
    it('carries its category, reading time, calls to checkout, related links and Article data', async () => {
      const { text, blocks } = await page(path);
      expect(text).toContain(meta.articleSection);
      expect(text).toContain(`${meta.readMinutes} min read`);
      expect(text).toContain('Get the Complete Guide - $47');
      const otherArticles = seedPosts.filter((article) => article.path !== path);
      for (const article of otherArticles) expect(text).toContain(`href="${article.path}"`);
      expect(
        seedGuides.some((guide) => guide.path !== path && text.includes(`href="${guide.path}"`)),
      ).toBe(true);
      const article = blockOfType(blocks, 'Article');
      expect(article).toMatchObject({
        headline: meta.headline,
        datePublished: meta.datePublished,
        url: `${siteUrl}${path}`,
        timeRequired: meta.timeRequired,
      });
      expect(article.wordCount).toBeGreaterThanOrEqual(700);
    });
  },
);

describe('state guides', () => {
  it.each(seedChatGuides.map((guide) => [guide.state, guide] as const))(
    '%s names its agency and its deadline',
    async (_state, guide) => {
      const { text } = await page(guide.path);
      expect(text).toContain(guide.agency);
      expect(text).toContain(`${guide.challengeDays}`);
    },
  );
});

describe('the acknowledgment-of-paternity article', () => {
  it('is an 8 minute read in Paternity Law with two calls to action', async () => {
    const { text } = await page('/blog/acknowledgment-of-paternity');
    expect(text).toContain('8 min read');
    expect(text).toContain('Paternity Law');
    expect(text.match(/Get the Complete Guide - \$47/g)).toHaveLength(2);
  });
});

function lastChanged(name: 'terms' | 'privacy'): string {
  return new Date(`${seededPage(name).updatedOn}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

describe('legal pages', () => {
  it('the legal notice has its eight sections and links to terms, privacy and the FAQ', async () => {
    const { text } = await page('/legal-notice');
    const headings = [...text.matchAll(/<h2>([^<]+)<\/h2>/g)].map(([, heading]) => heading);
    expect(headings).toEqual([
      'Operator',
      'Educational Purpose Only',
      'No Attorney-Client Relationship',
      'Accuracy of Information',
      'Limitation of Liability',
      'Responsible Use',
      'Governing Law',
      'Questions',
    ]);
    for (const link of ['/terms', '/privacy', '/faq']) expect(text).toContain(`href="${link}"`);
  });

  it('name the operator configured for the server, with its address and state', async () => {
    for (const path of ['/legal-notice', '/privacy', '/terms']) {
      const text = decodeEntities(withoutScripts((await page(path)).text));
      expect(text, path).toContain(`${testOperator.name}, ${testOperator.postalAddress}`);
    }
    const notice = decodeEntities(withoutScripts((await page('/legal-notice')).text));
    expect(notice).toContain(`the State of ${testOperator.governingState}`);
  });

  it.each([
    ['terms', 10],
    ['privacy', 10],
  ] as const)(
    '/%s has %i numbered sections and the date its text last changed',
    async (name, count) => {
      const { text } = await page(`/${name}`);
      const numbers = [...text.matchAll(/<h2>(\d+)\. [^<]+<\/h2>/g)].map(([, number]) =>
        Number(number),
      );
      expect(numbers).toEqual(Array.from({ length: count }, (_, index) => index + 1));
      expect(text).toContain(`Last updated: ${lastChanged(name)}`);
    },
  );
});

describe('files for search engines', () => {
  it('the sitemap lists every public page by its canonical URL and nothing private', async () => {
    const response = await fetch(new URL('/sitemap.xml', server.url));
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    const published = [...seedPosts, ...seedGuides];
    expect(locations.sort()).toEqual(
      [...publicPages, ...published].map((entry) => `${siteUrl}${entry.path}`).sort(),
    );
  });

  it('robots.txt keeps crawlers out of the back office and the API and names the sitemap', async () => {
    const robots = await (await fetch(new URL('/robots.txt', server.url))).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('serves the icons and the shared-link image', async () => {
    for (const file of [
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/og-image.png',
      '/site.webmanifest',
    ]) {
      expect((await fetch(new URL(file, server.url))).status, file).toBe(200);
    }
  });
});
