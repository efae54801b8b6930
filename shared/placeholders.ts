import { guaranteeTemplate } from '#content/guarantee.ts';
import { formatPrice } from './money.ts';
import type { SiteInfo } from './site-info.ts';

/** Every name content may write as {{name}}: the keys of `placeholderValues`. */
export const placeholderNames = [
  'price',
  'compareAtPrice',
  'savings',
  'pages',
  'refundDays',
  'guarantee',
  'brand',
  'guideName',
  'supportEmail',
  'operatorName',
  'operatorAddress',
  'governingState',
  'linkValidDays',
  'downloadLimit',
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/**
 * The values content may name as {{placeholder}}: the offer's facts and the site's names. With
 * no regular price set, the regular price and the saving are empty: what shows them is hidden
 * then, and the seller's own texts may not name them (the settings contract refuses it).
 */
export function placeholderValues(
  site: Pick<SiteInfo, 'brand' | 'supportEmail' | 'offer' | 'operator'>,
) {
  const { offer } = site;
  const refundDays = String(offer.refundWindowDays);
  const regular = offer.compareAtPrice;
  return {
    price: formatPrice(offer.price),
    compareAtPrice: regular === null ? '' : formatPrice(regular),
    savings: regular === null ? '' : formatPrice(regular - offer.price),
    pages: String(offer.pages),
    refundDays,
    guarantee: fillPlaceholders(guaranteeTemplate, { refundDays }),
    brand: site.brand,
    guideName: offer.name,
    supportEmail: site.supportEmail,
    operatorName: site.operator.name,
    operatorAddress: site.operator.postalAddress,
    governingState: site.operator.governingState,
    linkValidDays: String(offer.delivery.linkValidDays),
    downloadLimit: String(offer.delivery.downloadLimit),
  } satisfies Record<PlaceholderName, string>;
}

export type PlaceholderValues = ReturnType<typeof placeholderValues>;

/** The settings' values, or any other named values a text is filled with (an article's minutes). */
export type TemplateValues = Readonly<Record<string, string>>;

const placeholderPattern = /\{\{(\w+)\}\}/g;

/**
 * Replaces each {{name}} in `text` with its value. An unknown name throws, so a
 * typo in content fails the build's tests instead of reaching a page.
 */
/**
 * Replaces the {{name}}s that are placeholders in already escaped HTML, each value escaped;
 * anything else in braces stays as it is, since the page may show text a visitor typed.
 */
export function fillHtmlPlaceholders(markup: string, values: PlaceholderValues): string {
  return markup.replace(placeholderPattern, (match, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as keyof PlaceholderValues]) : match,
  );
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, in an element or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text.replace(placeholderPattern, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}

/** Copy with every string's placeholders filled in, the shape unchanged: typed copy for a page. */
export function fillCopy<T>(copy: T, values: TemplateValues): T {
  return fillValue(copy, values) as T;
}

function fillValue(value: unknown, values: TemplateValues): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, values);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, values));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillValue(item, values)]),
    );
  return value;
}
