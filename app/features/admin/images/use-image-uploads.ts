import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { messageOr } from '#app/lib/api-client.ts';
import { tooLargeMessage } from '#shared/file-size.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { handleAdminRefusal } from '../kit/session.ts';
import { uploadImage } from './images-api.ts';

export interface UploadFailure {
  name: string;
  message: string;
}

export interface UploadState {
  status: 'idle' | 'uploading' | 'done';
  /** Of all the batch's bytes, the share sent so far: 0 to 1. */
  progress: number;
  total: number;
  uploaded: number;
  /** The file on its way, while uploading. */
  current?: { number: number; name: string };
  failures: UploadFailure[];
}

const idle: UploadState = { status: 'idle', progress: 0, total: 0, uploaded: 0, failures: [] };

/** Raised in the browser for a file the server would refuse anyway, before its bytes are sent. */
class TooLarge extends Error {}

function reportFailure(name: string, error: unknown): UploadFailure {
  console.error(`${kitNotices.uploadFailed.title}: ${name}`, error);
  const message =
    error instanceof TooLarge
      ? error.message
      : messageOr(error, kitNotices.uploadFailed.description);
  notify({
    title: kitNotices.uploadFailed.title,
    description: `${name}: ${message}`,
    variant: 'error',
  });
  return { name, message };
}

/**
 * Uploads a batch of images one after another, each with its own request, so a refused file
 * does not stop the others; one progress figure over the batch's bytes. `maxBytes` (the
 * server's limit, when known) refuses a larger file without sending it.
 */
export function useImageUploads(maxBytes: number | undefined) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>(idle);

  async function upload(files: readonly File[]) {
    const totalBytes = Math.max(
      1,
      files.reduce((sum, file) => sum + file.size, 0),
    );
    let sentBytes = 0;
    let uploaded = 0;
    const failures: UploadFailure[] = [];
    for (const [index, file] of files.entries()) {
      const current = { number: index + 1, name: file.name };
      setState({
        status: 'uploading',
        progress: sentBytes / totalBytes,
        total: files.length,
        uploaded,
        current,
        failures: [...failures],
      });
      try {
        if (maxBytes !== undefined && file.size > maxBytes) {
          throw new TooLarge(tooLargeMessage(maxBytes));
        }
        const before = sentBytes;
        await uploadImage(file, (fraction) =>
          setState((now) => ({ ...now, progress: (before + fraction * file.size) / totalBytes })),
        );
        uploaded += 1;
      } catch (error) {
        // Signed out, or no longer allowed: the other files would be refused alike.
        if (handleAdminRefusal(client, error)) return;
        failures.push(reportFailure(file.name, error));
      }
      sentBytes += file.size;
    }
    setState({ status: 'done', progress: 1, total: files.length, uploaded, failures });
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.images }),
      client.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
  }

  return { state, upload };
}
