import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './module-preloads.ts';

describe('withoutModulePreloads', () => {
  it('removes every module preload and keeps the other links and the module script', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js" crossorigin=""/></head><body><script type="module" async="">import "/assets/a.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/></head><body><script type="module" async="">import "/assets/a.js";</script></body>',
    );
  });
});
