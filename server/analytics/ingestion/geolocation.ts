import { open, readFile } from 'node:fs/promises';
import { Reader, type Response } from 'mmdb-lib';
import { parseMetadata } from 'mmdb-lib/lib/metadata.js';
import type { Logger } from '#server/logger.ts';
import { publicAddress, type PublicAddress } from './public-address.ts';
import type { ReceivedPlace } from '../storage/received-event.ts';
import { placeOf } from './place-record.ts';

/** Where a client's address is, as codes: the address itself goes no further. */
export interface Geolocation {
  locate(ip: string | null | undefined): Promise<ReceivedPlace>;
}

const unknownPlace: ReceivedPlace = { country: null, region: null };

/** The MaxMind format keeps its metadata in the file's last 128 KiB. */
const metadataBytes = 128 * 1024;

// Per process, per path: a database is tens of megabytes, read once however many servers
// (in-process test apps) look places up in it. A file that cannot be read stays null.
const versions = new Map<string, Promise<number | null>>();
const databases = new Map<string, Promise<Reader<Response> | null>>();

/**
 * Looks places up in the given .mmdb files (null: never). Nothing is read before the first
 * public address, and then only the part needed: each file's metadata first, then the files
 * made for that address's family. A file that cannot be read or a lookup that fails is
 * logged once and answers unknown: a visit is recorded without its place rather than lost.
 */
export function createGeolocation(files: readonly string[] | null, logger: Logger): Geolocation {
  const warned = new Set<string>();
  const warnOnce = (file: string, error: unknown, message: string) => {
    if (warned.has(file)) return;
    warned.add(file);
    logger.warn({ err: error, file }, message);
  };
  const load = <T>(cache: Map<string, Promise<T | null>>, file: string, read: () => Promise<T>) => {
    let loaded = cache.get(file);
    if (!loaded) {
      loaded = read().catch((error: unknown) => {
        warnOnce(file, error, 'The IP geolocation database cannot be read: places are unknown');
        return null;
      });
      cache.set(file, loaded);
    }
    return loaded;
  };

  /** IPv4 files answer IPv4 addresses; IPv6 files answer IPv6, and IPv4 when no IPv4 file is given. */
  async function filesFor(address: PublicAddress): Promise<string[]> {
    const known = await Promise.all(
      (files ?? []).map(async (file) => ({
        file,
        version: await load(versions, file, () => ipVersion(file)),
      })),
    );
    const of = (version: number) => known.filter((db) => db.version === version);
    const ipv4 = of(4);
    const chosen = address.family === 6 || ipv4.length === 0 ? of(6) : ipv4;
    return chosen.map((db) => db.file);
  }

  return {
    async locate(ip) {
      const address = files ? publicAddress(ip) : null;
      if (!address) return unknownPlace;
      for (const file of await filesFor(address)) {
        const database = await load(databases, file, async () => new Reader(await readFile(file)));
        try {
          const record = database?.get(address.ip);
          if (record) return placeOf(record);
        } catch (error) {
          warnOnce(file, error, 'An IP geolocation lookup failed: its place is unknown');
        }
      }
      return unknownPlace;
    },
  };
}

/** The IP version a database is made for, from its metadata alone. */
async function ipVersion(file: string): Promise<number> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, metadataBytes);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return parseMetadata(tail).ipVersion;
  } finally {
    await handle.close();
  }
}
