// The page's scripts start after its first paint (issue 18 §7, docs/decisions/118, amended
// 2026-11-27). The server's page is final (the popup opening on load and the cookie banner
// included), so nothing the visitor first sees waits for JavaScript; but React Router's <Scripts>
// writes modulepreload links (React hoists them into the head, before the stylesheet) and a module
// script whose imports the browser fetches at once, at high priority, competing with the
// stylesheet and the fonts the first paint needs. Here the links are dropped and the module
// script is kept inert (its type is not one a browser runs); a small script of ours, with the
// render's nonce, preloads the same modules and runs the same module once the page has painted.
// React's hydration then adds the links back (it mounts hoistable links it does not find), once
// they are fetched.

import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { carriedPage, pageBytesOf, pageResponse } from "../runtime/page-html";
import { iconStyleOfPage } from "./icon-svgs";

/** The type that keeps React Router's bootstrap module inert until `BOOT` runs it. */
const DEFERRED_TYPE = "text/vs-deferred-module";

const modulePreloadStart = '<link rel="modulepreload" href="';
// sticky: read where a plain search found the start (a search by the expression scans the page)
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/y;
// React Router's bootstrap: the route modules' imports, then `import(entry)` (one per page)
const bootstrapTag = /^<script nonce="([^"]*)" type="module" async="">$/;
const routeModules = "window.__reactRouterRouteModules";

/** React Router's bootstrap module script: its bounds, its body's and its nonce, or null. */
function bootstrapOf(html: string) {
  // found by plain searches (a regular expression testing every character against `</script>`
  // cost 4 % of a render): the first module script whose body names the route modules
  for (let at = html.indexOf(routeModules); at >= 0; at = html.indexOf(routeModules, at + 1)) {
    const start = html.lastIndexOf("<script", at);
    const bodyStart = html.indexOf(">", start) + 1;
    // the script that holds the name: its first end comes after it (forward searches are the fast ones)
    const end = html.indexOf("</script>", start);
    if (start < 0 || end < at || bodyStart > at) continue;
    const tag = bootstrapTag.exec(html.slice(start, bodyStart));
    if (tag) return { start, end: end + "</script>".length, nonce: tag[1] ?? "", bodyStart, bodyEnd: end };
  }
  return null;
}

/**
 * Runs after the bootstrap it follows: preloads the modules (and the page's texts script, which the
 * head names: docs/decisions/126), then runs the bootstrap as a module, once the page's first
 * contentful paint is reported (a browser without paint timing: after the first frame has painted,
 * as a frame's callback runs before its paint and the task it queues after it). A frame can paint
 * before anything the visitor reads (a background, text waiting for its face), and scripts fetched
 * then compete with what the first paint still needs. A hidden tab paints nothing, so it starts at
 * once, and a page that does not paint (display:none, throttled frames) starts after a second.
 */
const BOOT = `(function(){var s=document.currentScript.previousElementSibling,h=JSON.parse(s.getAttribute("data-preload")),t=document.querySelector("script[data-vs-texts]"),P=window.PerformanceObserver;if(t)h.unshift(t.getAttribute("data-src"));var d;function go(){if(d)return;d=1;h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=s.nonce;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)}if(document.visibilityState==="hidden")go();else{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * A rendered page (UTF-8) as it leaves the server, made in one pass over its text (three passes,
 * each copying the page, cost 6 % of a render): its icons' <style> at the end of its body
 * (decision 118) and its scripts deferred to after the first paint; a page without React Router's
 * bootstrap (an error page of ours, a feed) only gets its icons. The page is searched through a
 * one-byte view of its bytes (latin1: every ASCII mark at its byte's offset, where a decoded page
 * is a two-byte string twice its size) and the answer is made of its bytes, never re-encoded.
 */
export function finishedHtml(page: Uint8Array<ArrayBuffer>): Buffer<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const html = bytes.toString("latin1");
  const bodyEnd = html.lastIndexOf("</body>");
  const icons = bodyEnd < 0 ? "" : iconStyleOfPage(html);
  const found = bootstrapOf(html);
  // a bootstrap after </body> (not React Router's page) is left where it is
  const boot = found && (bodyEnd < 0 || found.end <= bodyEnd) ? found : null;
  if (!boot) {
    if (bodyEnd < 0) return bytes;
    return Buffer.concat([bytes.subarray(0, bodyEnd), Buffer.from(icons), bytes.subarray(bodyEnd)]);
  }
  // the cuts, in order: each modulepreload link (React hoists them into the head) and the
  // bootstrap, replaced by its deferred form; then the icons before </body>
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const preloads = new Set<string>();
  let from = 0;
  const keepUntil = (to: number) => {
    for (let at = html.indexOf(modulePreloadStart, from); at >= 0 && at < to; ) {
      modulePreload.lastIndex = at;
      const link = modulePreload.exec(html);
      if (!link) {
        at = html.indexOf(modulePreloadStart, at + 1);
        continue;
      }
      parts.push(bytes.subarray(from, link.index));
      // an href of the build's own (ASCII); a byte beyond it would be read as latin1
      preloads.add(Buffer.from(link[1] ?? "", "latin1").toString("utf8"));
      from = link.index + link[0].length;
      at = html.indexOf(modulePreloadStart, from);
    }
    parts.push(bytes.subarray(from, to));
    from = to;
  };
  keepUntil(boot.start);
  parts.push(
    Buffer.from(
      `<script nonce="${boot.nonce}" type="${DEFERRED_TYPE}" data-preload="${escapeAttribute(JSON.stringify([...preloads]))}">`,
    ),
    bytes.subarray(boot.bodyStart, boot.bodyEnd),
    Buffer.from(`</script><script nonce="${boot.nonce}">${BOOT}</script>`),
  );
  from = boot.end;
  const end = bodyEnd < 0 ? html.length : bodyEnd;
  keepUntil(end);
  parts.push(Buffer.from(icons), bytes.subarray(end));
  return Buffer.concat(parts);
}

/** A rendered HTML answer, read to its end and finished (`finishedHtml`). */
export async function finishedPage(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  // a new answer with the page's bytes as body, which the server writes at once (an answer made
  // from a read one is streamed back through a web stream: 7 % of a render), carrying them for
  // `encodedPage`; only the status is read (any other property of the answer makes its web stream)
  const page = finishedHtml(await pageBytesOf(response));
  return pageResponse(page, { status: response.status, headers });
}

const gzipAsync = promisify(gzip);
export const acceptsGzip = (header: string | undefined) => /\bgzip\b/.test(header ?? "");

/**
 * A rendered page as the browser takes it: gzip-compressed off the event loop when accepted, from
 * the document its answer carries, with `Vary: Accept-Encoding` either way. Hono's compress would
 * first remake the answer around a web stream to add that header, then compress the stream
 * (issue 16 §6); it leaves an answer that has a Content-Encoding, or this Vary, as it is.
 */
export async function encodedPage(response: Response, accepted: string | undefined): Promise<Response> {
  const page = carriedPage(response);
  if (page === undefined || response.headers.has("Content-Encoding")) return response;
  const vary = response.headers.get("Vary");
  if (!vary || !/\baccept-encoding\b/i.test(vary)) {
    response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  if (!acceptsGzip(accepted) || page.byteLength < 1024) return response;
  const compressed = await gzipAsync(page);
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength), {
    status: response.status,
    headers,
  });
}
