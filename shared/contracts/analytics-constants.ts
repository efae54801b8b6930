/**
 * The tracker's numbers and names, without zod: the browser's tracker bundles this module, and the
 * contract in analytics.ts uses the same values to validate what it sends.
 */
export const analyticsLimits = {
  batch: 50,
  path: 512,
  url: 2048,
  text: 200,
  /** A session_update longer than a day is not a visit anyone sat through. */
  durationSeconds: 86_400,
} as const;

/** The tracker's timings and thresholds: session timeout, update interval, bounce, engagement. */
export const analyticsTimings = {
  sessionTimeoutMs: 30 * 60 * 1000,
  sessionUpdateMs: 30_000,
  bounceSeconds: 30,
  engagedMs: 30_000,
  deeplyEngagedMs: 120_000,
  scrollMilestones: [25, 50, 75, 90, 100],
  /** How long the tracker gathers events before it posts them: page views go at once. */
  batchDelayMs: 1000,
  /** At most one scroll-depth check this often while the visitor scrolls. */
  scrollCheckMs: 250,
} as const;

/** The source of a visit with no utm_source and no outside referrer (or entry page, on the server). */
export const directSource = 'Direct';

/** The first-touch source of a purchase whose buyer the tracker never saw (no JavaScript, GPC). */
export const untrackedSource = 'Not tracked';
