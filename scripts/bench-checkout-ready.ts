/**
 * `npm run bench:checkout-ready`: how soon a buyer on a cheap phone and a slow connection can
 * use the checkout. Opens /checkout of the production build in Chromium on Lighthouse's mobile
 * profile: a 390×844 touch viewport, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate)
 * and the network at 150 ms round trip, 1.6 Mbps down and 750 Kbps up (CDP
 * Network.emulateNetworkConditions), with a cold browser cache on every run (a new context);
 * the page itself comes from the server's page cache, as visitors get it.
 *
 * Two times per run, both from the page's first byte (the navigation's `responseStart`), both
 * taken in the page by a script installed before any of the page's own (addInitScript), on
 * the page's own clock (`performance.now()`):
 * - painted: the payment form can be seen: the first animation frame in which the pay button
 *   is in the document and laid out (a box with a size, `checkVisibility()` true).
 * - usable: the page's code is ready: the moment the "Notifications" live region is attached,
 *   which the page's code adds once it runs (the sign e2e/helpers.ts `waitForHydration`
 *   waits for), seen by a MutationObserver.
 *
 * Prints every run and the medians. Settings: BENCH_RUNS (5). Needs `npm run build` first.
 */
import type { Browser } from '@playwright/test';
import { z } from 'zod';
import { checkoutCopy } from '#content/checkout.ts';
import { pageLinks } from '#content/page-links.ts';
import { startBuiltServer } from '#tests/built-server.ts';
import { percentile } from './bench-tools.ts';
import { launchBrowser, phoneViewport } from './loaded-scripts.ts';

const settings = z
  .object({ BENCH_RUNS: z.coerce.number().int().min(1).default(5) })
  .parse(process.env);

/** Lighthouse's mobile throttling (its "slow 4G" and a mid-range phone's CPU). */
const phone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** The pay button's text up to its price, which the site's settings fill in. */
const payButtonText = checkoutCopy.form.payButton
  .slice(0, checkoutCopy.form.payButton.indexOf('{{'))
  .trim();

/** How long a run may take before it counts as failed: a throttled page still loads in it. */
const runTimeoutMs = 60_000;

/** What the page records, on `window.checkoutReadiness`: `performance.now()` of each moment. */
interface Readiness {
  painted?: number;
  usable?: number;
}

interface Marks {
  firstByte: number;
  painted: number;
  usable: number;
}

/**
 * Runs in the page before its own scripts: records when the pay button is first laid out
 * (checked on every animation frame) and when the notifications region is attached.
 */
function recordReadiness(buttonText: string) {
  const marks: Readiness = {};
  Object.assign(window, { checkoutReadiness: marks });
  const payButtonLaidOut = () =>
    [...document.querySelectorAll('button')].some((button) => {
      const box = button.getBoundingClientRect();
      return (
        button.textContent.includes(buttonText) &&
        box.width > 0 &&
        box.height > 0 &&
        button.checkVisibility()
      );
    });
  const frame = () => {
    if (payButtonLaidOut()) marks.painted = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const regionAttached = () =>
    document.querySelector(
      'section[aria-label^="Notifications"], [role="region"][aria-label^="Notifications"]',
    ) !== null;
  new MutationObserver((_records, observer) => {
    if (!regionAttached()) return;
    marks.usable = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function measureOnce(browser: Browser, url: string): Promise<Marks> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: phone.downloadBytesPerSecond,
      uploadThroughput: phone.uploadBytesPerSecond,
    });
    await page.addInitScript({
      // tsx keeps the inner functions' names with an `__name` helper the page does not have.
      content: `var __name = (target) => target;\n(${recordReadiness.toString()})(${JSON.stringify(payButtonText)});`,
    });
    await page.goto(url, { waitUntil: 'load', timeout: runTimeoutMs });
    await page.waitForFunction(
      () => {
        const marks = (window as { checkoutReadiness?: Readiness }).checkoutReadiness;
        return marks?.painted !== undefined && marks.usable !== undefined;
      },
      undefined,
      { timeout: runTimeoutMs },
    );
    return await page.evaluate(() => {
      const marks = (window as { checkoutReadiness?: Readiness }).checkoutReadiness;
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        firstByte: (navigation as PerformanceNavigationTiming).responseStart,
        painted: marks?.painted ?? Number.NaN,
        usable: marks?.usable ?? Number.NaN,
      };
    });
  } finally {
    await context.close();
  }
}

const server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
const url = new URL(pageLinks.checkout.path, server.url).href;
const painted: number[] = [];
const usable: number[] = [];
const browser = await launchBrowser();
try {
  // The first request renders the page into the server's page cache; visitors get that copy.
  await (await fetch(url)).arrayBuffer();
  console.log(
    `${url} on a phone profile: CPU ${phone.cpuSlowdown}× slower, ${phone.latencyMs} ms RTT, 1.6 Mbps down, 750 Kbps up, cold cache`,
  );
  console.log('run | first byte → painted | first byte → usable');
  for (let run = 1; run <= settings.BENCH_RUNS; run += 1) {
    const marks = await measureOnce(browser, url);
    painted.push(marks.painted - marks.firstByte);
    usable.push(marks.usable - marks.firstByte);
    console.log(
      `${String(run).padStart(3)} | ${`${Math.round(marks.painted - marks.firstByte)} ms`.padStart(20)} | ${`${Math.round(marks.usable - marks.firstByte)} ms`.padStart(19)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = (values: number[]) =>
  `${Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  )} ms`;
console.log(`median | ${median(painted).padStart(17)} | ${median(usable).padStart(19)}`);
