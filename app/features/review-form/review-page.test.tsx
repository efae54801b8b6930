import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import type { FormReply } from '#app/lib/form-reply.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { reviewRules, type ReviewLink } from '#shared/contracts/reviews.ts';
import { renderIslandForm, toastOf } from '#tests/island-form-page.tsx';
import { serverMarkup } from '#tests/island-page.tsx';
import { reviewAction } from './review-action.server.ts';
import { ReviewPage } from './review-page.tsx';

const open: ReviewLink = { state: 'open', suggestedName: 'Maria G.' };
const action = '/review/tok_1';
const review = 'It told me exactly what to file, and when.';

// The home button is a router link: the page is drawn inside the server's router.
const page = (link: ReviewLink, reply?: FormReply<string>) => (
  <MemoryRouter>
    <ReviewPage link={link} action={action} reply={reply} />
  </MemoryRouter>
);

/** The page as the server sends it, with no island: what a visitor without scripts gets. */
function renderMarkup(link: ReviewLink = open, reply?: FormReply<string>) {
  document.body.innerHTML = serverMarkup(page(link, reply));
}

let island: ReturnType<typeof renderIslandForm> | undefined;

/** The page with its form island, answered by the page's real action. */
function renderWithIsland(submitReview: FormActions['submitReview'] = vi.fn(() => ok)) {
  island = renderIslandForm(
    (reply) => page(open, reply),
    (posted, context) => reviewAction('tok_1', posted, context),
    { submitReview },
  );
  return { ...island, user: userEvent.setup() };
}
const ok = Promise.resolve({ ok: true as const });

function form() {
  return {
    stars: (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }),
    body: screen.getByRole('textbox', { name: /Your review/ }),
    name: screen.getByRole('textbox', { name: /The name to show/ }),
    consent: screen.getByRole('checkbox', { name: copy.labels.consent }),
    send: () => screen.getByRole('button', { name: /Send my review|Sending/ }),
  };
}

const scopeOf = (element: Element) => element.closest(`[${formMarkup.scope}]`);

afterEach(() => {
  island?.cleanup();
  island = undefined;
  document.body.innerHTML = '';
});

describe('ReviewPage as the server renders it', () => {
  it('is a real form that posts without JavaScript: five labelled stars in a fieldset, text, name, consent', () => {
    renderMarkup();
    const fields = form();
    const group = screen.getByRole('group', { name: /Your rating/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(fields.stars(5)).toHaveAttribute('name', 'rating');
    expect(fields.stars(5)).toHaveAttribute('value', '5');
    expect(fields.name).toHaveValue('Maria G.');
    expect(fields.body).toHaveAttribute('name', 'body');
    expect(fields.consent).toHaveAttribute('name', 'consent');
    expect(fields.consent).toHaveAttribute('value', 'on');
    const element = fields.send().closest('form');
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', action);
    expect(scopeOf(element as Element)).toHaveAttribute(formMarkup.scope, 'review');
  });

  it('gives every control its rule, each radio of the rating included', () => {
    renderMarkup();
    const fields = form();
    const ruleOf = (control: HTMLElement) =>
      JSON.parse(control.getAttribute(formMarkup.rule) ?? 'null') as unknown;
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(fields.stars(stars)).toBeRequired();
      expect(ruleOf(fields.stars(stars))).toEqual(reviewRules.rating);
    }
    expect(ruleOf(fields.body)).toEqual(reviewRules.body);
    expect(fields.body).toHaveAttribute('maxlength', '2000');
    expect(ruleOf(fields.name)).toEqual(reviewRules.name);
    expect(fields.name).toHaveAttribute('maxlength', '60');
    expect(ruleOf(fields.consent)).toEqual(reviewRules.consent);
    expect(fields.consent).toBeRequired();
  });

  it('shows the red fields and the values of a post without JavaScript', () => {
    renderMarkup(open, {
      intent: 'review',
      values: { rating: '3', body: 'short', name: 'Maria G.', consent: '' },
      errors: {
        body: 'Write at least 20 characters.',
        rating: 'Choose a rating from 1 to 5 stars.',
      },
      notice: { title: 'Invalid', description: 'Fix the fields.', variant: 'error' },
    });
    const fields = form();
    expect(fields.stars(3)).toBeChecked();
    expect(fields.body).toHaveValue('short');
    expect(fields.body).toHaveAttribute('aria-invalid', 'true');
    expect(fields.body).toHaveAccessibleDescription(/Write at least 20 characters\./);
    expect(screen.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars.',
    );
    expect(fields.consent).not.toBeChecked();
  });

  it("thanks the buyer after a post without JavaScript, in the form's scope", () => {
    renderMarkup(open, {
      intent: 'review',
      values: {},
      errors: {},
      notice: { title: copy.thanks.heading, description: copy.thanks.text, variant: 'success' },
    });
    const thanks = screen.getByRole('heading', { name: copy.thanks.heading });
    expect(scopeOf(thanks)).toHaveAttribute(formMarkup.scope, 'review');
    expect(screen.getByText(copy.thanks.text)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['used', copy.links.used.heading],
    ['expired', copy.links.expired.heading],
    ['unknown', copy.links.unknown.heading],
  ] as const)('says why the link takes no review when it is %s', (state, heading) => {
    renderMarkup({ state });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('ReviewPage with its form island', () => {
  it('flags every missing field and sends nothing', async () => {
    const { posts, user } = renderWithIsland();
    const fields = form();
    await user.clear(fields.name);
    await user.click(fields.send());

    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(fields.body).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.consent).toHaveAttribute('aria-invalid', 'true');
    // The consent's message goes under its label, not into its name.
    expect(screen.getByRole('checkbox', { name: copy.labels.consent })).toHaveAccessibleDescription(
      'Tick the box to agree that your review may be shown.',
    );
    expect(fields.stars(1)).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("posts the review to the page's action with the link and shows the thanks", async () => {
    const submitReview = vi.fn(() => ok);
    const { posts, user } = renderWithIsland(submitReview);
    const fields = form();
    await user.click(fields.stars(4));
    await user.type(fields.body, review);
    await user.click(fields.consent);
    await user.click(fields.send());

    expect(await screen.findByRole('heading', { name: copy.thanks.heading })).toBeInTheDocument();
    expect(screen.getByText(copy.thanks.text)).toBeInTheDocument();
    expect(posts.map((post) => post.url)).toEqual([`${window.location.origin}${action}`]);
    expect(submitReview).toHaveBeenCalledWith(
      'tok_1',
      { rating: 4, body: review, name: 'Maria G.', consent: true },
      '203.0.113.7',
    );
  });

  it("shows the server's refusal of a used link and keeps the text", async () => {
    const refusal = 'This review link has already been used.';
    const { toasts, user } = renderWithIsland(() =>
      Promise.resolve({ ok: false as const, status: 409, message: refusal }),
    );
    await user.click(form().stars(5));
    await user.type(form().body, review);
    await user.click(form().consent);
    await user.click(form().send());

    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts).toEqual([toastOf({ title: copy.failure.title, description: refusal }, 'error')]);
    expect(form().body).toHaveValue(review);
    expect(form().stars(5)).toBeChecked();
  });
});
