import type { Context } from 'hono';
import { isPlainText, unusualCharactersMessage } from '#shared/contracts/plain-text.ts';
import { maxFileNameLength, tooLargeMessage } from '#shared/file-size.ts';
import { HttpError, payloadTooLarge } from './http-error.ts';

/** An uploaded file as it arrived: its bytes and the name the uploader's machine gave it. */
export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/** The file name sent in the `name` query parameter, reduced to its last path part. */
export function uploadedName(c: Context): string {
  const raw = c.req.query('name') ?? '';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name !== '' && !isPlainText(name, { multiline: false }))
    throw new HttpError(400, 'validation_failed', unusualCharactersMessage, {
      name: unusualCharactersMessage,
    });
  if (name === '' || name.length > maxFileNameLength)
    throw new HttpError(
      400,
      'validation_failed',
      `The file name must be 1 to ${maxFileNameLength} characters.`,
      { name: `Give the file a name of 1 to ${maxFileNameLength} characters.` },
    );
  return name;
}

const cutOff = new HttpError(400, 'bad_request', 'The upload ended before its Content-Length.');

/**
 * Reads a raw upload body (the file's bytes, not a multipart form) into one buffer of its
 * declared length, so a large file is held once. A missing length is 411, a length over
 * `maxBytes` 413 before anything is read, an empty body 400, and a body that is longer or
 * shorter than it said 400.
 */
export async function readUploadBody(
  c: Context,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('Content-Length');
  if (declared === undefined || !/^\d+$/.test(declared))
    throw new HttpError(411, 'length_required', 'Send the file with its Content-Length.');
  const length = Number(declared);
  if (length > maxBytes) throw payloadTooLarge(tooLargeMessage(maxBytes));
  if (length === 0)
    throw new HttpError(400, 'validation_failed', 'The file is empty.', {
      file: 'The file is empty.',
    });
  const body = c.req.raw.body;
  if (!body) throw new HttpError(400, 'validation_failed', 'The file is empty.');
  const bytes = new Uint8Array(length);
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-upload: its mistake or its network, not ours to log as one.
      throw cutOff;
    });
    if (done) break;
    if (received + value.byteLength > length) {
      await reader.cancel();
      throw new HttpError(400, 'bad_request', 'The body is longer than its Content-Length.');
    }
    bytes.set(value, received);
    received += value.byteLength;
  }
  if (received !== length) throw cutOff;
  return bytes;
}
