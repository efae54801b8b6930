/**
 * `npm run test:size`: the JavaScript that the home page, every other reading page and the
 * not-found page make Chromium load when nobody touches them (their scripts, what those
 * import and every island that loads by itself: scripts/loaded-scripts.ts), gzipped, must each stay within
 * size-budget.json, the analytics tracker's script included (a table shows every page's
 * figure); so must the home page's CSS (the public stylesheet); the tracker itself must stay
 * within its own budget; and no public page may load the admin app's code or link its
 * stylesheet. Runs against the production build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { adminPath } from '#shared/admin-path.ts';
import { pageRuntime } from '#shared/page-runtime.ts';
import { routeTable } from '#shared/route-table.ts';
import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { startBuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';
import { launchBrowser, loadedScripts } from './loaded-scripts.ts';
import { pageAssets } from './page-assets.ts';

const budget = z
  .object({
    page: z.string(),
    jsGzipKb: z.number(),
    cssGzipKb: z.number(),
    trackerGzipKb: z.number(),
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

/** Every page without the React runtime, and a path no page claims, for the not-found page. */
const readingPages = [
  ...routeTable.map((page) => page.path).filter((pagePath) => pageRuntime(pagePath) === 'islands'),
  '/no-such-page',
];

const server = await startBuiltServer();
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

  const pageWidth = Math.max(...readingPages.map((pagePath) => pagePath.length));
  console.log(
    `\n${'Page'.padEnd(pageWidth)} | scripts | JS gzipped (budget ${budget.jsGzipKb} KB)`,
  );
  const browser = await launchBrowser();
  try {
    for (const pagePath of readingPages) {
      const pageScripts = await loadedScripts(browser, new URL(pagePath, server.url));
      const pageJs = await total(pageScripts);
      const over = pageJs > budget.jsGzipKb * 1024;
      console.log(
        `${pagePath.padEnd(pageWidth)} | ${String(pageScripts.length).padStart(7)} | ${kb(pageJs).padStart(8)}${over ? '  over' : ''}`,
      );
      if (over)
        failures.push(
          `${pagePath}: JavaScript ${kb(pageJs)} is over the ${budget.jsGzipKb} KB budget`,
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
  for (const page of routeTable.filter((entry) => !entry.private)) {
    const html = await (await fetch(new URL(page.path, server.url))).text();
    const { scripts, styles } = await pageAssets(html, clientDir);
    if (scripts.includes(adminModule))
      failures.push(`${page.path} loads the admin code ${adminModule}`);
    for (const sheet of styles.filter((style) => adminSheets.includes(style)))
      failures.push(`${page.path} links the admin stylesheet ${sheet}`);
  }
} finally {
  await server.stop();
}

if (failures.length > 0) {
  console.error(`Size check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size check passed.');
