/** Small readers for server-rendered HTML, for the tests over HTTP. */

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}

export function inlineScriptsOf(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, body = '']) => body);
}

/** HTML entities React escapes in text, back to characters. */
export function decodeEntities(text: string): string {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

/** The document without its scripts: what a reader sees, not the hydration data repeating it. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/**
 * The attributes of a tag's text by lowercase name (HTML's names ignore case, and React
 * writes some in camel case: autoComplete, readOnly), whatever order React writes them in.
 */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([^\s"'=/>]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      decodeEntities(value),
    ]),
  );
}

/** Each of the page's tags of that name (`form`, `input`, …) as its attributes. */
export function tagsOf(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    attributesOf(attributes),
  );
}

/** Each `<form>` of the page as its attributes (method, action, …). */
export const formsOf = (html: string) => tagsOf(html, 'form');
