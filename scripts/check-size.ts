/**
 * `npm run test:size`: the JavaScript that every page a visitor can open makes Chromium load
 * (its scripts, what those import and every island that loads by itself:
 * scripts/loaded-scripts.ts), gzipped, the analytics tracker's script included, must stay
 * within size-budget.json's `jsGzipKb` untouched, in every state a visitor meets the page in:
 * every reading page, the checkout (bare and with a code from a link), the payment result
 * (bare and of a paid session), the library (signed out and signed in), a mailed review link
 * and the not-found page (scripts/money-pages.ts makes those states). The checkout after a
 * buyer typed into every field (scripts/checkout-typing.ts) must stay within
 * `typedCheckoutJsGzipKb`. One table shows every figure. The home page's CSS (the public
 * stylesheet) must stay within its budget; the tracker itself within its own; and no public
 * page may load the admin app's code or link its stylesheet. Runs against the production
 * build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { pageLinks } from '#content/page-links.ts';
import { reviewPage } from '#content/review-form.ts';
import { adminPath } from '#shared/admin-path.ts';
import { routeTable } from '#shared/route-table.ts';
import { sitemapPaths, withPaths } from './sitemap-paths.ts';
import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { projectRoot } from '#tests/project-root.ts';
import { typeIntoEveryCheckoutField } from './checkout-typing.ts';
import { launchBrowser, loadedScripts, phoneViewport } from './loaded-scripts.ts';
import { startMoneyPagesServer, type MoneyPagesServer } from './money-pages.ts';
import { pageAssets } from './page-assets.ts';

const budget = z
  .object({
    page: z.string(),
    jsGzipKb: z.number(),
    cssGzipKb: z.number(),
    trackerGzipKb: z.number(),
    typedCheckoutJsGzipKb: z.number(),
  })
  .parse(JSON.parse(await readFile(path.join(projectRoot, 'size-budget.json'), 'utf8')));

const clientDir = path.join(projectRoot, 'build/client');

async function gzippedSize(url: string): Promise<number> {
  return gzipSync(await readFile(path.join(clientDir, url)), { level: 9 }).length;
}

async function total(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzippedSize));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The admin route's chunk, from the route manifest React Router writes into the client build. */
async function adminRouteModule(): Promise<string> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const manifests = assets.filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== 1)
    throw new Error(
      `Expected one route manifest in build/client/assets, found ${manifests.length}.`,
    );
  const source = await readFile(path.join(clientDir, 'assets', manifests[0] ?? ''), 'utf8');
  const manifest = z
    .object({ routes: z.record(z.string(), z.object({ module: z.string() })) })
    .parse(JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)));
  const module = manifest.routes['routes/admin']?.module;
  if (!module) throw new Error('The route manifest has no admin route.');
  return module;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The tracker's script on a rendered page: the tag that carries its marker. */
function trackerScript(html: string): string | undefined {
  for (const [attributes = ''] of html.matchAll(/<script\b[^>]*>/gi))
    if (attributes.includes(trackerScriptMarker)) return /\bsrc="([^"]+)"/.exec(attributes)?.[1];
  return undefined;
}

/** How a visitor reaches one state of a page, and the budget its scripts must stay within. */
interface PageState {
  label: string;
  path: string;
  budgetKb: number;
  /** Signed into the library first, with the mailed link. */
  signedIn?: boolean;
  /** What the visitor does once the page settled; what that loads counts too. */
  visit?: (page: Page) => Promise<void>;
}

/** What the bare path of a page with states shows, for the table. */
const bareStates: Record<string, string> = {
  [pageLinks.success.path]: 'without a session',
  [pageLinks.library.path]: 'signed out',
};

/**
 * Every page a visitor can open, in the states they meet it in: every page of the route table
 * but the back office as it opens bare (the library signed out, the payment result without a
 * session), the checkout with a code from a link and typed into, the result of a paid session,
 * the library signed in, a mailed review link, and a path no page claims (the not-found page).
 */
function pageStates(site: MoneyPagesServer, published: readonly string[]): PageState[] {
  const bare = withPaths(
    routeTable.map((page) => page.path),
    published,
  )
    .filter((pagePath) => pagePath !== adminPath)
    .map((pagePath) => ({
      label: bareStates[pagePath] ? `${pagePath} ${bareStates[pagePath]}` : pagePath,
      path: pagePath,
      budgetKb: budget.jsGzipKb,
    }));
  return [
    ...bare,
    { label: site.codeCheckoutPath, path: site.codeCheckoutPath, budgetKb: budget.jsGzipKb },
    {
      label: `${pageLinks.checkout.path} typed into every field`,
      path: pageLinks.checkout.path,
      budgetKb: budget.typedCheckoutJsGzipKb,
      visit: typeIntoEveryCheckoutField,
    },
    {
      label: `${pageLinks.success.path} paid`,
      path: site.paidSuccessPath,
      budgetKb: budget.jsGzipKb,
    },
    {
      label: `${pageLinks.library.path} signed in`,
      path: pageLinks.library.path,
      budgetKb: budget.jsGzipKb,
      signedIn: true,
    },
    { label: `${reviewPage.path}/<token>`, path: site.reviewPath, budgetKb: budget.jsGzipKb },
    { label: 'not found', path: '/no-such-page', budgetKb: budget.jsGzipKb },
  ];
}

/** A fresh browser context (cold cache), signed into the library when the state asks for it. */
async function contextFor(browser: Browser, site: MoneyPagesServer, state: PageState) {
  const context = await browser.newContext({ viewport: phoneViewport });
  if (state.signedIn) {
    const signIn = await context.request.post(
      new URL(site.librarySignInPath, site.server.url).href,
      {
        headers: { Origin: site.server.url },
        maxRedirects: 0,
      },
    );
    if (signIn.status() !== 303)
      throw new Error(`Signing into the library answered ${signIn.status()}`);
  }
  return context;
}

const site = await startMoneyPagesServer();
const server = site.server;
const failures: string[] = [];
try {
  const home = await (await fetch(new URL(budget.page, server.url))).text();
  const { scripts, styles } = await pageAssets(home, clientDir);
  const js = await total(scripts);
  const css = await total(styles);
  console.log(
    `${budget.page}: ${scripts.length} scripts ${kb(js)} (budget ${budget.jsGzipKb} KB), ${styles.length} stylesheets ${kb(css)} (budget ${budget.cssGzipKb} KB), gzipped`,
  );
  if (css > budget.cssGzipKb * 1024)
    failures.push(`CSS ${kb(css)} is over the ${budget.cssGzipKb} KB budget`);

  // The page total above counts it as one of the page's scripts; this makes sure it is there.
  const tracker = trackerScript(home);
  if (!tracker || !scripts.includes(tracker))
    failures.push(`${budget.page} does not load the analytics tracker`);
  else {
    const trackerSize = await gzippedSize(tracker);
    console.log(
      `tracker ${tracker}: ${kb(trackerSize)} (budget ${budget.trackerGzipKb} KB), gzipped`,
    );
    if (trackerSize > budget.trackerGzipKb * 1024)
      failures.push(
        `The tracker's ${kb(trackerSize)} is over its ${budget.trackerGzipKb} KB budget`,
      );
  }

  const published = await sitemapPaths(server.url);
  const states = pageStates(site, published);
  const labelWidth = Math.max(4, ...states.map((state) => state.label.length));
  console.log(`\n${'Page'.padEnd(labelWidth)} | scripts |       KB | budget (JS gzipped)`);
  const browser = await launchBrowser();
  try {
    for (const state of states) {
      const context = await contextFor(browser, site, state);
      const pageScripts = await loadedScripts(
        context,
        new URL(state.path, server.url),
        state.visit,
      ).finally(() => context.close());
      const pageJs = await total(pageScripts);
      const over = pageJs > state.budgetKb * 1024;
      console.log(
        `${state.label.padEnd(labelWidth)} | ${String(pageScripts.length).padStart(7)} | ${kb(pageJs).padStart(8)} | ${`${state.budgetKb} KB`.padStart(6)}${over ? '  over' : ''}`,
      );
      if (over)
        failures.push(
          `${state.label}: JavaScript ${kb(pageJs)} is over the ${state.budgetKb} KB budget`,
        );
    }
  } finally {
    await browser.close();
  }
  console.log('');

  const adminModule = await adminRouteModule();
  const admin = await (await fetch(new URL(adminPath, server.url))).text();
  const adminSheets = (await pageAssets(admin, clientDir)).styles;
  if (adminSheets.length === 0) failures.push(`${adminPath} links no stylesheet`);
  const publicPaths = withPaths(
    routeTable.filter((entry) => !entry.private).map((entry) => entry.path),
    published,
  );
  for (const pagePath of publicPaths) {
    const html = await (await fetch(new URL(pagePath, server.url))).text();
    const { scripts, styles } = await pageAssets(html, clientDir);
    if (scripts.includes(adminModule))
      failures.push(`${pagePath} loads the admin code ${adminModule}`);
    for (const sheet of styles.filter((style) => adminSheets.includes(style)))
      failures.push(`${pagePath} links the admin stylesheet ${sheet}`);
  }
} finally {
  await site.stop();
}

if (failures.length > 0) {
  console.error(`Size check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size check passed.');
