// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderServerPage } from '#server/http/server-page.tsx';
import { passwordsDifferMessage } from '#shared/contracts/auth.ts';
import { setPasswordFormPage } from './set-password-pages.tsx';
import { matchPasswordsScript } from './set-password-script.ts';

const link = { token: 'tok', purpose: 'reset', email: 'owner@shop.example' } as const;

function field(id: 'password' | 'confirm'): HTMLInputElement {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no #${id} field`);
  return input;
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The page as the server writes it, with its script run the way the browser runs it. */
function openPage(typed?: { password: string; confirm: string }): HTMLFormElement {
  const markup = renderServerPage(
    setPasswordFormPage(link, typed ? { errors: { confirm: 'x' }, typed } : undefined),
    [],
  );
  document.documentElement.innerHTML = markup;
  // Markup set this way does not run its scripts: run the page's own script as it is.
  const script = document.querySelector('body script');
  expect(script?.textContent).toBe(matchPasswordsScript);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the script under test
  const run = new Function(matchPasswordsScript) as () => void;
  run();
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

describe('the set-password page script', () => {
  beforeEach(() => {
    document.documentElement.innerHTML = '';
  });

  it('keeps the form from being sent while the two passwords differ, saying why', () => {
    const form = openPage();
    type(field('password'), 'a brand new passphrase');
    type(field('confirm'), 'a brand new passphrasf');
    expect(form.checkValidity()).toBe(false);
    expect(field('confirm').validationMessage).toBe(passwordsDifferMessage);

    type(field('confirm'), 'a brand new passphrase');
    expect(form.checkValidity()).toBe(true);
    type(field('password'), 'a brand new passphrase, longer');
    expect(form.checkValidity()).toBe(false);
  });

  it('checks the values the server sent back at once', () => {
    const form = openPage({ password: 'first choice here', confirm: 'first choise here' });
    expect(field('password').value).toBe('first choice here');
    expect(form.checkValidity()).toBe(false);
  });
});
