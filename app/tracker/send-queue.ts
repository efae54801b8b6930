import { analyticsLimits, analyticsTimings } from '#shared/contracts/analytics-constants.ts';
import type { TrackEvent } from '#shared/contracts/analytics.ts';

export interface SendQueue {
  /** Queues an event; `soon` posts the queue at once (page views). */
  add(event: TrackEvent, soon?: boolean): void;
  /** Sends everything queued with sendBeacon: the page may be going away. */
  beacon(): void;
  /** Drops the pending timer (tests, and a stopped tracker). */
  stop(): void;
}

const warn = (reason: unknown) => console.warn('Analytics: events were not sent.', reason);

/**
 * Events wait a moment and go together, at most 50 to a request. A failed post is logged
 * and forgotten: analytics never retries into a visitor's bandwidth or breaks a page.
 */
export function sendQueue(endpoint: string): SendQueue {
  let queued: TrackEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function batches(): string[] {
    const bodies: string[] = [];
    for (const events = queued.splice(0); events.length > 0;)
      bodies.push(JSON.stringify({ events: events.splice(0, analyticsLimits.batch) }));
    return bodies;
  }

  function post(body: string) {
    fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).then((response) => {
      if (!response.ok) warn(response.status);
    }, warn);
  }

  function flush() {
    timer = undefined;
    batches().forEach(post);
  }

  return {
    add(event, soon) {
      queued.push(event);
      if (soon) {
        clearTimeout(timer);
        timer = undefined;
      }
      timer ??= setTimeout(flush, soon ? 0 : analyticsTimings.batchDelayMs);
    },
    beacon() {
      clearTimeout(timer);
      timer = undefined;
      // sendBeacon sends a string as text/plain, which the endpoint accepts; refused, it is posted.
      for (const body of batches()) if (!navigator.sendBeacon(endpoint, body)) post(body);
    },
    stop() {
      clearTimeout(timer);
      queued = [];
    },
  };
}
