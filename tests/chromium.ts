import { existsSync } from 'node:fs';

/** Debian's `chromium` package, if installed. */
const systemChromium = '/usr/bin/chromium';

/**
 * Playwright cannot download its own browsers on these machines, so the tests
 * launch a Chromium found here: CHROME_PATH, else the system package, else the
 * binary shipped inside the npm package @sparticuz/chromium (unpacked to TMPDIR on
 * first use), which needs nothing beyond `npm install`.
 */
export async function chromiumExecutablePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(systemChromium)) return systemChromium;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/** Headless in a container as root, with no background traffic to the outside world. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
