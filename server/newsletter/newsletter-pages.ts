import { html } from 'hono/html';
import type { SimplePage } from '#server/http/simple-page.ts';

// The pages behind the links in newsletter mail. Forms post to relative URLs, so the pages
// work wherever the routes are mounted.

export function confirmPromptPage(token: string): SimplePage {
  return {
    title: 'Confirm your subscription',
    body: html`<h1>Confirm your subscription</h1>
      <p>One click and you will receive the {{brand}} newsletter.</p>
      <form method="post" action="confirm" class="actions">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit" class="button">Confirm my subscription</button>
      </form>`,
  };
}

export const confirmedPage: SimplePage = {
  title: 'Subscription confirmed',
  body: html`<h1>Thank you, you are subscribed</h1>
    <p>Your subscription is confirmed. A welcome mail is on its way.</p>
    <p>Every mail we send has a link to unsubscribe, in case you change your mind.</p>
    <div class="actions"><a class="button" href="/">Back to {{brand}}</a></div>`,
};

export const alreadyConfirmedPage: SimplePage = {
  title: 'Link already used',
  status: 410,
  body: html`<h1>This link was already used</h1>
    <p>Your subscription is already confirmed: there is nothing more to do.</p>
    <div class="actions"><a class="button" href="/">Back to {{brand}}</a></div>`,
};

export const confirmLinkWithdrawnPage: SimplePage = {
  title: 'Link no longer valid',
  status: 410,
  body: html`<h1>This link is no longer valid</h1>
    <p>
      This address was unsubscribed after the link was sent. To receive the newsletter again,
      subscribe once more on our site.
    </p>
    <div class="actions"><a class="button" href="/">Go to {{brand}}</a></div>`,
};

export function unknownLinkPage(supportEmail: string): SimplePage {
  return {
    title: 'Link not found',
    status: 404,
    body: html`<h1>We do not recognize this link</h1>
      <p>
        It may be incomplete: some mail programs break long links. Open it again from the mail, or
        copy the whole link into the address bar.
      </p>
      <p>Still stuck? Write to <a href="mailto:${supportEmail}">${supportEmail}</a>.</p>`,
  };
}

export function unsubscribePromptPage(token: string): SimplePage {
  return {
    title: 'Unsubscribe',
    body: html`<h1>Unsubscribe from the newsletter</h1>
      <p>You will receive no more newsletter mail from {{brand}}.</p>
      <form method="post" action="unsubscribe?token=${encodeURIComponent(token)}" class="actions">
        <button type="submit" class="button">Unsubscribe</button>
      </form>`,
  };
}

export const unsubscribedPage: SimplePage = {
  title: 'Unsubscribed',
  body: html`<h1>You are unsubscribed</h1>
    <p>You will receive no more newsletter mail from us.</p>
    <p>Changed your mind? You can subscribe again on our site at any time.</p>
    <div class="actions"><a class="button" href="/">Back to {{brand}}</a></div>`,
};
