/** The script and style URLs a server-rendered page makes the browser load before it is interactive. */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    if (/\brel="stylesheet"/.test(tag)) styles.add(href);
  }
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) scripts.add(src);
    if (/type="module"/.test(attributes)) {
      for (const [, specifier = ''] of body.matchAll(
        /import\s*(?:[^"';]*?from\s*)?["']([^"']+)["']/g,
      )) {
        scripts.add(specifier);
      }
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
