import type { AnalyticsQuery } from '#shared/contracts/admin-analytics.ts';
import type { OrderSearchQuery } from '#shared/contracts/admin.ts';
import type { CustomerQuery } from '#shared/contracts/admin-customers.ts';

/** The signed-in admin: kept apart from the admin data, which signing out removes. */
export const sessionKey = ['auth', 'session'] as const;

/** Every admin query's key starts with 'admin', so one call clears them all at sign-out. */
export const adminKeys = {
  all: ['admin'] as const,
  orders: ['admin', 'orders'] as const,
  ordersOverview: ['admin', 'orders', 'overview'] as const,
  orderSearch: (query: OrderSearchQuery) => ['admin', 'orders', 'search', query] as const,
  order: (orderId: string) => ['admin', 'orders', 'detail', orderId] as const,
  customers: (query: CustomerQuery) => ['admin', 'customers', 'list', query] as const,
  customer: (email: string) => ['admin', 'customers', 'detail', email] as const,
  subscribers: (status: string, page: number) => ['admin', 'subscribers', status, page] as const,
  audience: (audience: string, page: number) => ['admin', 'audience', audience, page] as const,
  messages: (page: number) => ['admin', 'messages', page] as const,
  messagesAll: ['admin', 'messages'] as const,
  reviews: (status: string, claims: string, page: number) =>
    ['admin', 'reviews', status, claims, page] as const,
  reviewsAll: ['admin', 'reviews'] as const,
  testimonials: ['admin', 'testimonials'] as const,
  admins: ['admin', 'admins'] as const,
  audit: ['admin', 'audit'] as const,
  images: ['admin', 'images'] as const,
  /** The period and its filters: each combination is cached on its own. */
  analytics: (query: AnalyticsQuery) => ['admin', 'analytics', query] as const,
  guideFiles: ['admin', 'guide-files'] as const,
  /** Under the guide files: an upload's refetch refreshes the notice's count too. */
  guideUpdateNotice: ['admin', 'guide-files', 'notify'] as const,
  settings: ['admin', 'settings'] as const,
  preferences: ['admin', 'me', 'preferences'] as const,
  secondFactors: ['admin', 'me', 'second-factors'] as const,
  teamPolicy: ['admin', 'team-policy'] as const,
  checklist: ['admin', 'checklist'] as const,
  overview: ['admin', 'overview'] as const,
  discountCodes: ['admin', 'discount-codes'] as const,
  /** Publishing: the 51 jurisdictions with their guides, and the authors and reviewers. */
  jurisdictions: ['admin', 'publishing', 'jurisdictions'] as const,
  people: ['admin', 'publishing', 'people'] as const,
  reviewNotice: (entryId: number, reviewId: number) =>
    ['admin', 'publishing', 'review-notice', entryId, reviewId] as const,
};
