import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '#tests/chromium.ts';
import { widgetTimings } from '#app/lib/widget-timings.ts';

/**
 * How long a page is left alone after its load event: long enough for every island that
 * loads by itself (`now`, `idle`, at most `idleTimeout` after load) and for the chat's
 * launcher, which appears `chatLauncherDelay` after that.
 */
const settleMs = widgetTimings.idleTimeout + widgetTimings.chatLauncherDelay + 500;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutablePath(),
    args: [...chromiumArgs],
  });
}

/**
 * The scripts a page makes a real browser load when nobody touches it: its module scripts,
 * what they import, and every island that loads by itself, as paths of the client build.
 * What loads on intent (a menu, the chat's conversation, a form) is not counted.
 */
export async function loadedScripts(browser: Browser, url: URL): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      if (responseUrl.origin === url.origin && response.request().resourceType() === 'script')
        scripts.add(responseUrl.pathname);
    });
    await page.goto(url.href, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    return [...scripts];
  } finally {
    await page.close();
  }
}
