/**
 * The checkout form carries this attribute so its order is credited to the visit even when
 * it posts itself (sent before the page hydrated): the tracker then adds the visit's ids to
 * the post as these fields, and the page's action passes them on as the API call would.
 */
export const visitCreditAttribute = 'data-credits-visit';

export const visitCreditFields = {
  sessionId: 'analytics_session_id',
  visitorId: 'analytics_visitor_id',
} as const;
