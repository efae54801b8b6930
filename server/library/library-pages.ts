import { html } from 'hono/html';
import { libraryCopy } from '#content/library.ts';
import type { SimplePage } from '#server/http/simple-page.ts';
import { libraryPaths } from '#shared/contracts/library.ts';

const copy = libraryCopy.pages;

// The pages of the library's links and downloads; the library itself is a React page.

/** A GET of the mailed link: a button, since mail scanners open links and must not use it. */
export function signInPromptPage(token: string): SimplePage {
  return {
    title: copy.prompt.title,
    body: html`<h1>${copy.prompt.title}</h1>
      <p>${copy.prompt.text}</p>
      <form method="post" action="${libraryPaths.signIn(token)}" class="actions">
        <button type="submit" class="button">${copy.prompt.button}</button>
      </form>`,
  };
}

/** A used, expired or unknown link, with the form for a new one (the library page's action). */
export const expiredLinkPage: SimplePage = {
  title: copy.expired.title,
  status: 410,
  body: html`<h1>${copy.expired.title}</h1>
    <p>${copy.expired.text}</p>
    <form method="post" action="${libraryPaths.page}">
      <label for="email">${libraryCopy.signIn.emailLabel}</label>
      <input id="email" name="email" type="email" autocomplete="email" required />
      <div class="actions">
        <button type="submit" class="button">${libraryCopy.signIn.submit}</button>
      </div>
    </form>`,
};

function refusal(title: string, text: string, status: 403 | 404 | 429): SimplePage {
  return {
    title,
    status,
    body: html`<h1>${title}</h1>
      <p>${text}</p>
      <div class="actions"><a class="button" href="${libraryPaths.page}">${copy.back}</a></div>`,
  };
}

export const downloadLimitPage = (perDay: number) =>
  refusal(copy.limit.title, copy.limit.text(perDay), 429);
export const notYourOrderPage = refusal(copy.notYours.title, copy.notYours.text, 404);
export const refundedOrderPage = refusal(copy.refunded.title, copy.refunded.text, 403);
