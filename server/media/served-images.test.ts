import { describe, expect, it } from 'vitest';
import { servedImageCache } from './served-images.ts';

const image = { ext: 'png', mimeType: 'image/png', bytes: new Uint8Array(10) };

describe('servedImageCache', () => {
  it('keeps what was read, but not an image read before it was emptied', () => {
    const cache = servedImageCache({ maxBytes: 100 });
    cache.set('a', image, cache.generation);
    expect(cache.get('a')).toBe(image);

    const readAt = cache.generation;
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', image, readAt);
    expect(cache.get('b')).toBeUndefined();
  });

  it('never keeps an image larger than its whole budget', () => {
    const cache = servedImageCache({ maxBytes: 5 });
    cache.set('a', image, cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });
});
