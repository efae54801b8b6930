import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { ScriptMarkerProvider } from '#app/script-marker.tsx';
import { stylesheetFor } from '#app/stylesheet.ts';

const renderTimeoutMs = 5_000;

/**
 * The stylesheet of the public pages, as the build names it: the server's own pages link it
 * too (server/http/page-stylesheets.ts), and only a module built by Vite knows its URL.
 */
export const publicStylesheet = stylesheetFor('/');

/**
 * Pages are rendered whole (onAllReady), never streamed: the Node host caches
 * public pages and hashes their inline scripts for the Content-Security-Policy,
 * both of which need the finished document.
 *
 * The load context's script marker becomes the nonce of every inline script we
 * write: React Router's (hydration data, module bootstrap, scroll restoration,
 * streamed loader data), React's own, and the theme script in root.tsx. The
 * server hashes exactly the scripts that carry it and removes it from the page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const marker = loadContext.scriptMarker;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarkerProvider marker={marker}>
        <ServerRouter context={routerContext} url={request.url} nonce={marker} />
      </ScriptMarkerProvider>,
      {
        nonce: marker,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, renderTimeoutMs);
  });
}
