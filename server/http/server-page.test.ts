import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from '#app/server-pages/server-page-parts.tsx';
import { serverPageScripts } from '#app/server-pages/server-page-document.tsx';
import { productDefaults } from '#server/site-settings/product.ts';
import { siteContext } from '#server/site-settings/site-context.ts';
import { defaultSettings, fixedSettings } from '#server/site-settings/site-settings.ts';
import { testConfig } from '#tests/mail-fixtures.ts';
import { serverPage } from './server-page.tsx';

const stylesheet = '/assets/app-Abc123.css';
const [themeScript = ''] = serverPageScripts(undefined);
const ownScript = 'document.title += "!";';
// A .test.ts file, as the unit tier runs: elements without JSX.
const title = (text: string) => createElement(PageTitle, null, text);

function pageApp() {
  const app = new Hono();
  const config = testConfig();
  app.use(siteContext(fixedSettings(defaultSettings(config)), config));
  app.use(async (c, next) => {
    c.set('stylesheets', () => Promise.resolve([stylesheet]));
    await next();
  });
  app.get('/page', (c) =>
    serverPage(c, {
      title: 'A page',
      body: title('Hello <you>'),
      refresh: { seconds: 0, url: '/file?a=1&b=2' },
    }),
  );
  app.get('/plain', (c) => serverPage(c, { title: 'Plain', body: title('Plain') }));
  app.get('/scripted', (c) =>
    serverPage(c, { title: 'Scripted', body: title('Scripted'), script: ownScript }),
  );
  return app;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const scriptsOf = (page: string) =>
  [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe('server pages', () => {
  it("link the site's stylesheet, with no style of their own and no application script", async () => {
    const page = await (await pageApp().request('/plain')).text();
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain(`<link rel="stylesheet" href="${stylesheet}"/>`);
    expect(page).not.toMatch(/<style|\bstyle="|type="module"|<script\b[^>]*\bsrc=/);
    // The theme script alone, so a dark theme paints before anything.
    expect(scriptsOf(page)).toEqual([themeScript]);
  });

  it('allow only their own inline scripts, by hash, and styles from the site alone', async () => {
    const plain = await pageApp().request('/plain');
    const csp = plain.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain(`script-src 'sha256-${sha256(themeScript)}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(plain.headers.get('Cache-Control')).toBe('private, no-store');

    const scripted = await pageApp().request('/scripted');
    expect(scriptsOf(await scripted.text())).toEqual([themeScript, ownScript]);
    expect(scripted.headers.get('Content-Security-Policy')).toContain(
      `script-src 'sha256-${sha256(themeScript)}' 'sha256-${sha256(ownScript)}';`,
    );
  });

  it('frame the body with the brand linking home, escaping what it is given', async () => {
    const page = await (await pageApp().request('/page')).text();
    expect(page).toMatch(
      new RegExp(
        `<header[^>]*>[\\s\\S]*<a href="/"[^>]*><svg[\\s\\S]*</svg>${productDefaults.brand}</a>`,
      ),
    );
    expect(page).toMatch(/<h1[^>]*>Hello &lt;you&gt;<\/h1>/);
    expect(page).toContain(`<title>A page | ${productDefaults.brand}</title>`);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('add a refresh only when asked for one', async () => {
    const app = pageApp();
    expect(await (await app.request('/page')).text()).toContain(
      '<meta http-equiv="refresh" content="0; url=/file?a=1&amp;b=2"/>',
    );
    expect(await (await app.request('/plain')).text()).not.toContain('http-equiv="refresh"');
  });
});
