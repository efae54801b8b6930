import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOwnScripts, newScriptMarker } from './inline-script-hashes.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const marker = 'm4rk3r_0f-th1s-r3nd3r';

describe('hashOwnScripts', () => {
  it('hashes each distinct marked inline script exactly as written', () => {
    const html = `<head><script nonce="${marker}">window.a = 1;</script></head><body><script nonce="${marker}" type="module" async="">import "/x.js";\n</script><script nonce="${marker}">window.a = 1;</script></body>`;
    expect(hashOwnScripts(html, marker).hashes).toEqual([
      sha256('window.a = 1;'),
      sha256('import "/x.js";\n'),
    ]);
  });

  it('gives no hash to an inline script without the marker, such as one smuggled into content', () => {
    const html = `<script nonce="${marker}">ours()</script><article><p>Hi</p><script>stealCookies()</script><script nonce="guessed">again()</script></article>`;
    expect(hashOwnScripts(html, marker).hashes).toEqual([sha256('ours()')]);
  });

  it('takes the marker out of every tag, so no nonce stays in a page that is shared', () => {
    const html = `<link rel="stylesheet" href="/a.css" nonce="${marker}"/><script nonce="${marker}">ours()</script><script>theirs()</script>`;
    expect(hashOwnScripts(html, marker).html).toBe(
      '<link rel="stylesheet" href="/a.css"/><script>ours()</script><script>theirs()</script>',
    );
  });

  it('leaves JSON-LD blocks alone: they are data and carry no marker', () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(hashOwnScripts(html, marker)).toEqual({ html, hashes: [] });
  });
});

describe('newScriptMarker', () => {
  it('is fresh for every render and safe inside an attribute as it is', () => {
    const markers = new Set(Array.from({ length: 100 }, newScriptMarker));
    expect(markers.size).toBe(100);
    for (const value of markers) expect(value).toMatch(/^[\w-]{24}$/);
  });
});
