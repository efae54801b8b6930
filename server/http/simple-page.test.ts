import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { describe, expect, it } from 'vitest';
import { productDefaults } from '#server/site-settings/product.ts';
import { siteContext } from '#server/site-settings/site-context.ts';
import { defaultSettings, fixedSettings } from '#server/site-settings/site-settings.ts';
import { testConfig } from '#tests/mail-fixtures.ts';
import { simplePage } from './simple-page.ts';

function pageApp() {
  const app = new Hono();
  const config = testConfig();
  app.use(siteContext(fixedSettings(defaultSettings(config)), config));
  app.get('/page', (c) =>
    simplePage(c, {
      title: 'A page',
      body: html`<h1>Hello ${'<you>'}</h1>`,
      refresh: { seconds: 0, url: '/file?a=1&b=2' },
    }),
  );
  app.get('/plain', (c) => simplePage(c, { title: 'Plain', body: html`<h1>Plain</h1>` }));
  app.get('/styled', (c) =>
    simplePage(c, { title: 'Styled', body: html`<h1>Styled</h1>`, styles: ownStyles }),
  );
  return app;
}

const ownStyles = '.figures { width: 100%; }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const styleOf = (page: string) => /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';

describe('simple pages', () => {
  it('serve their style sheet as written, so the font rule holds', async () => {
    const page = await (await pageApp().request('/page')).text();
    const style = styleOf(page);
    expect(style).toContain(
      "font: 16px/1.6 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;",
    );
    expect(style).not.toMatch(/&#39;|&quot;|&amp;|&lt;|&gt;/);
    expect(style).toContain('@media (prefers-color-scheme: dark)');
  });

  it('allow exactly their own style sheet, and nothing else, in the CSP', async () => {
    const response = await pageApp().request('/page');
    const hash = createHash('sha256')
      .update(styleOf(await response.text()))
      .digest('base64');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('frame the body with the brand linking home, escaping what it is given', async () => {
    const page = await (await pageApp().request('/page')).text();
    expect(page).toMatch(
      new RegExp(`<a class="brand" href="/">[\\s\\S]*${productDefaults.brand}</a>`),
    );
    expect(page).toContain('<h1>Hello &lt;you&gt;</h1>');
    expect(page).toContain(`<title>A page | ${productDefaults.brand}</title>`);
    expect(page).not.toMatch(/ style="/);
  });

  it('add a refresh only when asked for one', async () => {
    const app = pageApp();
    expect(await (await app.request('/page')).text()).toContain(
      '<meta http-equiv="refresh" content="0; url=/file?a=1&amp;b=2" />',
    );
    expect(await (await app.request('/plain')).text()).not.toContain('http-equiv="refresh"');
  });

  it('add a page style sheet of its own after the shared one, allowed by its hash alone', async () => {
    const response = await pageApp().request('/styled');
    const page = await response.text();
    const sheets = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(sheets).toHaveLength(2);
    expect(sheets[1]).toBe(ownStyles);
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `style-src 'sha256-${sha256(sheets[0] ?? '')}' 'sha256-${sha256(ownStyles)}';`,
    );
    const plain = await pageApp().request('/plain');
    expect(plain.headers.get('Content-Security-Policy')).not.toContain(sha256(ownStyles));
  });
});
