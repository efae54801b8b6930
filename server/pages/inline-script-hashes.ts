import { createHash } from 'node:crypto';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
const externalSource = /\bsrc\s*=/i;

/**
 * The CSP hashes of every inline script in a finished document. Hashes, not a
 * nonce, because a cached page is sent to many visitors and a nonce shared by all
 * of them would protect nothing. JSON data blocks never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (externalSource.test(attributes) || dataBlock.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
