import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { productDefaults } from '#server/site/product.ts';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface SimplePage {
  title: string;
  /** Already escaped markup, written with hono/html's `html` template. */
  body: Markup;
  status?: ContentfulStatusCode;
}

// Small server pages (download, test checkout, newsletter links) need no React and no
// script: plain HTML that works with scripts off and under the strictest CSP.
const styles = `
  :root { color-scheme: light dark; --fg: #1f2433; --muted: #5b6275; --bg: #f6f7fb; --card: #fff; --primary: #2546a8; --border: #dde1ea; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eef0f6; --muted: #b4bacb; --bg: #141827; --card: #1d2235; --primary: #8fb0ff; --border: #343b55; } }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 0 1rem; font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--bg); color: var(--fg); }
  main { max-width: 34rem; margin: 4rem auto; padding: 2rem; background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  p, li { color: var(--muted); }
  .brand { display: block; margin-bottom: 1.5rem; color: var(--fg); font-weight: 700; text-decoration: none; }
  .button { display: inline-block; padding: 0.7rem 1.4rem; border: 0; border-radius: 0.5rem; background: var(--primary); color: var(--card); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  .button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
  .actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; margin-top: 1.5rem; }
  .notice { padding: 0.75rem 1rem; border-radius: 0.5rem; border: 1px solid var(--border); }
  a { color: var(--primary); }
`;

export function renderSimplePage(page: SimplePage): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${page.title} | ${productDefaults.brand}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          <a class="brand" href="/">${productDefaults.brand}</a>
          ${page.body}
        </main>
      </body>
    </html>`;
}

/** Answers with a simple page; never cached, as these pages carry a visitor's own link. */
export async function simplePage(c: Context, page: SimplePage): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  return c.html(await renderSimplePage(page), page.status ?? 200);
}
