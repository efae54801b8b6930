import type { Crumb } from '#app/components/layout/breadcrumb-trail.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { formatAmount } from '#shared/money.ts';
import { saleLastDay } from '#shared/offer.ts';
import type { Source } from '#shared/contracts/publishing.ts';
import type { PublishedPerson } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SocialProof } from '#shared/social-proof.ts';
import { siteImage } from './site-image.ts';

export function absoluteUrl(site: SiteInfo, path: string): string {
  return `${site.siteUrl}${path}`;
}

export function organizationJsonLd(site: SiteInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: absoluteUrl(site, '/'),
    email: site.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
    },
  };
}

export function breadcrumbJsonLd(site: SiteInfo, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.isPage ? { item: absoluteUrl(site, crumb.path) } : {}),
    })),
  };
}

function organizationRef(site: SiteInfo) {
  return { '@type': 'Organization', name: site.brand, url: absoluteUrl(site, '/') };
}

const ratingScale = { bestRating: 5, worstRating: 1 } as const;

/**
 * Buyers' approved reviews only: never the seed's samples, never the seller's testimonials,
 * which search engines must not read as ratings of the product. The aggregate needs the minimum
 * count of reviews the site shows it from (`rating` is null below it).
 */
function reviewsJsonLd(proof: SocialProof) {
  const verified = proof.quotes.filter((quote) => quote.kind === 'verified');
  if (verified.length === 0) return {};
  return {
    ...(proof.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: proof.rating.average,
        reviewCount: proof.rating.count,
        ...ratingScale,
      },
    }),
    review: verified.map((quote) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: quote.name },
      reviewRating: { '@type': 'Rating', ratingValue: quote.rating, ...ratingScale },
      reviewBody: quote.quote,
      datePublished: quote.date,
    })),
  };
}

/** The guide as a Product with its Offer (price, currency and a sale's end from the site settings) and its buyers' reviews. */
export function productJsonLd(site: SiteInfo, description: string, proof: SocialProof) {
  const { offer } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.name,
    sku: offer.id,
    category: offer.category,
    description,
    image: absoluteUrl(site, siteImage.path),
    brand: { '@type': 'Brand', name: site.brand },
    offers: {
      '@type': 'Offer',
      price: formatAmount(offer.price),
      priceCurrency: offer.currency,
      // During a sale its price holds until its last day; otherwise no end is promised.
      ...(offer.sale ? { priceValidUntil: saleLastDay(offer.sale.endsAt) } : {}),
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(site, '/checkout'),
      seller: organizationRef(site),
    },
    ...reviewsJsonLd(proof),
  };
}

export interface ArticleFacts {
  page: PageMeta;
  published: string;
  updated: string;
  readMinutes: number;
  wordCount: number;
  section: string;
  /** The person who wrote it; without one, the organisation is its author. */
  author?: PublishedPerson;
  reviewer?: PublishedPerson;
  /** What it relies on: its sources, as citations. */
  sources?: readonly Source[];
}

/** An author or reviewer, linked to their own page. */
export function personRef(site: SiteInfo, person: PublishedPerson) {
  return {
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(site, person.path),
    ...(person.credentials ? { jobTitle: person.credentials } : {}),
  };
}

/** Articles and state guides: headline, dates, length and who publishes them. */
export function articleJsonLd(site: SiteInfo, facts: ArticleFacts) {
  const url = absoluteUrl(site, facts.page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.page.title,
    description: facts.page.description,
    image: absoluteUrl(site, facts.page.image ?? siteImage.path),
    datePublished: facts.published,
    dateModified: facts.updated,
    author: facts.author ? personRef(site, facts.author) : organizationRef(site),
    publisher: organizationRef(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: facts.section,
    keywords: facts.page.keywords.join(', '),
    wordCount: facts.wordCount,
    timeRequired: `PT${facts.readMinutes}M`,
    inLanguage: 'en-US',
    ...(facts.reviewer ? { reviewedBy: personRef(site, facts.reviewer) } : {}),
    ...(facts.sources?.length
      ? {
          citation: facts.sources.map((source) => ({
            '@type': 'CreativeWork',
            name: source.title,
            url: source.url,
          })),
        }
      : {}),
  };
}

/** A FAQPage from question and answer pairs, answers as plain text. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** An author's or reviewer's own page: a ProfilePage about the Person. */
export function profilePageJsonLd(site: SiteInfo, person: PublishedPerson, photoUrl?: string) {
  const url = absoluteUrl(site, person.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      ...personRef(site, person),
      ...(person.bio ? { description: person.bio } : {}),
      ...(photoUrl ? { image: absoluteUrl(site, photoUrl) } : {}),
    },
  };
}
