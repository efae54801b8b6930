import type { AnalyticsFilterDimension } from '#shared/contracts/admin-analytics.ts';
import { usStates } from '#shared/us-states.ts';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const stateNames = new Map<string, string>(usStates);

function countryName(code: string): string {
  // A code DisplayNames does not take (not two letters or three digits) throws: show it as stored.
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A filter's value as a person reads it: places by name ("Texas"), the rest as stored. */
export function filterValueLabel(dimension: AnalyticsFilterDimension, value: string): string {
  if (dimension === 'country') return countryName(value);
  if (dimension === 'region') return stateNames.get(value) ?? value;
  return value;
}
