import type { z } from 'zod';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';

export interface UploadOptions<Schema extends z.ZodType> {
  /** The upload endpoint; the file's name goes in its `name` query parameter. */
  path: string;
  file: File;
  /** The answer's contract. */
  schema: Schema;
  /** Called as bytes leave the browser: 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as the raw request body. XMLHttpRequest, not fetch, because only it reports
 * upload progress. Failures are ApiRequestErrors, like every other admin call.
 */
export function uploadFile<Schema extends z.ZodType>({
  path,
  file,
  schema,
  onProgress,
}: UploadOptions<Schema>): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${path}?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('error', () =>
      reject(new ApiRequestError(0, 'network_error', `Could not reach ${path}.`)),
    );
    request.addEventListener('load', () => {
      const json = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const failure = apiErrorSchema.safeParse(json);
        reject(
          failure.success
            ? new ApiRequestError(
                request.status,
                failure.data.error.code,
                failure.data.error.message,
                failure.data.error.fields,
                true,
              )
            : new ApiRequestError(
                request.status,
                'invalid_response',
                `${path} answered ${request.status}.`,
              ),
        );
        return;
      }
      const answer = schema.safeParse(json);
      if (answer.success) resolve(answer.data);
      else
        reject(
          new ApiRequestError(
            request.status,
            'invalid_response',
            `${path} sent an unexpected answer.`,
          ),
        );
    });
    request.send(file);
  });
}
