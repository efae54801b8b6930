import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPath } from '#shared/admin-path.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';

/** Classes only the back office's code uses: its frame's grid, its stacked tables, its file picker. */
const backOfficeClasses = ['lg:grid-cols-[15rem_minmax(0,1fr)]', 'md:table-row', 'file:border'];
const publicPages = ['/', '/faq', '/checkout', '/no-such-page'];

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server.stop();
});

/** The stylesheets a page links, by URL. */
async function linkedSheets(pathname: string): Promise<string[]> {
  const html = await (await fetch(new URL(pathname, server.url))).text();
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
}

const readSheet = (url: string) => readFile(path.join(projectRoot, 'build/client', url), 'utf8');

/** Whether the minified CSS has a rule for the class: its escaped selector, not a longer name. */
function hasClass(css: string, name: string): boolean {
  const selector = `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
  return new RegExp(`${selector.replace(/[\\.[\]()]/g, '\\$&')}(?![\\w-])`).test(css);
}

describe('the stylesheets', () => {
  it('are one for the public pages and another for the back office', async () => {
    const [publicSheets, ...others] = await Promise.all(publicPages.map(linkedSheets));
    expect(publicSheets).toHaveLength(1);
    for (const sheets of others) expect(sheets).toEqual(publicSheets);
    const adminSheets = await linkedSheets(adminPath);
    expect(adminSheets).toHaveLength(1);
    expect(adminSheets).not.toEqual(publicSheets);
  });

  it("keep the back office's classes out of the public pages' sheet", async () => {
    const [publicSheet = '', adminSheet = ''] = await Promise.all(
      [publicPages[0] ?? '/', adminPath].map(
        async (pathname) => (await linkedSheets(pathname))[0] ?? '',
      ),
    );
    const [publicCss, adminCss] = await Promise.all([
      readSheet(publicSheet),
      readSheet(adminSheet),
    ]);
    for (const name of backOfficeClasses) {
      expect(hasClass(adminCss, name), `${name} in the back office's sheet`).toBe(true);
      expect(hasClass(publicCss, name), `${name} in the public sheet`).toBe(false);
    }
  });
});
