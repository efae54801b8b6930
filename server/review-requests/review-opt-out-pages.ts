import { html } from 'hono/html';
import type { SimplePage } from '#server/http/simple-page.ts';

// The pages behind the stop link of review-request mail.

export function stopPromptPage(token: string): SimplePage {
  return {
    title: 'Stop review requests',
    body: html`<h1>Stop review requests</h1>
      <p>We will not ask this address for a review again.</p>
      <form method="post" action="stop?token=${encodeURIComponent(token)}" class="actions">
        <button type="submit" class="button">Stop review requests</button>
      </form>`,
  };
}

export const stoppedPage: SimplePage = {
  title: 'Review requests stopped',
  body: html`<h1>No more review requests</h1>
    <p>We will not ask this address for a review again.</p>
    <div class="actions"><a class="button" href="/">Back to {{brand}}</a></div>`,
};
