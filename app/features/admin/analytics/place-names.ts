import { usStates } from '#shared/us-states.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const stateNames = new Map<string, string>(usStates);
const countryCode = /^[A-Z]{2}$/;

/** A country's English name from its ISO code ("US" → "United States"), or the code itself. */
export function countryName(code: string): string {
  if (!countryCode.test(code)) return code;
  const name = regionNames.of(code);
  // "ZZ" and other unassigned codes come back as "Unknown Region": the code says more.
  return name && name !== 'Unknown Region' ? name : code;
}

/** A US state's name from its two-letter code ("TX" → "Texas"), or the code itself. */
export function usStateName(code: string): string {
  return stateNames.get(code) ?? code;
}
