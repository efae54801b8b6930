import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HttpError } from './http-error.ts';
import { simplePage } from './simple-page.ts';

function titleFor(status: number): string {
  if (status === 404) return 'Page not found';
  if (status === 429) return 'Too many attempts';
  if (status === 413) return 'That was too large';
  if (status === 403) return 'This request was refused';
  if (status < 500) return 'We could not use that request';
  return 'Something went wrong';
}

/** What a visitor sees when a form post or a link of ours fails: the error's message, in the site's frame. */
export function errorPage(c: Context, error: HttpError): Promise<Response> {
  const title = titleFor(error.status);
  return simplePage(c, {
    title,
    status: error.status,
    body: html`<h1>${title}</h1>
      <p>${error.message}</p>
      <p class="actions"><a class="button" href="/">Back to the home page</a></p>`,
  });
}
