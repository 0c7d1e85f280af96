import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './lib/csp/nonce-context';
import { addPageCacheHints } from './page-cache-hints.server';
import { inlineStyleHashesHeader } from '@zilt/contracts/page-cache';
import { builtStylesheet, prepareFirstPaint } from './critical-path.server';

// How long a render may take before React gives up on pending boundaries.
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no streamed holes): crawlers and visitors
 * without JavaScript get complete HTML, and the status code (404, 401) is final.
 * Every inline script carries the request's CSP nonce (the server's policy allows no others);
 * the hashes of the inline style elements go to the server with the page, for its policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  let renderFailed = false;

  return new Promise<Response>((resolve, reject) => {
    const status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Never move finished content out of place: React would otherwise send large
        // Suspense boundaries as hidden segments that only a script reveals, and visitors
        // without JavaScript would see nothing of them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The complete document is at hand; prepared for the first paint (critical-path.server).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const { html, styleHashes } = prepareFirstPaint(Buffer.concat(chunks).toString('utf8'), builtStylesheet);
              responseHeaders.set(inlineStyleHashesHeader, styleHashes.join(' '));
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          addPageCacheHints(responseHeaders, routerContext, renderFailed);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Errors inside a Suspense boundary (a failing block) are recoverable: the browser
          // renders that part again and its error boundary takes over. A broken shell is
          // reported through onShellError instead, so the status stays as the loaders set it.
          renderFailed = true;
          loadContext.log.error({ err: error, url: request.url }, 'a part of the page failed to render');
        },
      },
    );
  });
}

/**
 * Errors of loaders, actions and rendering go to the server's log with the request id; a
 * request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).log.error({ err: error, url: request.url }, 'the page request failed');
};
