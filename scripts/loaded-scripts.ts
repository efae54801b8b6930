import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '#tests/chromium.ts';
import { widgetTimings } from '#app/lib/widget-timings.ts';

/**
 * How long a page is left alone after its load event: long enough for every island that
 * loads by itself (`now`, `idle`, at most `idleTimeout` after load) and for the chat's
 * launcher, which appears `chatLauncherDelay` after that.
 */
const settleMs = widgetTimings.idleTimeout + widgetTimings.chatLauncherDelay + 500;

/** A phone's viewport, where the pages are smallest and a visitor meets the chat's launcher. */
export const phoneViewport = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutablePath(),
    args: [...chromiumArgs],
  });
}

/**
 * The scripts a page makes a real browser load, as paths of the client build: its module
 * scripts, what they import, and every island that loads by itself, counted once the page
 * has settled. Untouched unless `visit` is given: then what the visitor does there (after
 * the page settled) and what that loads, settled again, count too. The page opens in
 * `context` (a fresh one per measure keeps the cache cold; one with a session's cookie
 * measures a signed-in page).
 */
export async function loadedScripts(
  context: BrowserContext,
  url: URL,
  visit?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await context.newPage();
  try {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      if (responseUrl.origin === url.origin && response.request().resourceType() === 'script')
        scripts.add(responseUrl.pathname);
    });
    await page.goto(url.href, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    if (visit) {
      await visit(page);
      await page.waitForTimeout(settleMs);
    }
    return [...scripts];
  } finally {
    await page.close();
  }
}
