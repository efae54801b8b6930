import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import type { FormReply } from '#app/lib/form-reply.ts';
import { libraryCopy } from '#content/library.ts';
import { notices } from '#content/notices.ts';
import { emailRule } from '#shared/contracts/field-rules.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { libraryPaths, type LibraryView } from '#shared/contracts/library.ts';
import { renderIslandForm, toastOf } from '#tests/island-form-page.tsx';
import { serverMarkup } from '#tests/island-page.tsx';
import { libraryAction } from './library-action.server.ts';
import { LibraryPage } from './library-page.tsx';

const copy = libraryCopy.signIn;
const buyer = 'parent@example.com';

function renderMarkup(view: LibraryView | null, reply?: FormReply<string>) {
  document.body.innerHTML = serverMarkup(<LibraryPage view={view} reply={reply} />);
}

let island: ReturnType<typeof renderIslandForm> | undefined;

function renderWithIsland(requestLibraryLink: FormActions['requestLibraryLink']) {
  island = renderIslandForm((reply) => <LibraryPage view={null} reply={reply} />, libraryAction, {
    requestLibraryLink,
  });
  return {
    ...island,
    email: () => screen.getByRole('textbox', { name: copy.emailLabel }),
    send: () => screen.getByRole('button', { name: copy.submit }),
    user: userEvent.setup(),
  };
}

const scopeOf = (element: Element) => element.closest(`[${formMarkup.scope}]`);

afterEach(() => {
  island?.cleanup();
  island = undefined;
  document.body.innerHTML = '';
});

describe('LibraryPage as the server renders it', () => {
  it('signed out, is a sign-in form posting to the library in its scope, the e-mail carrying its rule', () => {
    renderMarkup(null);
    const email = screen.getByRole('textbox', { name: copy.emailLabel });
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();
    expect(JSON.parse(email.getAttribute(formMarkup.rule) ?? 'null')).toEqual(emailRule);
    const form = email.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', libraryPaths.page);
    expect(form).toHaveAttribute('data-missing-title', notices.emailRequired.title);
    expect(form).toHaveAttribute('data-failure-title', copy.failure.title);
    expect(scopeOf(email)).toHaveAttribute(formMarkup.scope, 'library-sign-in');
  });

  it('shows the red field and the typed address of a refused post', () => {
    renderMarkup(null, {
      intent: 'library-sign-in',
      values: { email: 'parent@' },
      errors: { email: 'Enter a valid email address, like name@example.com.' },
      notice: { title: 'Invalid', description: 'Fix the fields.', variant: 'error' },
    });
    const email = screen.getByRole('textbox', { name: copy.emailLabel });
    expect(email).toHaveValue('parent@');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('answers a sent link with the sent card in the form\'s scope, and "another" links to the empty form', () => {
    renderMarkup(null, {
      intent: 'library-sign-in',
      values: { email: buyer },
      errors: {},
      notice: { title: copy.sentTitle, description: copy.sent(buyer), variant: 'success' },
    });
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent(copy.sent(buyer));
    expect(scopeOf(card)).toHaveAttribute(formMarkup.scope, 'library-sign-in');
    expect(screen.getByRole('link', { name: copy.another })).toHaveAttribute(
      'href',
      libraryPaths.page,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('signed in, lists the orders with plain forms for the download, the own data and the sign-out', () => {
    const view: LibraryView = {
      email: buyer,
      guide: { updatedAt: '2026-11-02T00:00:00.000Z', pages: 40 },
      orders: [
        {
          id: 'ord_1',
          item: 'The guide',
          status: 'completed',
          purchasedAt: '2026-11-01T00:00:00.000Z',
          paid: 47,
          currency: 'USD',
          discount: 0,
          discountCode: null,
          refundedAt: null,
          refundWindowEndsAt: '2099-12-01T00:00:00.000Z',
          receiptUrl: '/receipt/ord_1',
          downloadsLeftToday: 3,
        },
      ],
    };
    renderMarkup(view);
    const forms = [...document.querySelectorAll('form')].map((form) => form.getAttribute('action'));
    expect(forms).toEqual([
      libraryPaths.signOut,
      libraryPaths.download('ord_1'),
      libraryPaths.myData,
    ]);
    expect(screen.getByRole('button', { name: /Download the guide/ })).toBeEnabled();
    // The buyer's own data: the session says whose, so the form sends no address.
    const myData = screen.getByRole('button', { name: libraryCopy.signedIn.myData });
    expect(myData.closest('form')).toHaveAttribute('method', 'post');
    expect(myData.closest('form')?.querySelectorAll('input')).toHaveLength(0);
    expect(screen.getByRole('region', { name: libraryCopy.signedIn.myDataTitle })).toContainElement(
      myData,
    );
  });
});

describe('LibraryPage with its form island', () => {
  it("asks for the e-mail with 'Email Required' and sends nothing", async () => {
    const page = renderWithIsland(vi.fn());
    await page.user.click(page.send());

    await vi.waitFor(() => expect(page.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(page.toasts).toEqual([toastOf(notices.emailRequired, 'error')]);
    expect(page.posts).toEqual([]);
    expect(page.email()).toHaveFocus();
  });

  it('puts the sent card in place of the form, with the same words for every address', async () => {
    const requestLibraryLink = vi.fn(() => Promise.resolve({ ok: true as const }));
    const page = renderWithIsland(requestLibraryLink);
    await page.user.type(page.email(), buyer);
    await page.user.click(page.send());

    expect(await screen.findByRole('status')).toHaveTextContent(copy.sent(buyer));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(requestLibraryLink).toHaveBeenCalledWith(buyer, '203.0.113.7');
  });

  it("keeps the address and toasts the server's refusal", async () => {
    const refusal = 'Too many requests. Please wait a moment.';
    const page = renderWithIsland(() =>
      Promise.resolve({ ok: false as const, status: 429, message: refusal }),
    );
    await page.user.type(page.email(), buyer);
    await page.user.click(page.send());

    await vi.waitFor(() => expect(page.toasts).toHaveLength(1));
    expect(page.toasts).toEqual([
      toastOf({ title: copy.failure.title, description: refusal }, 'error'),
    ]);
    expect(page.email()).toHaveValue(buyer);
  });
});
