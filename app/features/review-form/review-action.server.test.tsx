import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import type { FormReply } from '#app/lib/form-reply.ts';
import { action } from '#app/routes/review.tsx';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { serverMarkup } from '#tests/island-page.tsx';
import { fakeForms, postToPage, reply } from '#tests/page-actions.ts';
import { ReviewPage } from './review-page.tsx';

const review = {
  intent: 'review',
  rating: '4',
  body: 'It told me exactly what to file, and when.',
  name: 'Maria G.',
  consent: 'on',
};

/** Posts the form to `/review/tok_1` and draws the page the answer makes (the link now used). */
async function post(fields: Record<string, string>, forms: FormActions) {
  const routeAction = (args: Parameters<typeof action>[0]) =>
    action({ ...args, params: { token: 'tok_1' } });
  const answer = reply(await postToPage(routeAction as never, '/review/tok_1', fields, forms));
  document.body.innerHTML = serverMarkup(
    <MemoryRouter>
      <ReviewPage
        link={{ state: 'used' }}
        action="/review/tok_1"
        reply={answer.body as FormReply<string>}
      />
    </MemoryRouter>,
  );
  return answer;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the review page action', () => {
  it('stores the review with the link and answers with the thanks in the form scope', async () => {
    const forms = fakeForms();
    const answer = await post(review, forms);
    expect(answer.status).toBe(200);
    expect(forms.submitReview).toHaveBeenCalledWith(
      'tok_1',
      { rating: 4, body: review.body, name: 'Maria G.', consent: true },
      '203.0.113.9',
    );
    const thanks = screen.getByRole('heading', { name: copy.thanks.heading });
    expect(thanks.closest(`[${formMarkup.scope}]`)).toHaveAttribute(formMarkup.scope, 'review');
    expect(screen.getByText(copy.thanks.text)).toBeInTheDocument();
  });

  it('keeps the form, its text and the refusal when the link was used in the meantime', async () => {
    const refusal = 'This review link has already been used.';
    const forms = fakeForms({
      submitReview: () => Promise.resolve({ ok: false, status: 409, message: refusal }),
    });
    const answer = await post(review, forms);
    expect(answer.status).toBe(409);
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue(review.body);
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it('refuses a rating out of range and an unticked consent with their words, storing nothing', async () => {
    const forms = fakeForms();
    const answer = await post({ ...review, rating: '6', consent: '' }, forms);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        rating: 'Choose a rating from 1 to 5 stars.',
        consent: 'Tick the box to agree that your review may be shown.',
      },
    });
    expect(forms.submitReview).not.toHaveBeenCalled();
  });
});
