import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { fromSignedInAdmin } from '#server/auth/admin-visitor.ts';
import type { Logger } from '#server/logger.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientAddress, clientIp, rateLimitKey } from '#server/http/client-ip.ts';
import { closeAfterRefusedBody } from '#server/http/close-unread-body.ts';
import { errorResponse } from '#server/http/error-handler.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import {
  HttpError,
  invalidJson,
  RateLimitedError,
  unsupportedMediaType,
} from '#server/http/http-error.ts';
import { createLeasedRateLimiter } from '#server/http/leased-rate-limit.ts';
import { fieldErrors } from '#server/http/parse-body.ts';
import type { RateLimitRule } from '#server/http/rate-limit.ts';
import { analyticsRateLimitRules } from '#server/http/rate-limit-rules.ts';
import { requestPath } from '#server/http/logged-path.ts';
import { sameOriginOnly } from '#server/http/same-origin.ts';
import {
  directSource,
  trackBatchSchema,
  trackEventSchema,
  type TrackEvent,
} from '#shared/contracts/analytics.ts';
import { redactedAddress, redactedPath } from '#shared/secret-links.ts';
import { trafficSource } from '#shared/traffic-sources.ts';
import type { Geolocation } from './geolocation.ts';
import type { ReceivedEvent, ReceivedPlace } from '../storage/received-event.ts';
import { createSessionCap } from './session-cap.ts';
import { readUserAgent } from './user-agent.ts';

/** A full batch of 50 events is about 25 KB; a body past this is not the tracker's. */
export const trackBodyLimitBytes = 64 * 1024;

/** Seconds a client is asked to wait when the queue is full. */
const busyRetrySeconds = 5;

/** A twentieth of the limit per lease: one database write per block of points. */
const leaseOf = (rule: RateLimitRule) => Math.max(1, Math.min(1_000, Math.floor(rule.points / 20)));

// sendBeacon posts a string as text/plain, a type a cross-site form may also send: the
// same-origin check in front of every POST is what keeps other sites out, not the type.
const acceptedTypes = /^(application\/([\w.+-]+\+)?json|text\/plain)\s*(;|$)/i;

const unsupportedType = unsupportedMediaType(
  'The request body must be sent as application/json (or text/plain, as sendBeacon sends it).',
);

const queueFull = new HttpError(
  503,
  'analytics_busy',
  'Analytics is busy; the events were not recorded. Please send them again shortly.',
);

function invalid(message: string, fields: Record<string, string>): HttpError {
  return new HttpError(400, 'validation_failed', message, fields);
}

/** The whole request or nothing: a batch with one bad event is refused as a whole. */
function parseEvents(text: string): TrackEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidJson;
  }
  // Validated against the one shape it claims to be, so errors name the event's own fields.
  if (typeof body === 'object' && body !== null && 'events' in body) {
    const batch = trackBatchSchema.safeParse(body);
    if (!batch.success) throw invalid('Some events are invalid.', fieldErrors(batch.error));
    return batch.data.events;
  }
  const event = trackEventSchema.safeParse(body);
  if (!event.success) throw invalid('The event is invalid.', fieldErrors(event.error));
  return [event.data];
}

/**
 * The event with every secret of a link (shared/secret-links.ts) replaced in its page and
 * referrer, whatever the client sent: no token reaches the analytics tables.
 */
function withoutSecrets(event: TrackEvent): TrackEvent {
  switch (event.type) {
    case 'page_view': {
      const { pagePath, referrer } = event.data;
      const data = { ...event.data, pagePath: redactedPath(pagePath) };
      return {
        type: 'page_view',
        data: referrer === undefined ? data : { ...data, referrer: redactedAddress(referrer) },
      };
    }
    case 'event': {
      const { pagePath } = event.data;
      if (pagePath === undefined) return event;
      return { type: 'event', data: { ...event.data, pagePath: redactedPath(pagePath) } };
    }
    default:
      return event;
  }
}

const nowhere: ReceivedPlace = { country: null, region: null };

/**
 * Where the client is, looked up once per request and only for one that starts or continues a
 * visit (a page view): the other events never start a session, so their place is not kept.
 */
function clientPlace(events: TrackEvent[], geolocation: Geolocation, ip: string) {
  return events.some((event) => event.type === 'page_view')
    ? geolocation.locate(ip)
    : Promise.resolve(nowhere);
}

/** The source a page view names when it starts a session; other events start none. */
function sourceOf(event: TrackEvent, ownHost: string): string {
  return event.type === 'page_view'
    ? trafficSource({ utmSource: event.data.utmSource, referrer: event.data.referrer, ownHost })
    : directSource;
}

/** The Global Privacy Control signal: the visitor asked not to be tracked. */
const optedOut = (c: Context): boolean => c.req.header('Sec-GPC')?.trim() === '1';

/** Where the tracker posts (apiPaths.trackAnalytics in the browser). */
export const trackPath = `${apiPrefix}/track-analytics`;

/**
 * Refusals are logged, one line each; the 204s are not: a page view sends several of them,
 * and a line per beacon would cost more than recording it.
 */
function logRefusals(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400)
      logger.info(
        { method: c.req.method, path: requestPath(c.req.raw.url), status: c.res.status },
        'request',
      );
  };
}

/**
 * `POST /api/track-analytics`: the tracker's events, one or a batch, answered 204 once
 * queued (the buffer writes them within a second). Bots and visitors sending Global Privacy
 * Control get the same 204 and are not recorded, and so do a signed-in admin's own visits and
 * previews, and the events of sessions past the client's cap of new sessions. The device comes
 * from the user agent, the time from the server's clock, the traffic source from the page
 * view's utm_source and referrer; the client's address is used for the limits and to look up
 * its country and US state, and is not kept.
 *
 * Mounted on the app ahead of the page middleware (site context, request ids, the request
 * log, page security headers, compression), none of which a body-less 204 needs, with the
 * checks every POST gets: the client's address, the same-origin check, a body limit.
 */
export function mountTrackRoute(app: Hono, ctx: ServerContext): void {
  const { track: rule, newSessions: sessionRule } = analyticsRateLimitRules(ctx.config.analytics);
  const limiter = createLeasedRateLimiter(ctx.db, rule, leaseOf(rule));
  const sessionCap = createSessionCap(
    createLeasedRateLimiter(ctx.db, sessionRule, leaseOf(sessionRule)),
    sessionRule.windowSeconds * 1000,
  );
  const ownHost = new URL(ctx.config.siteUrl).hostname;
  const spend = async (client: string, points: number) => {
    const verdict = await limiter.attempt(client, points);
    if (verdict.limited) throw new RateLimitedError(rule.message, verdict.retryAfterSeconds);
  };

  app.post(
    trackPath,
    logRefusals(ctx.logger),
    clientAddress(ctx.config.trustProxyHops),
    closeAfterRefusedBody(),
    sameOriginOnly({ siteUrl: ctx.config.siteUrl }),
    bodyWithin(trackBodyLimitBytes),
    async (c) => {
      c.header('X-Content-Type-Options', 'nosniff');
      const client = rateLimitKey(clientIp(c));
      await spend(client, 1);
      if (!acceptedTypes.test(c.req.header('Content-Type') ?? '')) throw unsupportedType;
      const text = await c.req.text();
      if (optedOut(c)) return c.body(null, 204);
      const agent = readUserAgent(c.req.header('User-Agent'));
      if (agent.bot || (await fromSignedInAdmin(ctx, c))) return c.body(null, 204);

      const events = parseEvents(text).map(withoutSecrets);
      if (events.length > 1) await spend(client, events.length - 1);
      const admitted = await sessionCap.admit(client, events);
      if (admitted.length === 0) return c.body(null, 204);
      const place = await clientPlace(admitted, ctx.geolocation, clientIp(c));
      const receivedAt = ctx.clock();
      const received: ReceivedEvent[] = admitted.map((event) => ({
        ...event,
        receivedAt,
        device: agent.device,
        place,
        source: sourceOf(event, ownHost),
      }));
      // A burst waits for a flush rather than being refused; past the wait a full queue is 503.
      await ctx.analytics.room();
      if (!ctx.analytics.record(received)) {
        c.header('Retry-After', String(busyRetrySeconds));
        return errorResponse(c, queueFull);
      }
      return c.body(null, 204);
    },
  );
}
