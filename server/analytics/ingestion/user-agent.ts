import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import UAParser from 'ua-parser-js';
import { unknownDevice } from '#shared/contracts/analytics.ts';
import type { ReceivedDevice } from '../storage/received-event.ts';

/** What a request's user agent says about its sender: a known bot, or a device to count. */
export type UserAgentVerdict = { bot: true } | { bot: false; device: ReceivedDevice };

/**
 * The parser names a device type only for phones, tablets, TVs and the like; a browser on
 * one of these systems without one is a desktop or laptop.
 */
const desktopSystems = new Set([
  'Windows',
  'Mac OS',
  'macOS',
  'Linux',
  'Ubuntu',
  'Debian',
  'Fedora',
  'Mint',
  'Arch',
  'Gentoo',
  'SUSE',
  'openSUSE',
  'Chromium OS',
  'FreeBSD',
  'OpenBSD',
  'NetBSD',
  'Solaris',
]);

function deviceType(parsed: UAParser.IResult): string {
  if (parsed.device.type) return parsed.device.type;
  if (parsed.os.name && desktopSystems.has(parsed.os.name) && parsed.browser.name) return 'desktop';
  return unknownDevice;
}

function read(userAgent: string): UserAgentVerdict {
  if (isbot(userAgent)) return { bot: true };
  const parsed = new UAParser(userAgent).getResult();
  return {
    bot: false,
    device: {
      deviceType: deviceType(parsed),
      browser: parsed.browser.name ?? null,
      os: parsed.os.name ?? null,
    },
  };
}

// Most visits come from a few hundred distinct user agents; parsing one costs far more
// than looking it up, and ingestion parses one per request.
const verdicts = new LRUCache<string, UserAgentVerdict>({ max: 2_000 });

/**
 * Reads the request's `User-Agent` header, the only thing the server trusts about the
 * sender's device (whatever a tracker event claims). A missing header is an 'Unknown' device.
 */
export function readUserAgent(userAgent: string | undefined): UserAgentVerdict {
  const key = userAgent?.slice(0, 512) ?? '';
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = read(key);
    verdicts.set(key, verdict);
  }
  return verdict;
}
