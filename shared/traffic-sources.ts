import { directSource, untrackedSource } from './contracts/analytics-constants.ts';

/** What a traffic source is, for the dashboard's grouping. */
export type SourceGroup = 'Search' | 'Social' | 'Referral' | 'Campaign' | 'Direct';

interface KnownSource {
  name: string;
  group: 'Search' | 'Social';
  /**
   * `name.*`: that name under any top-level or country domain (google.com, google.co.uk,
   * google.de); otherwise the domain itself. Both include their subdomains (news.google.com).
   */
  hosts: readonly string[];
  /** utm_source values (lower case) that mean this source, so tagged and untagged visits group. */
  utm: readonly string[];
}

/** The sources a seller recognises by name; every other referring site is named by its host. */
const knownSources: readonly KnownSource[] = [
  { name: 'Google', group: 'Search', hosts: ['google.*'], utm: ['google'] },
  { name: 'Bing', group: 'Search', hosts: ['bing.*'], utm: ['bing'] },
  { name: 'DuckDuckGo', group: 'Search', hosts: ['duckduckgo.com'], utm: ['duckduckgo', 'ddg'] },
  { name: 'Yahoo', group: 'Search', hosts: ['yahoo.*'], utm: ['yahoo'] },
  { name: 'Facebook', group: 'Social', hosts: ['facebook.*', 'fb.com'], utm: ['facebook', 'fb'] },
  { name: 'Instagram', group: 'Social', hosts: ['instagram.com'], utm: ['instagram', 'ig'] },
  { name: 'Reddit', group: 'Social', hosts: ['reddit.com'], utm: ['reddit'] },
  { name: 'X', group: 'Social', hosts: ['x.com', 'twitter.com', 't.co'], utm: ['x', 'twitter'] },
  { name: 'YouTube', group: 'Social', hosts: ['youtube.com', 'youtu.be'], utm: ['youtube', 'yt'] },
  { name: 'Pinterest', group: 'Social', hosts: ['pinterest.*', 'pin.it'], utm: ['pinterest'] },
  { name: 'LinkedIn', group: 'Social', hosts: ['linkedin.com', 'lnkd.in'], utm: ['linkedin'] },
];

const byUtm = new Map(knownSources.flatMap((source) => source.utm.map((utm) => [utm, source])));
const byName = new Map(knownSources.map((source) => [source.name, source]));

export interface SourceSignals {
  utmSource?: string | null;
  referrer?: string | null;
  /** The site's own host name: a referrer from it is no source. */
  ownHost: string;
}

/**
 * A session's traffic source: utm_source when present (a known source's alias by its name);
 * else the referring site, by name when known (Google, Facebook…), else by its host without
 * `www.`; else Direct. A referrer from the site itself is no source.
 */
export function trafficSource({ utmSource, referrer, ownHost }: SourceSignals): string {
  const tagged = utmSource?.trim();
  if (tagged) return taggedSource(tagged);
  const host = referrerHost(referrer);
  if (!host || host === bareHost(ownHost)) return directSource;
  return knownHost(host)?.name ?? host;
}

/** The group a source belongs to, for the label next to it. */
export function sourceGroup(source: string): SourceGroup {
  const known = byName.get(source);
  if (known) return known.group;
  // A purchase whose buyer the tracker never saw has no source to tell, like a direct visit.
  if (source === directSource || source === untrackedSource) return 'Direct';
  // Referring sites are named by their host; a utm_source is a campaign's own word.
  return source.includes('.') ? 'Referral' : 'Campaign';
}

/** The medium each group of untagged sources takes, as analytics tools name them. */
const groupMedium: Record<SourceGroup, string> = {
  Search: 'organic',
  Social: 'social',
  Referral: 'referral',
  Direct: '(none)',
  // A utm_source the table does not know, sent without a utm_medium.
  Campaign: '(not set)',
};

/**
 * A session's medium, named like its source: utm_medium when present, else the class of its
 * source (organic for a search engine, social for a social network, referral for another
 * site, (none) for a direct visit), so untagged visits are not left out of the Medium card.
 */
export function trafficMedium({
  utmMedium,
  source,
}: {
  utmMedium?: string | null;
  source: string;
}): string {
  const tagged = utmMedium?.trim();
  return tagged || groupMedium[sourceGroup(source)];
}

function taggedSource(tagged: string): string {
  const lower = tagged.toLowerCase();
  return (byUtm.get(lower) ?? knownHost(lower))?.name ?? tagged;
}

function knownHost(host: string): KnownSource | undefined {
  const labels = host.split('.');
  return knownSources.find((source) => source.hosts.some((pattern) => matches(labels, pattern)));
}

function matches(labels: string[], pattern: string): boolean {
  if (pattern.endsWith('.*')) {
    const name = pattern.slice(0, -2);
    return labels.some((label, at) => label === name && isPublicSuffix(labels.slice(at + 1)));
  }
  const domain = pattern.split('.');
  return (
    labels.length >= domain.length &&
    domain.every((label, at) => labels[labels.length - domain.length + at] === label)
  );
}

/**
 * A top-level domain (com, de) or a country's second level (co.uk, com.au): what may follow
 * a known name, so google.co.uk is Google and google.example.com is not.
 */
function isPublicSuffix(labels: string[]): boolean {
  const [first, second] = labels;
  if (labels.length === 1) return Boolean(first);
  return labels.length === 2 && (first?.length ?? 0) <= 3 && /^[a-z]{2}$/.test(second ?? '');
}

function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return bareHost(url.hostname) || null;
}

/** A host name as sources compare it: lower case, without `www.`, a port or a trailing dot. */
function bareHost(host: string): string {
  const name = URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : host;
  return name
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}
