import { setFormBusy, isFormBusy } from '#app/islands/form-busy.ts';
import {
  checkField,
  fieldOf,
  fieldValue,
  isFlagged,
  isMissing,
  ruledFields,
  showCheck,
} from '#app/islands/form-checks.ts';
import { announceNewMarkup } from '#app/islands/island.ts';
import { showToast, type ToastDetail } from '#app/islands/toast.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { formMarkup } from './form-markup.ts';

/**
 * The one behaviour of the public pages' forms (island-form.tsx), driven by their markup only
 * (form-markup.ts), so it knows no form. Each field is checked by the rule it carries, with
 * the server's words: on send, when left holding something, and while red as it is edited.
 * Once they pass, the post the form makes without scripts is sent:
 * - by the browser itself when the form leaves the page (`data-leaves-page`), busy meanwhile;
 * - else by fetch, and the server's answer, the page rendered for it, is put in place: its
 *   element of the form's scope (`data-form-scope` around the form), else its form of the
 *   same intent; for a GET form, each of its parts (`data-part`), and the address becomes
 *   the one the form made.
 * The answer's notice shows as a toast. No contract code (zod) reaches the browser.
 */

function intentOf(form: HTMLFormElement): string | undefined {
  const intent = form.elements.namedItem('intent');
  return intent instanceof HTMLInputElement ? intent.value : undefined;
}

/** What the form holds with its submitter, as the browser sends it (its formdata listeners add theirs). */
function formEntries(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const entries = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter))
    if (typeof value === 'string') entries.append(name, value);
  return entries;
}

function noticeToast(notice: Element): ToastDetail {
  const variant = notice.getAttribute('data-form-notice');
  const description = notice.querySelector('[data-notice-description]')?.textContent;
  return {
    message: notice.querySelector('[data-notice-title]')?.textContent ?? '',
    kind: variant === 'success' || variant === 'error' ? variant : 'info',
    ...(description ? { description } : {}),
  };
}

/** Takes the notice out of answered markup, to show it as a toast instead. */
function takeNotice(answer: ParentNode): ToastDetail | undefined {
  const notice = answer.querySelector('[data-form-notice]');
  notice?.remove();
  return notice ? noticeToast(notice) : undefined;
}

/** Focus where it helps after an answer: the first red field, else the first control. */
function focusAnswer(scope: Element, hadFocus: boolean): void {
  const flagged = [...scope.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id);
  if (flagged.length > 0) return focusFirstField(flagged);
  if (!hadFocus) return;
  const control =
    scope.querySelector<HTMLElement>('button[type="submit"]') ??
    scope.querySelector<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button, a[href]',
    );
  if (control) return control.focus();
  // Nothing to act on (thanks in place of the form): the answer itself, so it is read.
  if (scope instanceof HTMLElement) {
    scope.tabIndex = -1;
    scope.focus();
  }
}

/** Puts answered markup in place of `current` and brings its islands to life. */
function replace(current: Element, answered: Element): Element {
  const hadFocus = current.contains(document.activeElement);
  const notice = takeNotice(answered);
  const node = document.importNode(answered, true);
  current.replaceWith(node);
  announceNewMarkup(node);
  if (notice) showToast(notice);
  focusAnswer(node, hadFocus);
  return node;
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** A POST's answer: the scope around the form, else the form's fields, replaced by the answered ones. */
function showPostAnswer(form: HTMLFormElement, page: Document): void {
  const scope = form.closest(`[${formMarkup.scope}]`);
  const value = scope?.getAttribute(formMarkup.scope);
  const answeredScope =
    value === undefined
      ? undefined
      : [...page.querySelectorAll(`[${formMarkup.scope}]`)].find(
          (element) => element.getAttribute(formMarkup.scope) === value,
        );
  if (scope && answeredScope) return void replace(scope, answeredScope);
  const intent = intentOf(form);
  const answer = [...page.querySelectorAll('form')].find((other) => intentOf(other) === intent);
  if (!answer) throw new Error('No form in the answer.');
  const hadFocus = form.contains(document.activeElement);
  const notice = takeNotice(answer);
  form.replaceChildren(...[...answer.childNodes].map((node) => document.importNode(node, true)));
  announceNewMarkup(form);
  if (notice) showToast(notice);
  focusAnswer(form, hadFocus);
}

/** A GET's answer: each part of the page by the answered page's, and the address the form made. */
function showGetAnswer(page: Document, url: URL): void {
  const answered = new Map(
    [...page.querySelectorAll(`[${formMarkup.part}]`)].map((part) => [
      part.getAttribute(formMarkup.part),
      part,
    ]),
  );
  const parts = [...document.querySelectorAll(`[${formMarkup.part}]`)].flatMap((current) => {
    const part = answered.get(current.getAttribute(formMarkup.part));
    return part ? [{ current, part }] : [];
  });
  if (parts.length === 0) throw new Error('No part in the answer.');
  history.replaceState(history.state, '', url);
  for (const { current, part } of parts) replace(current, part);
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const entries = formEntries(form, submitter);
  const get = form.method === 'get';
  const url = new URL(form.action);
  if (get) url.search = entries.toString();
  setFormBusy(form, true);
  form.querySelector('[data-form-notice]')?.remove();
  try {
    const response = await fetch(url, {
      method: get ? 'GET' : 'POST',
      ...(get ? {} : { body: entries }),
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
    const page = parse(await response.text());
    // Idle before the answer shows, so focus may go to its button.
    setFormBusy(form, false);
    if (get) showGetAnswer(page, url);
    else showPostAnswer(form, page);
  } catch (error) {
    showFailure(form, error);
  }
}

/** No answer to show (offline, an error page): what was typed stays, with the form's failure notice. */
function showFailure(form: HTMLFormElement, error: unknown): void {
  const { failureTitle = '', failureDescription } = form.dataset;
  console.error(`${failureTitle}:`, error);
  setFormBusy(form, false);
  showToast({
    message: failureTitle,
    kind: 'error',
    ...(failureDescription ? { description: failureDescription } : {}),
  });
}

/** Every field checked: the red ones flagged, the first focused, the form's notice shown. */
function checkAll(form: HTMLFormElement): boolean {
  const red = ruledFields(form).filter((field) => !showCheck(field, checkField(field)));
  if (red.length === 0) return true;
  focusFirstField(red.map((field) => field.id));
  const { missingTitle, missingDescription, invalidTitle, invalidDescription } = form.dataset;
  const missing = red.some(isMissing);
  const description = missing ? missingDescription : invalidDescription;
  showToast({
    message: (missing ? missingTitle : invalidTitle) ?? '',
    kind: 'error',
    ...(description ? { description } : {}),
  });
  return false;
}

export function mount(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return;
  const form = root;
  form.addEventListener('submit', (event) => {
    if (isFormBusy(form) || !checkAll(form)) return event.preventDefault();
    if (form.hasAttribute(formMarkup.leavesPage)) {
      // The browser posts the form once this event is over; a button disabled before that
      // would not send its name and value.
      setTimeout(() => setFormBusy(form, true), 0);
      return;
    }
    event.preventDefault();
    void send(form, event.submitter);
  });
  // A field is judged once left holding something; a red one again on every edit (one the
  // server flagged with no rule to check it by clears).
  form.addEventListener('focusout', (event) => {
    const field = fieldOf(event.target);
    if (field?.hasAttribute(formMarkup.rule) && fieldValue(field).trim() !== '')
      showCheck(field, checkField(field));
  });
  form.addEventListener('input', (event) => {
    const field = fieldOf(event.target);
    if (field && isFlagged(field)) showCheck(field, checkField(field));
  });
  // Back from another page, a form restored from the back-forward cache may still be busy.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setFormBusy(form, false);
  });
}
