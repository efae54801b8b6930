import { JSDOM } from 'jsdom';

/** What a reader and a search engine take from a page: its main text and its structured data. */
export interface PageEssence {
  mainText: string;
  jsonLd: unknown[];
}

/**
 * The `<main>` element's words, spaces collapsed, and every JSON-LD block parsed; `without`
 * names elements left out of the text (what a later change added on purpose).
 */
export function pageEssence(html: string, without?: string): PageEssence {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main');
  if (without) for (const element of main?.querySelectorAll(without) ?? []) element.remove();
  return {
    mainText: (main?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as unknown,
    ),
  };
}
