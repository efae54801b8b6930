import { vi } from 'vitest';

export interface ApiCall {
  path: string;
  body: unknown;
}

type Answer = Response | Promise<Response>;

/**
 * Replaces `fetch` for the browser app's tests: `answer` gets each call's path
 * and parsed JSON body (and its method) and returns a real Response in the API's shapes.
 */
export function fakeApi(answer: (call: ApiCall, method: string) => Answer) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = input instanceof Request ? input.url : String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { path, body };
    calls.push(call);
    return Promise.resolve(answer(call, init?.method ?? 'GET'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (body: unknown = { ok: true }) => Response.json(body);

export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** A network failure: fetch itself rejects, as a browser's does when offline. */
export function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

/** An answer the test releases when it wants to look at the busy state first. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
