import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { createErrorHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { parseJsonBody } from './parse-body.ts';

const contract = z.object({ email: z.email(), name: z.string().trim().min(1).max(100) });

function testApp() {
  const app = new Hono();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.post('/api/echo', async (c) => c.json(await parseJsonBody(c, contract)));
  app.get('/api/teapot', () => {
    throw new HttpError(418, 'teapot', 'I am a teapot.');
  });
  for (const path of ['/api/boom', '/download/boom'])
    app.get(path, () => {
      throw new Error('secret detail at /srv/app/internal.ts:12');
    });
  app.post('/newsletter/form', () => {
    throw new HttpError(400, 'malformed_form', 'We could not read that form.');
  });
  return app;
}

const post = (body: string) =>
  testApp().request('/api/echo', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });

describe('API errors', () => {
  it('answer a contract violation with 400 and a message per field', async () => {
    const response = await post(JSON.stringify({ email: 'nope', name: '' }));
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'name']);
  });

  it('answer a body that is not JSON with 400', async () => {
    const response = await post('{"email":');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('invalid_json');
  });

  it('answer a body of the wrong type with 400 naming the body', async () => {
    const response = await post('[1,2]');
    expect(apiErrorSchema.parse(await response.json()).error.fields).toHaveProperty('body');
  });

  it('pass a deliberate error through with its status and code', async () => {
    const response = await testApp().request('/api/teapot');
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ error: { code: 'teapot', message: 'I am a teapot.' } });
  });

  it('hide an unexpected error behind a 500 without details or stack', async () => {
    const response = await testApp().request('/api/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(apiErrorSchema.parse(JSON.parse(text)).error.code).toBe('internal_error');
    expect(text).not.toMatch(/secret|internal\.ts|at /);
  });

  it('answer a failed form post or link outside the API with a page in the site style, not JSON', async () => {
    const refused = await testApp().request('/newsletter/form', { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('We could not read that form.');
    expect(page).toContain('href="/"');
    expect(page).not.toContain('"error"');

    const failed = await testApp().request('/download/boom');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('Content-Type')).toMatch(/^text\/html/);
    const text = await failed.text();
    expect(text).toContain('Something went wrong');
    expect(text).not.toMatch(/secret|internal\.ts/);
  });

  it('accept a valid body', async () => {
    const response = await post(JSON.stringify({ email: 'parent@example.com', name: '  Sam  ' }));
    expect(await response.json()).toEqual({ email: 'parent@example.com', name: 'Sam' });
  });
});
