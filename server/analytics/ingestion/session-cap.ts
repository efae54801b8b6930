import type { LeasedRateLimiter } from '#server/http/leased-rate-limit.ts';
import type { TrackEvent } from '#shared/contracts/analytics.ts';

export interface SessionCap {
  /**
   * The events of the sessions this client may report, in their order; events of sessions
   * past its cap are left out.
   */
  admit(client: string, events: readonly TrackEvent[]): Promise<TrackEvent[]>;
}

interface ClientSessions {
  /** Session ids counted for this client: their verdict, pending while the limiter decides. */
  counted: Map<string, Promise<boolean>>;
  /** When this memory is dropped; sessions still going after it are counted once more. */
  until: number;
}

// Past this many clients held in memory, ended ones are swept before a new one is added.
const sweepAbove = 10_000;

/**
 * Caps the sessions one client may speak for: a session is counted against the shared
 * per-client limit the first time its id arrives (from this instance's memory after that),
 * and the events of sessions past the limit are dropped, so one client cannot fill the
 * dashboard with made-up visitors by inventing session ids. A session refused stays refused
 * while the limiter refuses the client; a session still going when this memory of its client
 * ends (after the window) is counted once more, so a long visit costs at most two places.
 */
export function createSessionCap(
  limiter: LeasedRateLimiter,
  windowMs: number,
  now: () => number = Date.now,
): SessionCap {
  const clients = new Map<string, ClientSessions>();

  function sessionsOf(client: string): ClientSessions {
    const at = now();
    const known = clients.get(client);
    if (known && known.until > at) return known;
    if (clients.size >= sweepAbove) {
      for (const [key, entry] of clients) if (entry.until <= at) clients.delete(key);
    }
    const fresh: ClientSessions = { counted: new Map(), until: at + windowMs };
    clients.set(client, fresh);
    return fresh;
  }

  async function allowed(client: string, sessionId: string): Promise<boolean> {
    const sessions = sessionsOf(client);
    const known = sessions.counted.get(sessionId);
    if (known) return known;
    // Stored before it settles, so two requests naming one new session count it once.
    const verdict = limiter.attempt(client).then((answer) => !answer.limited);
    sessions.counted.set(sessionId, verdict);
    // A refused id is not kept (the limiter answers the next one from memory), nor one the
    // limiter could not decide (the database was away): it is asked about again.
    const admitted = await verdict.catch((error: unknown) => {
      sessions.counted.delete(sessionId);
      throw error;
    });
    if (!admitted) sessions.counted.delete(sessionId);
    return admitted;
  }

  return {
    async admit(client, events) {
      const verdicts = new Map<string, boolean>();
      for (const { data } of events) {
        if (!verdicts.has(data.sessionId))
          verdicts.set(data.sessionId, await allowed(client, data.sessionId));
      }
      return events.filter((event) => verdicts.get(event.data.sessionId));
    },
  };
}
