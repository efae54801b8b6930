import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { ownAccountRoutes, teamRoutes } from './admin-accounts/admin-accounts-routes.ts';
import { backupsRoutes } from './backups/backups-routes.ts';
import { broadcastsRoutes } from './broadcasts/broadcasts-routes.ts';
import { analyticsAdminRoutes } from './analytics/dashboard/analytics-admin-routes.ts';
import { mountTrackRoute } from './analytics/ingestion/track-routes.ts';
import { adminApi } from './auth/admin-api.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { ownSecondFactorRoutes, teamSecondFactorRoutes } from './auth/second-factor-routes.ts';
import { setPasswordRoutes } from './auth/set-password-routes.ts';
import { adminOrdersRoutes } from './orders/admin-orders-routes.ts';
import type { OrderTraces } from './orders/orders.ts';
import { inboxRoutes } from './contact/inbox-routes.ts';
import { customersRoutes } from './customers/customers-routes.ts';
import { discountCodesAdminRoutes } from './discount-codes/discount-codes-admin-routes.ts';
import type { ServerContext } from './context.ts';
import { downloadRoutes } from './delivery/download-routes.ts';
import { downloadLinkOfOrder, downloadsOfOrder } from './delivery/order-downloads-repository.ts';
import { guideFilesRoutes, guideUploadPath } from './guide-files/guide-files-routes.ts';
import { guideUpdateRoutes } from './guide-update/guide-update-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import type { ServerMetrics } from './health/server-metrics.ts';
import { systemRoutes } from './system/system-routes.ts';
import { launchChecklistRoutes } from './launch-checklist/launch-checklist-routes.ts';
import { libraryRoutes } from './library/library-routes.ts';
import { librarySignInRoutes } from './library/library-sign-in-routes.ts';
import { imageUploadPath, mediaAdminRoutes } from './media/media-admin-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import {
  audienceListRoutes,
  mailAudienceAdminRoutes,
} from './mail-audience/mail-audience-admin-routes.ts';
import { mailsOfOrder } from './mail/order-mails-repository.ts';
import { relayAdminRoutes } from './mail/relay-admin-routes.ts';
import {
  isNewsOneClickUnsubscribe,
  newsUnsubscribePrefix,
  newsUnsubscribeRoutes,
} from './mail-audience/news-unsubscribe-routes.ts';
import { servedImageCache } from './media/served-images.ts';
import { apiPrefix } from './http/api-path.ts';
import { apiRoutes } from './http/api-routes.ts';
import { thankYouEmailRoutes } from './thank-you-email/thank-you-email-routes.ts';
import {
  isOneClickUnsubscribe,
  newsletterPath,
  newsletterRoutes,
} from './newsletter/newsletter-routes.ts';
import { endNewsSubscription } from './newsletter/newsletter-service.ts';
import { subscribersAdminRoutes } from './newsletter/subscribers-admin-routes.ts';
import { privacyExportRoutes } from './privacy/privacy-export-routes.ts';
import { isPaymentWebhook, purchaseRoutes } from './purchase/purchase-routes.ts';
import { orderActionsRoutes } from './purchase/order-actions-routes.ts';
import { checkoutQuoteRoutes } from './discount-codes/checkout-quote-routes.ts';
import { testCheckoutRoutes } from './purchase/test-checkout-routes.ts';
import { testCheckoutPath } from './purchase/test-provider.ts';
import { crawlerRoutes } from './crawler-files/crawler-routes.ts';
import {
  isReviewOptOutOneClick,
  reviewOptOutPrefix,
  reviewOptOutRoutes,
} from './review-requests/review-opt-out-routes.ts';
import { reviewRoutes } from './review-requests/review-routes.ts';
import { receiptRoutes } from './receipts/receipt-routes.ts';
import { settingsRoutes } from './site-settings/settings-routes.ts';
import { reviewModerationRoutes } from './review-moderation/review-moderation-routes.ts';
import { testimonialsRoutes } from './review-moderation/testimonials-routes.ts';
import {
  adminSections,
  everyone,
  owners,
  publishers,
  testimonialsAccess,
} from '#shared/admin-sections.ts';
import { adminPreferencesRoutes } from './sale-alerts/preferences-routes.ts';
import { privacyErasureRoutes } from './privacy/privacy-erasure-routes.ts';
import { mediaPrefix, setPasswordPath } from '#shared/contracts/admin-api.ts';
import { libraryPaths, receiptPaths } from '#shared/contracts/library.ts';
import { personErasureAccess } from '#shared/contracts/privacy-erasure.ts';
import { downloadPrefix } from '#shared/secret-links.ts';
import { overviewRoutes } from './overview/overview-routes.ts';
import { publishingBodies, publishingRoutes } from './publishing/publishing-routes.ts';
import { automationRoutes } from './mail-automations/automation-routes.ts';
import { peopleRoutes } from './publishing/people-routes.ts';
import { entryReviewRoutes } from './publishing/entry-review-routes.ts';
import {
  stateGuideNoticeReadRoutes,
  stateGuideNoticeSendRoutes,
} from './publishing/state-guide-notice-routes.ts';
import { postBroadcastRoutes } from './publishing/post-broadcast-routes.ts';
import { jurisdictionsRoutes } from './publishing/jurisdictions-routes.ts';

/**
 * POSTs that come from elsewhere by design, each authenticated by what it carries: Stripe's
 * signature, the token in a mail's one-click unsubscribe or stop link.
 */
export const crossSiteExemptions: ((c: Context) => boolean)[] = [
  isPaymentWebhook,
  isOneClickUnsubscribe,
  isReviewOptOutOneClick,
  isNewsOneClickUnsubscribe,
];

/**
 * `POST /api/track-analytics`, the tracker's beacons. app.ts mounts it ahead of the page
 * middleware, which a body-less 204 does not need (decision 37); it is named here so this
 * file stays the one list of what the server answers.
 */
export const mountTracker = (app: Hono, ctx: ServerContext): void => mountTrackRoute(app, ctx);

/**
 * An order's mails and downloads for its detail in the back office: mail and delivery build on
 * orders, so orders takes their readers from here (docs/decisions/102).
 */
const orderTraces: OrderTraces = { mailsOfOrder, downloadLinkOfOrder, downloadsOfOrder };

const immutableAssets = 'public, max-age=31536000, immutable';

/**
 * The built browser assets (absent in development, where Vite serves them): hashed files
 * under /assets cached for a year, and the few top-level files (favicon and the like), each
 * by its own route, so pages never wait on a file lookup. app.ts mounts them after the
 * features and before the pages.
 */
export function mountStaticAssets(app: Hono, clientDir: string): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header('Cache-Control', immutableAssets),
    }),
  );
  const publicFiles = serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
  });
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.isFile()) app.get(`/${entry.name}`, publicFiles);
  }
}

/**
 * Every feature's routes, where the site serves them: with mountTracker and
 * mountStaticAssets, the one list of what the server answers.
 */
export function mountFeatures(
  app: Hono,
  ctx: ServerContext,
  metrics: ServerMetrics | undefined,
): void {
  // Shared by the public image URLs and the admin routes that remove images.
  const servedImages = servedImageCache();
  // An image removed on another instance stops being served here as soon as it is announced.
  ctx.contentImages.onChange(() => servedImages.clear());
  app.route('/', healthRoutes(ctx, metrics));
  app.route(
    '/',
    crawlerRoutes({
      siteUrl: ctx.config.siteUrl,
      archive: ctx.newsletterArchive,
      published: () => ctx.published.current(),
    }),
  );
  app.route(
    apiPrefix,
    apiRoutes(
      ctx,
      [
        purchaseRoutes(ctx),
        checkoutQuoteRoutes(ctx),
        thankYouEmailRoutes(ctx),
        reviewRoutes(ctx),
        authRoutes(ctx),
        librarySignInRoutes(ctx),
        // Each router with the roles that may call it: its section's, or said here.
        adminApi(ctx, [
          // Their own password: every admin, editors too (the Account section's).
          { routes: ownAccountRoutes(ctx), roles: adminSections.account.access },
          { routes: teamRoutes(ctx), roles: adminSections.team.access },
          // Their own second factors: every admin's; the team's rule and resets: the team's.
          { routes: ownSecondFactorRoutes(ctx), roles: everyone },
          { routes: teamSecondFactorRoutes(ctx), roles: adminSections.team.access },
          { routes: adminOrdersRoutes(ctx, orderTraces), roles: adminSections.orders.access },
          { routes: orderActionsRoutes(ctx, orderTraces), roles: adminSections.orders.access },
          { routes: discountCodesAdminRoutes(ctx), roles: adminSections.discounts.access },
          { routes: subscribersAdminRoutes(ctx), roles: adminSections.subscribers.access },
          { routes: audienceListRoutes(ctx), roles: adminSections.subscribers.access },
          { routes: inboxRoutes(ctx), roles: adminSections.messages.access },
          { routes: reviewModerationRoutes(ctx), roles: adminSections.reviews.access },
          { routes: testimonialsRoutes(ctx), roles: testimonialsAccess },
          { routes: analyticsAdminRoutes(ctx), roles: adminSections.analytics.access },
          { routes: mediaAdminRoutes(ctx), roles: adminSections.content.access },
          { routes: settingsRoutes(ctx), roles: adminSections.content.access },
          { routes: guideFilesRoutes(ctx), roles: adminSections.files.access },
          { routes: guideUpdateRoutes(ctx), roles: adminSections.files.access },
          // Sale alerts and the weekly report speak of orders: not an editor's.
          { routes: adminPreferencesRoutes(ctx), roles: everyone },
          { routes: customersRoutes(ctx), roles: adminSections.customers.access },
          { routes: launchChecklistRoutes(ctx), roles: adminSections.overview.access },
          { routes: overviewRoutes(ctx), roles: adminSections.overview.access },
          // Publishing's people, reviews, jurisdictions and the post as a broadcast draft.
          { routes: peopleRoutes(ctx), roles: publishers },
          { routes: entryReviewRoutes(ctx), roles: publishers },
          { routes: stateGuideNoticeReadRoutes(ctx), roles: publishers },
          // Telling a state's buyers of a change mails customers: the owners' alone.
          { routes: stateGuideNoticeSendRoutes(ctx), roles: owners },
          { routes: postBroadcastRoutes(ctx), roles: publishers },
          { routes: jurisdictionsRoutes(ctx), roles: publishers },
          // Mail to many and its audience's addresses: the owners' alone.
          { routes: broadcastsRoutes(ctx), roles: owners },
          { routes: mailAudienceAdminRoutes(ctx), roles: owners },
          { routes: automationRoutes(ctx), roles: owners },
          { routes: relayAdminRoutes(ctx), roles: owners },
          { routes: systemRoutes(ctx), roles: adminSections.system.access },
          // A person's whole file (privacy requests): the owners' alone.
          { routes: privacyExportRoutes(ctx), roles: owners },
          { routes: privacyErasureRoutes(ctx), roles: personErasureAccess },
          // Backups hold every buyer's details: the owners' alone (the System section's).
          { routes: backupsRoutes(ctx), roles: adminSections.system.access },
          // Posts, state guides and pages: the Publishing group's.
          { routes: publishingRoutes(ctx), roles: publishers },
        ]),
      ],
      [imageUploadPath, guideUploadPath],
      [publishingBodies],
    ),
  );
  app.route(downloadPrefix, downloadRoutes(ctx));
  app.route(receiptPaths.prefix, receiptRoutes(ctx));
  app.route(mediaPrefix, mediaRoutes(ctx, servedImages));
  app.route(newsletterPath, newsletterRoutes(ctx));
  // The library's links and buttons; GET and POST /library itself fall through to its page.
  app.route(libraryPaths.page, libraryRoutes(ctx));
  app.route(reviewOptOutPrefix, reviewOptOutRoutes(ctx));
  app.route(newsUnsubscribePrefix, newsUnsubscribeRoutes(ctx, endNewsSubscription));
  if (ctx.payments.name === 'test') app.route(testCheckoutPath, testCheckoutRoutes(ctx));
  // Before the React pages, which answer everything else under /admin.
  app.route(setPasswordPath, setPasswordRoutes(ctx));
}
