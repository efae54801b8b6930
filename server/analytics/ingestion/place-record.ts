import { usStateCode } from '#shared/us-states.ts';
import type { ReceivedPlace } from '../storage/received-event.ts';

const countryCode = /^[A-Z]{2}$/;

/**
 * Codes only, from what a city database answers: the country, and the state for the United
 * States. Two record shapes are read: DB-IP Lite as ip-location-db packages it (`country_code`,
 * `state1` the state's name) and MaxMind's (`country.iso_code`, `subdivisions[0].iso_code`).
 */
export function placeOf(record: object): ReceivedPlace {
  const country = text(
    field(record, 'country_code') ?? field(field(record, 'country'), 'iso_code'),
  );
  if (!country || !countryCode.test(country)) return { country: null, region: null };
  return { country, region: country === 'US' ? usState(record) : null };
}

function usState(record: object): string | null {
  const subdivisions = field(record, 'subdivisions');
  const state =
    text(field(record, 'state1')) ??
    text(field(Array.isArray(subdivisions) ? subdivisions[0] : null, 'iso_code'));
  return state ? usStateCode(state) : null;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
