import { html } from 'hono/html';
import type { SimplePage } from '#server/http/simple-page.ts';

// The pages behind the unsubscribe link of every marketing mail (broadcasts, automations).

export function newsUnsubscribePromptPage(token: string): SimplePage {
  return {
    title: 'Unsubscribe',
    body: html`<h1>Unsubscribe from news and tips</h1>
      <p>You will receive no more news, tips or announcements from {{brand}}.</p>
      <form method="post" action="unsubscribe?token=${encodeURIComponent(token)}" class="actions">
        <button type="submit" class="button">Unsubscribe</button>
      </form>`,
  };
}

export const newsUnsubscribedPage: SimplePage = {
  title: 'Unsubscribed',
  body: html`<h1>You are unsubscribed</h1>
    <p>You will receive no more news, tips or announcements from us.</p>
    <p>Mail about your own order, such as your download link, still reaches you.</p>
    <div class="actions"><a class="button" href="/">Back to {{brand}}</a></div>`,
};
