import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReviews } from '#content/sample-reviews.ts';
import { adminOrderPath, adminReviewPath, adminSections } from '#shared/admin-sections.ts';
import { moderationLimits } from '#shared/contracts/admin-reviews.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { apiError } from '#tests/fake-api.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { adminReview, adminTestimonial, reviewsPage } from '#tests/review-fixtures.ts';
import {
  reviewsCopy,
  reviewsNotices,
  sampleReviewsCopy,
  testimonialsCopy,
} from './reviews-copy.ts';
import { ReviewsSection } from './reviews-section.tsx';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = reviewsCopy;
const reviewsPath = adminSections.reviews.path;

afterEach(() => vi.unstubAllGlobals());

const reviewList = async () => within(await screen.findByRole('list', { name: copy.title }));
const reviewButton = (name: RegExp) => screen.getByRole('button', { name });

describe('the Reviews section', () => {
  it('shows Pending first with each status counted, and a filter is an address', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    const [first, second] = (await reviewList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Maria G.');
    expect(
      within(first ?? document.body).getByRole('img', { name: '4 out of 5 stars' }),
    ).toBeVisible();
    expect(second).toHaveTextContent('Dev P.');
    const filters = within(screen.getByRole('navigation', { name: copy.filterLabel }));
    expect(filters.getByRole('link', { name: 'Pending (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(filters.getByRole('link', { name: 'All (8)' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reviews')[0]?.query.get('status')).toBe('pending');

    await user.click(filters.getByRole('link', { name: 'Approved (5)' }));
    await waitFor(() => expect(currentAddress()).toBe(`${reviewsPath}?status=approved`));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reviews').at(-1)?.query.get('status')).toBe('approved'),
    );
  });

  it('approving moves a review out of Pending, with its order, buyer and a toast', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    await reviewList();
    await user.click(reviewButton(/Maria G\./));
    const item = within(reviewButton(/Maria G\./).closest('li') ?? document.body);
    expect(item.getByRole('link', { name: 'ord_1000' })).toHaveAttribute(
      'href',
      adminOrderPath('ord_1000'),
    );
    expect(item.getByText(/maria\.garcia@/)).toBeInTheDocument();
    expect(item.queryByText(/Verified purchase/)).not.toBeInTheDocument();

    api.on('GET /api/admin/reviews', () =>
      Response.json(
        reviewsPage({
          rows: reviewsPage().rows.slice(1),
          total: 1,
          counts: { pending: 1, approved: 6, hidden: 1 },
        }),
      ),
    );
    await user.click(item.getByRole('button', { name: copy.approve }));

    expect(api.callsTo('POST /api/admin/reviews/:reviewId/approve')[0]?.params).toEqual({
      reviewId: '12',
    });
    expect(await screen.findByText(reviewsNotices.reviewApproved.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Maria G.')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Approved (6)' })).toBeInTheDocument();
  });

  it('marks a review that claims a result, with the reason, and asks before approving it', async () => {
    const reason = 'Names an amount: $400; Claims a legal outcome: cut';
    const api = fakeAdminApi({
      'GET /api/admin/reviews': () =>
        Response.json(
          reviewsPage({
            rows: [
              adminReview({ body: 'Got my support cut by $400.', claimFlag: reason }),
              adminReview({ id: 11, displayName: 'Dev P.' }),
            ],
            markedCounts: { pending: 1, approved: 2, hidden: 0 },
          }),
        ),
    });
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    const [marked, plain] = (await reviewList()).getAllByRole('listitem');
    expect(within(marked ?? document.body).getByText(copy.marked)).toBeVisible();
    expect(within(plain ?? document.body).queryByText(copy.marked)).not.toBeInTheDocument();

    await user.click(reviewButton(/Maria G\./));
    const item = within(reviewButton(/Maria G\./).closest('li') ?? document.body);
    expect(item.getByText(copy.markedTitle)).toBeVisible();
    expect(item.getByText(reason)).toBeVisible();

    await user.click(item.getByRole('button', { name: copy.approve }));
    const question = await findOpenDialog('alertdialog', { name: copy.approveMarkedTitle });
    expect(question).toHaveTextContent(reason);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/admin/reviews/:reviewId/approve')).toHaveLength(0);

    await user.click(item.getByRole('button', { name: copy.approve }));
    await user.click(await screen.findByRole('button', { name: copy.approveMarked }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/reviews/:reviewId/approve')[0]?.params).toEqual({
        reviewId: '12',
      }),
    );
  });

  it('filters the marked reviews of a status by address, with their counts', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/reviews': () =>
        Response.json(reviewsPage({ markedCounts: { pending: 1, approved: 2, hidden: 0 } })),
    });
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    await reviewList();
    const claims = within(screen.getByRole('navigation', { name: copy.claimsFilterLabel }));
    expect(claims.getByRole('link', { name: 'Every review (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(claims.getByRole('link', { name: 'Marked claims (1)' }));
    await waitFor(() => expect(currentAddress()).toBe(`${reviewsPath}?claims=marked`));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reviews').at(-1)?.query.get('claims')).toBe('marked'),
    );
    // The statuses then count the marked reviews, and keep the filter.
    const statuses = within(screen.getByRole('navigation', { name: copy.filterLabel }));
    await user.click(statuses.getByRole('link', { name: 'Approved (2)' }));
    await waitFor(() =>
      expect(currentAddress()).toBe(`${reviewsPath}?status=approved&claims=marked`),
    );
  });

  it('says an approved review is a verified purchase, and offers Hide but not Approve', async () => {
    fakeAdminApi({
      'GET /api/admin/reviews': () =>
        Response.json(reviewsPage({ rows: [adminReview({ status: 'approved' })], total: 1 })),
    });
    renderAdminCard(<ReviewsSection />, { url: `${adminReviewPath(12)}?status=approved` });
    await reviewList();
    const item = within(reviewButton(/Maria G\./).closest('li') ?? document.body);
    expect(item.getByText(/Verified purchase: tied to order ord_1000/)).toBeVisible();
    expect(item.getByRole('button', { name: copy.hide })).toBeVisible();
    expect(item.queryByRole('button', { name: copy.approve })).not.toBeInTheDocument();
  });

  it('opens the review its address names, in view and focused, and closes it back to the list', async () => {
    fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: adminReviewPath(11) });
    await reviewList();
    const dev = reviewButton(/Dev P\./);
    expect(dev).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dev).toHaveFocus());
    expect(reviewButton(/Maria G\./)).toHaveAttribute('aria-expanded', 'false');
    await user.click(dev);
    await waitFor(() => expect(currentAddress()).toBe(reviewsPath));
  });

  it('saves a reply that then shows under the review, and refuses an empty one here', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: adminReviewPath(12) });
    await reviewList();
    const item = within(reviewButton(/Maria G\./).closest('li') ?? document.body);
    await user.click(item.getByRole('button', { name: copy.reply }));
    const field = item.getByRole('textbox', { name: new RegExp(copy.replyLabel) });
    expect(field).toHaveAttribute('maxlength', String(moderationLimits.reply));
    await user.click(item.getByRole('button', { name: copy.saveReply }));
    expect(item.getByText('Write the reply.')).toBeVisible();
    expect(api.callsTo('PUT /api/admin/reviews/:reviewId/reply')).toHaveLength(0);

    const reply = 'Thank you, Maria. We are glad it helped.';
    api.on('GET /api/admin/reviews', () =>
      Response.json(
        reviewsPage({
          rows: [adminReview({ reply, repliedAt: '2026-11-24T09:00:00.000Z' })],
          total: 1,
        }),
      ),
    );
    await user.type(field, reply);
    await user.click(item.getByRole('button', { name: copy.saveReply }));
    expect(api.callsTo('PUT /api/admin/reviews/:reviewId/reply')[0]?.body).toEqual({ reply });
    const shown = await screen.findByRole('region', { name: copy.replyTitle });
    expect(shown).toHaveTextContent(reply);

    await user.click(within(shown).getByRole('button', { name: copy.removeReply }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/admin/reviews/:reviewId/reply')).toHaveLength(1),
    );
  });

  it('marks each sample and says whether the site shows them', async () => {
    const api = fakeAdminApi();
    renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    expect(await screen.findByText(sampleReviewsCopy.shownNow)).toBeInTheDocument();
    const samples = within(screen.getByRole('list', { name: sampleReviewsCopy.listLabel }));
    const items = samples.getAllByRole('listitem');
    expect(items).toHaveLength(sampleReviews.items.length + 1);
    for (const item of items) expect(item).toHaveTextContent(sampleReviewsCopy.badge);
    expect(samples.getByText('Marcus T.')).toBeInTheDocument();
    expect(screen.getByText(sampleReviewsCopy.description)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reviews')).toHaveLength(1);
  });

  it('says when the samples are not shown', async () => {
    fakeAdminApi({
      'GET /api/admin/reviews': () => Response.json(reviewsPage({ samplesShown: false })),
    });
    renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    expect(await screen.findByText(sampleReviewsCopy.hiddenNow)).toBeInTheDocument();
  });
});

describe('your testimonials', () => {
  const quoteField = () =>
    screen.getByRole('textbox', { name: new RegExp(testimonialsCopy.quote) });
  const nameField = () => screen.getByRole('textbox', { name: new RegExp(testimonialsCopy.name) });

  it('lists them and refuses an empty form beside each field, sending nothing', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    const list = within(await screen.findByRole('list', { name: testimonialsCopy.listLabel }));
    expect(list.getByText('You answered my letter the same day.')).toBeInTheDocument();
    expect(list.getByText(/Boise, ID/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: testimonialsCopy.add }));
    expect(
      await screen.findByText(reviewsNotices.testimonialFieldsInvalid.title),
    ).toBeInTheDocument();
    expect(screen.getByText('Write the quote.')).toBeVisible();
    expect(screen.getByText('Enter the name to show.')).toBeVisible();
    expect(quoteField()).toHaveFocus();
    expect(quoteField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/testimonials')).toHaveLength(0);
  });

  it("adds one, and shows the server's refusal beside its field", async () => {
    const api = fakeAdminApi({
      'POST /api/admin/testimonials': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
          name: 'Use at most 60 characters.',
        }),
    });
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    await screen.findByRole('list', { name: testimonialsCopy.listLabel });
    await user.type(quoteField(), 'Kind and quick.');
    await user.type(nameField(), 'Sam T.');
    await user.click(screen.getByRole('button', { name: testimonialsCopy.add }));
    expect(await screen.findByText('Use at most 60 characters.')).toBeVisible();
    expect(nameField()).toHaveFocus();

    api.on('POST /api/admin/testimonials', () => Response.json(adminTestimonial({ id: 4 })));
    await user.click(screen.getByRole('button', { name: testimonialsCopy.add }));
    expect(await screen.findByText(reviewsNotices.testimonialAdded.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/testimonials').at(-1)?.body).toEqual({
      quote: 'Kind and quick.',
      name: 'Sam T.',
      location: '',
    });
    await waitFor(() => expect(quoteField()).toHaveValue(''));
  });

  it('edits one in place and deletes one after a confirm', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<ReviewsSection />, { url: reviewsPath });
    await screen.findByRole('list', { name: testimonialsCopy.listLabel });
    await user.click(screen.getByRole('button', { name: `${testimonialsCopy.edit} Robin K.` }));
    const form = within(screen.getByRole('form', { name: testimonialsCopy.editTitle }));
    const location = form.getByRole('textbox', { name: testimonialsCopy.location });
    await user.clear(location);
    await user.click(form.getByRole('button', { name: testimonialsCopy.save }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/admin/testimonials/:testimonialId')[0]).toMatchObject({
        params: { testimonialId: '3' },
        body: { quote: 'You answered my letter the same day.', name: 'Robin K.', location: '' },
      }),
    );

    await user.click(
      await screen.findByRole('button', { name: `${testimonialsCopy.remove} Robin K.` }),
    );
    expect(api.callsTo('DELETE /api/admin/testimonials/:testimonialId')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: testimonialsCopy.removeConfirmAction }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/admin/testimonials/:testimonialId')[0]?.params).toEqual({
        testimonialId: '3',
      }),
    );
  });

  it('are not shown to support, who moderate the buyers’ reviews only', async () => {
    const api = fakeAdminApi();
    renderAdminCard(<ReviewsSection />, {
      url: reviewsPath,
      signedInAs: { ...testAdmin, role: 'support' },
    });
    await reviewList();
    expect(screen.queryByRole('heading', { name: testimonialsCopy.title })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/testimonials')).toHaveLength(0);
  });
});
