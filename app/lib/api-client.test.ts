import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, fakeApi, networkFailure, ok } from '#tests/fake-api.ts';
import { ApiRequestError, getJson, messageOr, postEmpty, postJson } from './api-client.ts';

const urlSchema = z.object({ url: z.string() });

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`Expected an ApiRequestError`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('postJson', () => {
  it('posts JSON and returns the answer checked by the schema', async () => {
    const { fetchMock } = fakeApi(() => ok({ url: 'https://pay.test/1', extra: true }));
    await expect(postJson('/api/x', { a: 1 }, urlSchema)).resolves.toEqual({
      url: 'https://pay.test/1',
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it("turns the API's error shape into an ApiRequestError with its fields", async () => {
    fakeApi(() => apiError(400, 'validation_failed', 'Check the fields.', { zip: 'Bad ZIP.' }));
    const error = await failureOf(postJson('/api/x', {}, urlSchema));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the fields.',
      fields: { zip: 'Bad ZIP.' },
      hasServerMessage: true,
    });
    expect(messageOr(error, 'Default.')).toBe('Check the fields.');
  });

  it('reports an unreadable error page without passing its text on', async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(postJson('/api/x', {}, urlSchema));
    expect(error).toMatchObject({ status: 502, code: 'invalid_response', hasServerMessage: false });
    expect(messageOr(error, 'Default.')).toBe('Default.');
  });

  it('rejects a success answer of the wrong shape', async () => {
    fakeApi(() => ok({ link: 'https://pay.test/1' }));
    const error = await failureOf(postJson('/api/x', {}, urlSchema));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns a network failure into an ApiRequestError with status 0', async () => {
    fakeApi(networkFailure);
    const error = await failureOf(postJson('/api/x', {}, urlSchema));
    expect(error).toMatchObject({ status: 0, code: 'network_error', hasServerMessage: false });
    expect(messageOr(error, 'Default.')).toBe('Default.');
    expect(messageOr(new Error('internal detail'), 'Default.')).toBe('Default.');
  });
});

describe('getJson and postEmpty', () => {
  it('GETs with the query, sends the cookie of this site only, and checks the answer', async () => {
    const { fetchMock } = fakeApi(() => ok({ url: 'https://pay.test/2' }));
    await expect(getJson('/api/admin/x?page=2', urlSchema)).resolves.toEqual({
      url: 'https://pay.test/2',
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/x?page=2');
    expect(init).toMatchObject({ method: 'GET', body: null, credentials: 'same-origin' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('POSTs without a body', async () => {
    const { fetchMock } = fakeApi(() => ok());
    await expect(
      postEmpty('/api/auth/sign-out', z.object({ ok: z.literal(true) })),
    ).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', body: null, credentials: 'same-origin' });
  });

  it('reports an error answer with its status and code', async () => {
    fakeApi(() => apiError(401, 'authentication_required', 'Please sign in.'));
    const error = await failureOf(getJson('/api/admin/x', urlSchema));
    expect(error).toMatchObject({ status: 401, code: 'authentication_required' });
  });
});
