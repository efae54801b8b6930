import type {
  AdminReview,
  AdminTestimonial,
  ReviewsResponse,
} from '#shared/contracts/admin-reviews.ts';

/** Answers in the shapes of shared/contracts/admin-reviews.ts, for the Reviews section's tests. */

export function adminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 12,
    createdAt: '2026-11-23T12:30:00.000Z',
    rating: 4,
    body: 'The checklist made my hearing much less scary.',
    displayName: 'Maria G.',
    status: 'pending',
    orderId: 'ord_1000',
    email: 'maria.garcia@example.com',
    moderatedAt: null,
    reply: null,
    repliedAt: null,
    claimFlag: null,
    ...overrides,
  };
}

export function reviewsPage(overrides: Partial<ReviewsResponse> = {}): ReviewsResponse {
  return {
    rows: [
      adminReview(),
      adminReview({
        id: 11,
        createdAt: '2026-11-22T08:15:00.000Z',
        rating: 5,
        body: 'Plain words, and the forms were where it said.',
        displayName: 'Dev P.',
        orderId: 'ord_1001',
        email: 'dev.patel@example.net',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 25,
    counts: { pending: 2, approved: 5, hidden: 1 },
    markedCounts: { pending: 0, approved: 0, hidden: 0 },
    samplesShown: true,
    ...overrides,
  };
}

export function adminTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    quote: 'You answered my letter the same day.',
    name: 'Robin K.',
    location: 'Boise, ID',
    ...overrides,
  };
}
