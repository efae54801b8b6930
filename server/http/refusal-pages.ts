import { html } from 'hono/html';
import type { SimplePage } from './simple-page.ts';

// The pages of the server's own forms and links (newsletter, set password) for a request
// they cannot use; the API and the React pages answer with errorResponse instead.

const openMailAgain = 'Please open the link from the mail again.';

export const malformedFormPage: SimplePage = {
  title: 'Request not understood',
  status: 400,
  body: html`<h1>We could not read this request</h1>
    <p>${openMailAgain}</p>`,
};

/** `advice` says what to do instead; by default, to open the mail's link again. */
export function requestTooLargePage(advice = openMailAgain): SimplePage {
  return {
    title: 'Request too large',
    status: 413,
    body: html`<h1>Request too large</h1>
      <p>${advice}</p>`,
  };
}

export const notFoundPage: SimplePage = {
  title: 'Page not found',
  body: html`<h1>Page not found</h1>
    <p>There is no page at this address.</p>
    <p><a class="button" href="/">Go to the home page</a></p>`,
  status: 404,
};
