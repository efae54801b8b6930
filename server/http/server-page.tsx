import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerPageDocument, serverPageScripts } from '#app/server-pages/server-page-document.tsx';
import { fillHtmlPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import './page-stylesheets.ts';
import './site-variable.ts';

export interface ServerPage {
  title: string;
  /** The card's content, written with the parts of app/server-pages/server-page-parts.tsx. */
  body: ReactNode;
  status?: ContentfulStatusCode;
  /** Seconds and URL of a `<meta http-equiv="refresh">`: a script-free way to start a download. */
  refresh?: { seconds: number; url: string };
  /**
   * A small inline script that only helps (the page works without it), allowed by its hash.
   * A fixed text: nothing of a request may go into it, or the hash would vary with it.
   */
  script?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

// Styles from the site's own stylesheet and nothing inline; scripts by their hashes alone.
function contentSecurityPolicy(page: ServerPage): string {
  const scripts = serverPageScripts(page.script).map((script) => `'sha256-${sha256(script)}'`);
  return [
    "default-src 'none'",
    "style-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page as HTML: rendered by React on the server like the site's pages, with the site's
 * stylesheets and no application code. Copy names the site's facts as {{placeholders}}.
 */
export function renderServerPage(page: ServerPage, stylesheets: readonly string[]): string {
  const markup = renderToStaticMarkup(
    <ServerPageDocument
      title={`${page.title} | {{brand}}`}
      stylesheets={stylesheets}
      refresh={page.refresh}
      script={page.script}
      brand="{{brand}}"
    >
      {page.body}
    </ServerPageDocument>,
  );
  return `<!doctype html>${markup}`;
}

/** Answers with a server page; never cached, as these pages carry a visitor's own link. */
export async function serverPage(c: Context, page: ServerPage): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Security-Policy', contentSecurityPolicy(page));
  const stylesheets = (await c.get('stylesheets')?.()) ?? [];
  const markup = renderServerPage(page, stylesheets);
  // Filled from this request's settings.
  const site = c.get('site')?.();
  return c.html(
    site ? fillHtmlPlaceholders(markup, placeholderValues(site)) : markup,
    page.status ?? 200,
  );
}
