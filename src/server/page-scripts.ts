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

import { withIconStyle } from "./icon-svgs";

/** The type that keeps React Router's bootstrap module inert until `BOOT` runs it. */
const DEFERRED_TYPE = "text/vs-deferred-module";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
// React Router's bootstrap: the route modules' imports, then `import(entry)` (one per page)
const bootstrap =
  /<script nonce="([^"]*)" type="module" async="">((?:(?!<\/script>)[\s\S])*window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;

/**
 * Runs after the bootstrap it follows: preloads the modules, then runs the bootstrap as a module,
 * after the first frame has painted (a frame's callback runs before its paint, the task it queues
 * after it); a hidden tab paints nothing, so it starts at once, and a page whose frames do not come
 * (a frame the browser does not draw: display:none, or throttled) starts after a second.
 */
const BOOT = `(function(){var s=document.currentScript.previousElementSibling,h=JSON.parse(s.getAttribute("data-preload"));var d;function go(){if(d)return;d=1;h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=s.nonce;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)}if(document.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A rendered page whose scripts start after its first paint; a page without them is unchanged. */
export function deferPageScripts(html: string): string {
  const found = bootstrap.exec(html);
  if (!found) return html;
  const [whole, nonce = "", body = ""] = found;
  const preloads = [...new Set([...html.matchAll(modulePreload)].map((m) => m[1] ?? ""))];
  const deferred =
    `<script nonce="${nonce}" type="${DEFERRED_TYPE}" data-preload="${escapeAttribute(JSON.stringify(preloads))}">${body}</script>` +
    `<script nonce="${nonce}">${BOOT}</script>`;
  return html.replace(whole, () => deferred).replace(modulePreload, "");
}

/** A rendered HTML answer, read to its end: its icons' <style> (decision 118), its scripts deferred. */
export async function finishedPage(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  // a new answer with its own init, not the read one's: the server writes a text body at once,
  // where an answer made from a read one is streamed back through a web stream (7 % of a render)
  return new Response(deferPageScripts(withIconStyle(await response.text())), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
