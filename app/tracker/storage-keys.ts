/**
 * The tracker's localStorage keys, in one place: the checkout reads the same ids to pass
 * them along with the order.
 */
export const trackerStorageKeys = {
  visitorId: 'analytics_visitor_id',
  sessionId: 'analytics_session_id',
  /** When the session started, ms since the epoch: session_update reports its length. */
  sessionStart: 'analytics_session_start',
  /** The last activity, ms since the epoch: 30 minutes without any starts a new session. */
  sessionTimestamp: 'analytics_session_timestamp',
  /** Set once the visitor comes back for a second session. */
  returningVisitor: 'analytics_returning_visitor',
  /** Where the visitor first came from: utm_source, else the referring host, else 'Direct'. */
  firstTouchSource: 'analytics_first_touch_source',
  /** The last order reported as a purchase: a reload of the result page reports it once. */
  reportedOrder: 'analytics_reported_order',
} as const;
