// React Router's default server entry (@react-router/dev's entry.server.node.tsx), plus the
// render's Content-Security-Policy nonce (docs/decisions/081): src/server/server.ts puts it in the
// load context and sends the policy naming it; here it goes to React (its streaming scripts), to
// React Router (its context, route-module and data scripts, modulepreload links) and to the
// root's own inline scripts (NonceContext).
import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { pageResponse } from "../runtime/page-html";
import { NonceContext } from "./csp-nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    // the headers of the GET: the server adds the page's policy to an HTML answer
    responseHeaders.set("Content-Type", "text/html");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // crawlers (and SPA mode) get the whole document at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // the stream is aborted after `streamTimeout`, with time left to flush the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // the status is the shell's: an error in a boundary after it is the boundary's to show
          const status = responseStatusCode;
          responseHeaders.set("Content-Type", "text/html");
          // the server reads every page to its end (src/server/page-scripts.ts, the page cache):
          // the document is collected here and handed over whole, with no web stream between
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              // the timeout would keep the closure (and the page) alive
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(pageResponse(Buffer.concat(chunks), { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors of the shell itself are logged by React Router's handleDocumentRequest
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
