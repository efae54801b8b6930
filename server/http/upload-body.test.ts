import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './error-handler.ts';
import { readUploadBody, uploadedName } from './upload-body.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';

const app = new Hono();
app.onError(createErrorHandler(silentLogger));
app.post('/api/upload', async (c) => {
  const bytes = await readUploadBody(c, 10);
  return c.json({ name: uploadedName(c), size: bytes.byteLength });
});

/** A body that sends `chunks` and then ends or fails, whatever length it declared. */
function streamOf(chunks: string[], fail = false): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (fail) controller.error(new Error('aborted'));
      else controller.close();
    },
  });
}

async function upload(body: BodyInit | null, headers: Record<string, string>, name = 'a.pdf') {
  const response = await app.request(`/api/upload?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('readUploadBody', () => {
  it('reads a body of its declared length, and names the file by its last path part', async () => {
    expect(await upload('12345', { 'Content-Length': '5' }, 'C:\\docs\\guide.pdf')).toEqual({
      status: 200,
      body: { name: 'guide.pdf', size: 5 },
    });
  });

  it('wants a length, refuses one over the limit before reading, and an empty body', async () => {
    expect((await upload(streamOf(['12']), {})).status).toBe(411);
    expect(await upload(streamOf(['12']), { 'Content-Length': '11' })).toMatchObject({
      status: 413,
      body: { error: { code: 'payload_too_large' } },
    });
    expect(await upload(null, { 'Content-Length': '0' })).toMatchObject({
      status: 400,
      body: { error: { fields: { file: 'The file is empty.' } } },
    });
  });

  it('refuses a body longer or shorter than it said, or cut off, as the client’s mistake', async () => {
    for (const body of [streamOf(['123456']), streamOf(['12']), streamOf(['12'], true)]) {
      expect(await upload(body, { 'Content-Length': '4' })).toMatchObject({
        status: 400,
        body: { error: { code: 'bad_request' } },
      });
    }
  });

  it('refuses a name that is empty or too long once cleaned', async () => {
    for (const name of ['', '/', 'a'.repeat(201)]) {
      expect(await upload('1', { 'Content-Length': '1' }, name)).toMatchObject({
        status: 400,
        body: { error: { fields: { name: 'Give the file a name of 1 to 200 characters.' } } },
      });
    }
  });
});
