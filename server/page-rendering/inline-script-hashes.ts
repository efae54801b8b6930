import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh marker for one render. The page handler hands it to React Router in the
 * load context; app/entry.server.tsx puts it, as the `nonce` attribute, on exactly
 * the inline scripts the app writes itself (React Router's, the theme script and the
 * speculation rules).
 * Unguessable, so markup smuggled into content cannot carry it.
 */
export function newScriptMarker(): string {
  return randomBytes(18).toString('base64url');
}

export interface OwnScripts {
  /** The document without the marker: a cached page is shared, so no nonce may stay in it. */
  html: string;
  /** CSP hashes ("sha256-...") of the marked inline scripts, each once. */
  hashes: string[];
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Hashes the inline scripts that carry this render's marker and takes the marker
 * out of the document. Any other inline script (one that came in with content, say)
 * gets no hash, so the browser refuses to run it. Hashes rather than a real nonce
 * because a cached page is sent to many visitors (ARCHITECTURE.md, decision 3).
 * JSON-LD blocks never carry the marker: they are data, not code, and need no hash.
 */
export function hashOwnScripts(html: string, marker: string): OwnScripts {
  // React writes attributes as ` name="value"`; the marker is base64url, so never escaped.
  const markerAttribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (!attributes.includes(markerAttribute)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  // React Router also gives the nonce to the <link> tags it writes; they lose it as well.
  return { html: html.replaceAll(markerAttribute, ''), hashes: [...hashes] };
}
