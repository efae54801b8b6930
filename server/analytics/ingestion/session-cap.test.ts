import { describe, expect, it } from 'vitest';
import type { LeasedRateLimiter } from '#server/http/leased-rate-limit.ts';
import type { TrackEvent } from '#shared/contracts/analytics.ts';
import { createSessionCap } from './session-cap.ts';

/** A limiter allowing `points` per client, counting every attempt it is asked. */
function countingLimiter(points: number) {
  const spent = new Map<string, number>();
  const limiter: LeasedRateLimiter = {
    attempt(key) {
      const used = (spent.get(key) ?? 0) + 1;
      spent.set(key, used);
      return Promise.resolve(
        used <= points
          ? { limited: false }
          : { limited: true, retryAfterSeconds: 60, firstRefusal: used === points + 1 },
      );
    },
  };
  return { limiter, spent };
}

const view = (sessionId: string): TrackEvent => ({
  type: 'page_view',
  data: { sessionId, visitorId: 'v', pagePath: '/' },
});
const sessionsOf = (events: TrackEvent[]) => [...new Set(events.map((e) => e.data.sessionId))];

describe('the new-session cap', () => {
  it('counts a session once, however many of its events come and however they race', async () => {
    const { limiter, spent } = countingLimiter(10);
    const cap = createSessionCap(limiter, 3_600_000);
    await Promise.all([cap.admit('a', [view('s1'), view('s1')]), cap.admit('a', [view('s1')])]);
    await cap.admit('a', [view('s1'), view('s2')]);
    expect(spent.get('a')).toBe(2);
  });

  it('drops the events of sessions past the cap and keeps those within it going', async () => {
    const { limiter } = countingLimiter(2);
    const cap = createSessionCap(limiter, 3_600_000);
    const admitted = await cap.admit('a', ['s1', 's2', 's3', 's4'].map(view));
    expect(sessionsOf(admitted)).toEqual(['s1', 's2']);
    expect(sessionsOf(await cap.admit('a', [view('s5'), view('s2')]))).toEqual(['s2']);
  });

  it('forgets a client’s sessions after the window, so a session still going counts again', async () => {
    let now = 0;
    const { limiter, spent } = countingLimiter(10);
    const cap = createSessionCap(limiter, 1_000, () => now);
    await cap.admit('a', [view('s1')]);
    now = 1_000;
    await cap.admit('a', [view('s1')]);
    expect(spent.get('a')).toBe(2);
  });
});
