import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormReply } from '#app/lib/form-reply.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import type { ReviewLink } from '#shared/contracts/reviews.ts';
import { apiError, fakeApi, ok } from '#tests/fake-api.ts';
import { renderRoute } from '#tests/render-page.tsx';
import { ReviewPage } from './review-page.tsx';

const open: ReviewLink = { state: 'open', suggestedName: 'Maria G.' };

function renderPage(link: ReviewLink = open, reply?: FormReply<string>) {
  renderRoute(
    '/review/:token',
    () => <ReviewPage token="tok_1" link={link} action="/review/tok_1" reply={reply} />,
    '/review/tok_1',
  );
}

async function form() {
  return {
    stars: (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }),
    body: await screen.findByRole('textbox', { name: /Your review/ }),
    name: screen.getByRole('textbox', { name: /The name to show/ }),
    consent: screen.getByRole('checkbox', { name: copy.labels.consent }),
    send: () => screen.getByRole('button', { name: /Send my review|Sending/ }),
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewPage', () => {
  it('is a real form that posts without JavaScript: five labelled stars in a fieldset, text, name, consent', async () => {
    renderPage();
    const fields = await form();
    const group = screen.getByRole('group', { name: /Your rating/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(fields.stars(5)).toHaveAttribute('name', 'rating');
    expect(fields.stars(5)).toHaveAttribute('value', '5');
    expect(fields.name).toHaveValue('Maria G.');
    expect(fields.body).toHaveAttribute('name', 'body');
    expect(fields.consent).toHaveAttribute('name', 'consent');
    const element = fields.send().closest('form');
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', '/review/tok_1');
  });

  it('flags every missing field and sends nothing', async () => {
    const { fetchMock } = fakeApi(() => ok());
    renderPage();
    const fields = await form();
    await fields.user.clear(fields.name);
    await fields.user.click(fields.send());

    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(fields.body).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.consent).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Tick the box to agree that your review may be shown.'),
    ).toBeInTheDocument();
    expect(fields.stars(1)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the review to the API with the link and shows the thanks', async () => {
    const { calls } = fakeApi(() => ok());
    renderPage();
    const fields = await form();
    await fields.user.click(fields.stars(4));
    await fields.user.type(fields.body, 'It told me exactly what to file, and when.');
    await fields.user.click(fields.consent);
    await fields.user.click(fields.send());

    expect(await screen.findByRole('heading', { name: copy.thanks.heading })).toBeInTheDocument();
    expect(screen.getByText(copy.thanks.text)).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/reviews/tok_1');
    expect(calls[0]?.body).toEqual({
      rating: 4,
      body: 'It told me exactly what to file, and when.',
      name: 'Maria G.',
      consent: true,
    });
  });

  it("shows the server's refusal of a used link and keeps the text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => apiError(409, 'review_link_used', 'This review link has already been used.'));
    renderPage();
    const fields = await form();
    await fields.user.click(fields.stars(5));
    await fields.user.type(fields.body, 'It told me exactly what to file, and when.');
    await fields.user.click(fields.consent);
    await fields.user.click(fields.send());

    expect(await screen.findByText('This review link has already been used.')).toBeInTheDocument();
    expect(fields.body).toHaveValue('It told me exactly what to file, and when.');
  });

  it('shows the red fields and the values of a post without JavaScript', async () => {
    renderPage(open, {
      intent: 'review',
      values: { rating: '3', body: 'short', name: 'Maria G.', consent: '' },
      errors: { body: 'Write at least 20 characters.' },
      notice: { title: 'Invalid', description: 'Fix the fields.', variant: 'error' },
    });
    const fields = await form();
    expect(fields.stars(3)).toBeChecked();
    expect(fields.body).toHaveValue('short');
    expect(fields.body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Write at least 20 characters.')).toBeInTheDocument();
  });

  it('thanks the buyer after a post without JavaScript', async () => {
    renderPage(open, {
      intent: 'review',
      values: {},
      errors: {},
      notice: { title: copy.thanks.heading, description: copy.thanks.text, variant: 'success' },
    });
    expect(await screen.findByRole('heading', { name: copy.thanks.heading })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['used', copy.links.used.heading],
    ['expired', copy.links.expired.heading],
    ['unknown', copy.links.unknown.heading],
  ] as const)('says why the link takes no review when it is %s', async (state, heading) => {
    renderPage({ state });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
