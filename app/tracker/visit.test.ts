import { describe, expect, it, vi } from 'vitest';
import { analyticsTimings } from '#shared/contracts/analytics-constants.ts';
import type { KeyValueStore } from './safe-storage.ts';
import { safeStorage } from './safe-storage.ts';
import { trackerStorageKeys } from './storage-keys.ts';
import { landingSource, touchVisit } from './visit.ts';

const start = Date.UTC(2026, 10, 24, 12);
const minute = 60_000;

describe('touchVisit', () => {
  it('keeps the session at 29:59 without activity and starts a new one at 30:00', () => {
    const store = safeStorage();
    const first = touchVisit(store, start, 'Direct');
    const kept = touchVisit(store, start + analyticsTimings.sessionTimeoutMs - 1000, 'Direct');
    expect(kept.sessionId).toBe(first.sessionId);
    // The activity at 29:59 moved the clock: the timeout counts from the last activity.
    const lastActivity = start + analyticsTimings.sessionTimeoutMs - 1000;
    const renewed = touchVisit(store, lastActivity + analyticsTimings.sessionTimeoutMs, 'Direct');
    expect(renewed.sessionId).not.toBe(first.sessionId);
    expect(renewed.visitorId).toBe(first.visitorId);
    expect(renewed.sessionStart).toBe(lastActivity + analyticsTimings.sessionTimeoutMs);
  });

  it('makes UUIDs and stores them under the shared keys', () => {
    const visit = touchVisit(safeStorage(), start, 'Direct');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(visit.visitorId).toMatch(uuid);
    expect(visit.sessionId).toMatch(uuid);
    expect(localStorage.getItem(trackerStorageKeys.visitorId)).toBe(visit.visitorId);
    expect(localStorage.getItem(trackerStorageKeys.sessionId)).toBe(visit.sessionId);
    expect(localStorage.getItem(trackerStorageKeys.sessionTimestamp)).toBe(String(start));
  });

  it('is a new visitor for the first session and a returning one from the second', () => {
    const store = safeStorage();
    expect(touchVisit(store, start, 'Direct').isNewVisitor).toBe(true);
    expect(touchVisit(store, start + 5 * minute, 'Direct').isNewVisitor).toBe(true);
    const later = start + 5 * minute + analyticsTimings.sessionTimeoutMs;
    expect(touchVisit(store, later, 'Direct').isNewVisitor).toBe(false);
    expect(localStorage.getItem(trackerStorageKeys.returningVisitor)).toBe('1');
  });

  it('keeps the first touch source when later visits come from elsewhere', () => {
    const store = safeStorage();
    touchVisit(store, start, 'newsletter');
    const later = touchVisit(store, start + 2 * analyticsTimings.sessionTimeoutMs, 'google.com');
    expect(later.firstTouchSource).toBe('newsletter');
  });

  it('keeps its ids in memory for the page when localStorage throws', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const store: KeyValueStore = safeStorage();
    const first = touchVisit(store, start, 'Direct');
    expect(touchVisit(store, start + minute, 'Direct').sessionId).toBe(first.sessionId);
  });
});

describe('landingSource', () => {
  const landing = (query = '') => new URL(`https://guide.example/${query}`);

  it('takes utm_source first, then an outside referrer host, then Direct', () => {
    expect(landingSource(landing('?utm_source=newsletter'), 'https://google.com/x')).toBe(
      'newsletter',
    );
    expect(landingSource(landing(), 'https://www.google.com/search?q=x')).toBe('www.google.com');
    expect(landingSource(landing(), 'https://guide.example/blog')).toBe('Direct');
    expect(landingSource(landing(), '')).toBe('Direct');
  });
});
