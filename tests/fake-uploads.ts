import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** One upload the browser app started, which the test moves along and answers. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void;
  respond(status: number, json: unknown): void;
}

/**
 * Replaces XMLHttpRequest (the uploads' transport, for its progress events) with requests the
 * test drives: `next()` waits for the next one to be sent.
 */
export function fakeUploads() {
  const sent: FakeUpload[] = [];

  class FakeXhr {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    send(body: unknown) {
      this.body = body;
      sent.push(this);
    }

    // Like the network's own events, these arrive outside any act(): the test waits for the
    // screen to change (findBy, waitFor), as it does for fetch answers.
    progress(loaded: number, total: number) {
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
      );
    }

    respond(status: number, json: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(json);
      this.events.dispatchEvent(new Event('load'));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let taken = 0;
  return {
    sent,
    /** The next upload sent after the ones already taken. */
    async next(): Promise<FakeUpload> {
      await waitFor(() => {
        if (sent.length <= taken) throw new Error('no upload was sent');
      });
      const upload = sent[taken];
      taken += 1;
      if (!upload) throw new Error('no upload was sent');
      return upload;
    },
  };
}
