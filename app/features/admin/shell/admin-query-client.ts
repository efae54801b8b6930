import { QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query';
import { notifyFailure, type NoticeText } from '#app/lib/error-notices.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { adminKeys, sessionKey } from '../kit/query-keys.ts';
import { handleAdminRefusal } from '../kit/session.ts';
import { isClientError } from '../kit/session-lost.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast for a failed load (after the retries); none when the card shows it itself. */
      failureNotice?: NoticeText;
      /** The toast when the session turns out to have expired; the session-expired one by default. */
      sessionLostNotice?: NoticeText;
    };
  }
}

const maxRetries = 3;

/** 1 s, 2 s, 4 s ... never more than 30 s between attempts. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retries what may pass next time (5xx, no connection), never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && !isClientError(error);
}

function reportFailure(client: QueryClient, error: unknown, meta: QueryMeta | undefined): void {
  if (handleAdminRefusal(client, error, meta?.sessionLostNotice ?? kitNotices.sessionExpired)) {
    return;
  }
  if (meta?.failureNotice) notifyFailure(meta.failureNotice, error);
}

/**
 * The back office's data cache, one per page load (created by the admin route,
 * never shared between requests on the server). Data stays on screen when a
 * refresh fails: a failed fetch keeps the last data; it only adds the error.
 */
export function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(client, error, query.meta),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // The cards have Refresh buttons; a refetch on every focus would only raise toasts.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  // Admin data is asked for only while someone is signed in: a card that renders once more
  // after sign-out, before it unmounts, must not fetch (and cache) it again.
  client.setQueryDefaults(adminKeys.all, {
    enabled: () => Boolean(client.getQueryData(sessionKey)),
  });
  return client;
}
