import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The toaster island mounts its live region once the page's code runs (after hydration on a
 * page React hydrates), so the region is the sign that buttons and links now work.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
}

/** Loads a page and waits until it is interactive. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Every console.error, uncaught page error and Content-Security-Policy violation
 * the page reports from now on, as readable lines; an empty list means a clean page.
 */
export async function watchForErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // Chromium logs most violations itself; the event also catches the ones it only reports.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return errors;
}

/**
 * The request the browser makes to fetch `path` ahead of a click (Speculation Rules prefetch,
 * which Chromium marks `Sec-Purpose: prefetch`): start waiting before the intent.
 */
export function fetchAhead(page: Page, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === path &&
      (request.headers()['sec-purpose'] ?? '').startsWith('prefetch'),
  );
}

/** True when the page on screen was opened from the response fetched ahead, not a new request. */
export async function openedFromPrefetch(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry !== undefined && Reflect.get(entry, 'deliveryType') === 'navigational-prefetch';
  });
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

/**
 * Waits until the deferred widgets have loaded: they mount once the page is idle,
 * and the chat launcher, shown 2 s later, is the visible sign that they are there.
 */
export async function waitForWidgets(page: Page) {
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  await expect(launcher).toBeVisible({ timeout: 10_000 });
  return launcher;
}

/** Moves the mouse out of the page through its top edge, towards the tabs: exit intent. */
export async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, -20);
}

/**
 * Whether `target` is what the eye sees at its own centre: the browser's hit test there,
 * counting elements that take no pointer events (the page behind a modal dialog is inert,
 * so an ordinary hit test passes through it even where it is painted on top).
 */
export async function paintedOnTop(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const cdp = await target.page().context().newCDPSession(target.page());
  try {
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { backendNodeId } = await cdp.send('DOM.getNodeForLocation', {
      x: Math.round(box.x + box.width / 2),
      y: Math.round(box.y + box.height / 2),
      ignorePointerEventsNone: true,
    });
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
    const marker = 'data-painted-on-top';
    await target.evaluate((element, name) => element.setAttribute(name, ''), marker);
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      // The hit may be a text node: its element decides.
      functionDeclaration: `function () {
        const element = this.nodeType === Node.ELEMENT_NODE ? this : this.parentElement;
        return Boolean(element?.closest('[${marker}]'));
      }`,
      returnByValue: true,
    });
    await target.evaluate((element, name) => element.removeAttribute(name), marker);
    return result.value === true;
  } finally {
    await cdp.detach();
  }
}
