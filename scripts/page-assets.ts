import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `import … from "x"`, `export … from "x"` and `import "x"`: static imports, in source or minified form. */
const staticImport = /(?:\bfrom|\bimport)\s*["']((?:\.{1,2}\/|\/)[^"']+\.js)["']/g;
/** `import("x")` in the page's own bootstrap script: the entry module that hydrates the page. */
const dynamicImport = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/**
 * The script and style URLs a server-rendered page makes the browser load before it
 * is interactive: its stylesheets, its module preloads and scripts, and every module
 * the bootstrap script imports, followed through their static imports in the client
 * build (`clientDir`). Modules that code loads later with `import()` (the widgets,
 * the toasts) are not part of it.
 */
export async function pageAssets(
  html: string,
  clientDir: string,
): Promise<{ scripts: string[]; styles: string[] }> {
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
      for (const pattern of [staticImport, dynamicImport])
        for (const [, specifier = ''] of body.matchAll(pattern)) scripts.add(specifier);
    }
  }

  const pending = [...scripts];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    const source = await readFile(path.join(clientDir, url), 'utf8');
    for (const [, specifier = ''] of source.matchAll(staticImport)) {
      const imported = path.posix.join(path.posix.dirname(url), specifier);
      if (scripts.has(imported)) continue;
      scripts.add(imported);
      pending.push(imported);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
