import type * as fs from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { levels, recordingLogger } from '#tests/recording-logger.ts';
import { createGeolocation } from './geolocation.ts';

// Counts the databases read whole, through the module's own import of readFile.
vi.mock('node:fs/promises', async (actual) => {
  const real = await actual<typeof fs>();
  return { ...real, readFile: vi.fn(real.readFile) };
});
const filesRead = () => vi.mocked(readFile).mock.calls.map(([file]) => file);

const installed = loadConfig({}).analytics.geoipDatabases;
const [ipv4File, ipv6File] = installed ?? [];
const nowhere = { country: null, region: null };

describe('geolocation with the installed DB-IP Lite files', () => {
  const { logger, lines } = recordingLogger();
  const geolocation = createGeolocation(installed, logger);

  // First, while the module has read nothing: the files load one at a time, as needed, once.
  it('reads nothing for addresses no database places, then each file on its family’s first lookup', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '100.64.3.4',
      '169.254.0.9',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1%eth0',
      '::ffff:192.168.1.10',
      'unknown',
      '',
      null,
      undefined,
    ])
      expect(await geolocation.locate(ip)).toEqual(nowhere);
    expect(filesRead()).toEqual([]);

    expect(await geolocation.locate('8.8.8.8')).toEqual({ country: 'US', region: 'CA' });
    expect(filesRead()).toEqual([ipv4File]);
    expect(await geolocation.locate('2a00:1450:4001:800::200e')).toEqual({
      country: 'DE',
      region: null,
    });
    expect(filesRead()).toEqual([ipv4File, ipv6File]);

    const again = createGeolocation(installed, logger);
    expect(await again.locate('1.1.1.1')).toEqual({ country: 'AU', region: null });
    expect(await again.locate('2606:4700:4700::1111')).toEqual({ country: 'CA', region: null });
    expect(filesRead()).toEqual([ipv4File, ipv6File]);
    expect(lines).toEqual([]);
  });

  it.each([
    ['24.28.0.1', { country: 'US', region: 'TX' }],
    ['::ffff:24.28.0.1', { country: 'US', region: 'TX' }],
    ['81.2.69.160', { country: 'GB', region: null }],
    ['1.1.1.1', { country: 'AU', region: null }],
  ])('places %s by codes only', async (ip, place) => {
    expect(await geolocation.locate(ip)).toEqual(place);
  });
});

describe('geolocation without a usable database', () => {
  it('answers unknown when off, reading nothing', async () => {
    const reads = filesRead().length;
    const geolocation = createGeolocation(null, recordingLogger().logger);
    expect(await geolocation.locate('8.8.8.8')).toEqual(nowhere);
    expect(filesRead()).toHaveLength(reads);
  });

  it('answers unknown for a file it cannot read, and says so once', async () => {
    const { logger, lines } = recordingLogger();
    const geolocation = createGeolocation(['/nowhere/city.mmdb'], logger);
    expect(await geolocation.locate('10.0.0.1')).toEqual(nowhere);
    expect(lines).toEqual([]);
    expect(await geolocation.locate('8.8.8.8')).toEqual(nowhere);
    expect(await geolocation.locate('81.2.69.160')).toEqual(nowhere);
    expect(lines).toEqual([
      expect.objectContaining({ level: levels.warn, file: '/nowhere/city.mmdb' }),
    ]);
  });

  it('answers IPv4 addresses from an IPv6 file when no IPv4 file is given', async () => {
    const geolocation = createGeolocation(ipv6File ? [ipv6File] : [], recordingLogger().logger);
    // DB-IP's IPv6 file holds no IPv4 ranges; a MaxMind IPv6 file would place this one.
    expect(await geolocation.locate('8.8.8.8')).toEqual(nowhere);
    expect(await geolocation.locate('2a00:1450:4001:800::200e')).toEqual({
      country: 'DE',
      region: null,
    });
  });
});
