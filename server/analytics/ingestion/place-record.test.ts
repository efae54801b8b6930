import { describe, expect, it } from 'vitest';
import { placeOf } from './place-record.ts';

describe('the place of a city database record', () => {
  it('keeps the country code, and the state code in the United States only', () => {
    const texas = { city: 'Cedar Park', country_code: 'US', state1: 'Texas', latitude: 30.5 };
    expect(placeOf(texas)).toEqual({ country: 'US', region: 'TX' });
    expect(placeOf({ country_code: 'US', state1: 'District of Columbia' })).toEqual({
      country: 'US',
      region: 'DC',
    });
    expect(placeOf({ country_code: 'GB', state1: 'England' })).toEqual({
      country: 'GB',
      region: null,
    });
  });

  it('reads MaxMind’s shape too', () => {
    const record = { country: { iso_code: 'US' }, subdivisions: [{ iso_code: 'CA' }] };
    expect(placeOf(record)).toEqual({ country: 'US', region: 'CA' });
  });

  it('answers unknown for what is not a country code or a state', () => {
    expect(placeOf({ country_code: 'ZZZ' })).toEqual({ country: null, region: null });
    expect(placeOf({ country_code: 'us' })).toEqual({ country: null, region: null });
    expect(placeOf({})).toEqual({ country: null, region: null });
    expect(placeOf({ country_code: 'US', state1: 'Puerto Rico' })).toEqual({
      country: 'US',
      region: null,
    });
  });
});
