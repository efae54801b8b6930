import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '#tests/mail-fixtures.ts';
import { defaultSettings, fixedSettings, withContent } from './site-settings.ts';
import { contentSettings } from '#tests/settings-fixtures.ts';

const startsAt = '2026-11-20T05:00:00.000Z';
const endsAt = '2026-12-01T05:00:00.000Z';
const onSale = withContent(
  defaultSettings(testConfig()),
  contentSettings({ guidePrice: 47, salePrice: 29, saleStartsAt: startsAt, saleEndsAt: endsAt }),
);

/** A clock a test sets. */
function settableClock(iso: string) {
  let now = new Date(iso);
  return { clock: () => now, set: (next: string) => void (now = new Date(next)) };
}

describe('settings read at the server’s clock', () => {
  it('apply the planned sale while it runs; the saved settings keep the normal price', () => {
    const time = settableClock('2026-11-19T00:00:00Z');
    const source = fixedSettings(onSale, time.clock);
    expect(source.current().offer).toMatchObject({ price: 47, compareAtPrice: 97, sale: null });
    time.set(startsAt);
    expect(source.current().offer).toMatchObject({
      price: 29,
      compareAtPrice: 47,
      sale: { endsAt, showsEnd: false },
    });
    expect(source.saved().offer).toMatchObject({ price: 47, compareAtPrice: 97 });
    time.set(endsAt);
    expect(source.current().offer).toMatchObject({ price: 47, compareAtPrice: 97, sale: null });
  });

  it('tell the listeners once each time the sale starts or ends, and not on other reads', () => {
    const time = settableClock('2026-11-19T00:00:00Z');
    const source = fixedSettings(onSale, time.clock);
    const changes = vi.fn();
    source.onChange(changes);
    source.current();
    expect(changes).not.toHaveBeenCalled();
    time.set('2026-11-21T00:00:00Z');
    source.current();
    source.current();
    expect(changes).toHaveBeenCalledTimes(1);
    time.set('2026-12-02T00:00:00Z');
    source.current();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('give the same settings on every read of one phase, so reading costs nothing', () => {
    const time = settableClock('2026-11-21T00:00:00Z');
    const source = fixedSettings(onSale, time.clock);
    const first = source.current();
    time.set('2026-11-22T00:00:00Z');
    expect(source.current()).toBe(first);
  });
});
