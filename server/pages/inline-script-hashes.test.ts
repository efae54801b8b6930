import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script exactly as written', () => {
    const html =
      '<head><script>window.a = 1;</script></head><body><script type="module" async="">import "/x.js";\n</script><script>window.a = 1;</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a = 1;'),
      sha256('import "/x.js";\n'),
    ]);
  });

  it('leaves out external scripts and JSON data blocks, which need no hash', () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
