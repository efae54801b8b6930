import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { darkPalette, fontStack, lightPalette, type Palette } from '#server/brand/brand-style.ts';
import '#server/site-settings/site-context.ts';
import { customProperties } from '#shared/palette.ts';
import { fillHtmlPlaceholders, placeholderValues } from '#shared/placeholders.ts';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface SimplePage {
  title: string;
  /** Already escaped markup, written with hono/html's `html` template. */
  body: Markup;
  status?: ContentfulStatusCode;
  /** Seconds and URL of a `<meta http-equiv="refresh">`: a script-free way to start a download. */
  refresh?: { seconds: number; url: string };
  /**
   * A small inline script that only helps (the page works without it), allowed by its hash.
   * A fixed text: nothing of a request may go into it, or the hash would vary with it.
   */
  script?: string;
  /**
   * A fixed style sheet of the page's own, after the shared one, allowed by its hash like it
   * (a receipt's table and print layout). Nothing of a request may go into it.
   */
  styles?: string;
}

const declarations = (palette: Palette) =>
  Object.entries(customProperties(palette))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

// Small server pages (download, test checkout, newsletter links) need no React and no
// script: plain HTML in the site's look that works with scripts off.
export const simplePageStyles = `
:root { color-scheme: light dark; ${declarations(lightPalette)} }
@media (prefers-color-scheme: dark) { :root { ${declarations(darkPalette)} } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 ${fontStack}; background: var(--background); color: var(--foreground); -webkit-font-smoothing: antialiased; }
header { border-bottom: 1px solid var(--border); }
.bar { max-width: 72rem; height: 4rem; margin: 0 auto; padding: 0 1rem; display: flex; align-items: center; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; color: var(--foreground); font-size: 1.125rem; font-weight: 700; line-height: 1.25; text-decoration: none; }
.brand svg { width: 1.5rem; height: 1.5rem; flex-shrink: 0; color: var(--primary); }
main { max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }
.card { padding: 2rem; background: var(--card); border: 1px solid var(--border); border-radius: 0.5rem; box-shadow: 0 1px 2px rgb(0 0 0 / 0.05); }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.3; }
p, li { color: var(--muted-foreground); }
strong { color: var(--foreground); }
a { color: var(--primary); text-underline-offset: 3px; }
.amount { display: block; font-size: 2rem; font-weight: 700; line-height: 1.3; color: var(--foreground); }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 2rem; border: 0; border-radius: 0.5rem; background: var(--primary); color: var(--primary-foreground); font: inherit; font-weight: 500; text-decoration: none; cursor: pointer; }
.button:hover { opacity: 0.9; }
.button:focus-visible, a:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
.actions { display: flex; gap: 0.75rem 1.5rem; align-items: center; flex-wrap: wrap; margin-top: 1.5rem; }
.actions a:not(.button) { display: inline-flex; align-items: center; min-height: 2.75rem; }
.notice { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--warning); color: var(--warning-foreground); }
.notice strong { color: inherit; }
label { display: block; margin-top: 1.25rem; font-weight: 500; color: var(--foreground); }
input:not([type=hidden]) { display: block; width: 100%; min-height: 2.75rem; margin-top: 0.375rem; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--background); color: var(--foreground); font: inherit; }
input[readonly] { background: var(--card); color: var(--muted-foreground); }
input[aria-invalid=true] { border: 2px solid var(--warning-foreground); }
input:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
.hint, .field-error { margin: 0.375rem 0 0; font-size: 0.875rem; }
.field-error { padding: 0.25rem 0.5rem; border-radius: 0.25rem; background: var(--warning); color: var(--warning-foreground); font-weight: 500; }
@media (max-width: 30rem) { main { margin: 1.5rem auto; } .card { padding: 1.5rem 1.25rem; } .actions .button { width: 100%; } }
`;

// The style element is allowed by its hash alone, and a page's one script likewise: no other
// source, no inline style.
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const styleHash = sha256(simplePageStyles);
// Built apart from the page template, whose formatting would add whitespace the hash covers.
const styleElement = raw(`<style>${simplePageStyles}</style>`);
function contentSecurityPolicy({ script, styles }: SimplePage): string {
  const ownStyle = styles === undefined ? '' : ` 'sha256-${sha256(styles)}'`;
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'${ownStyle}`,
    ...(script === undefined ? [] : [`script-src 'sha256-${sha256(script)}'`]),
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The site header's scale mark (lucide "scale"), inline so the page loads nothing else.
const brandMark = html`<svg
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
  aria-hidden="true"
>
  <path d="M12 3v18" />
  <path d="m19 8 3 8a5 5 0 0 1-6 0zV7" />
  <path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" />
  <path d="m5 8 3 8a5 5 0 0 1-6 0zV7" />
  <path d="M7 21h10" />
</svg>`;

export function renderSimplePage(page: SimplePage): Markup {
  const { refresh } = page;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        ${
          refresh
            ? html`<meta http-equiv="refresh" content="${refresh.seconds}; url=${refresh.url}" />`
            : ''
        }
        <title>${page.title} | {{brand}}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${styleElement}${page.styles === undefined ? '' : raw(`<style>${page.styles}</style>`)}
      </head>
      <body>
        <header>
          <div class="bar"><a class="brand" href="/">${brandMark}{{brand}}</a></div>
        </header>
        <main>
          <div class="card">${page.body}</div>
        </main>
        ${page.script === undefined ? '' : raw(`<script>${page.script}</script>`)}
      </body>
    </html>`;
}

/** Answers with a simple page; never cached, as these pages carry a visitor's own link. */
export async function simplePage(c: Context, page: SimplePage): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Security-Policy', contentSecurityPolicy(page));
  // Copy names the site's facts as {{placeholders}}, filled from this request's settings.
  const site = c.get('site')?.();
  const markup = (await renderSimplePage(page)).toString();
  return c.html(
    site ? fillHtmlPlaceholders(markup, placeholderValues(site)) : markup,
    page.status ?? 200,
  );
}
