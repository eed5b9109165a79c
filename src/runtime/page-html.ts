// A rendered document travels from the app's server entry to the server beside its Response
// (issue 16 §6, docs/decisions/121): the server reads every page to its end anyway (its icons and
// deferred scripts, then the page cache), so the entry hands over the string it collected instead
// of a web stream the server would read back, decode and encode again (about 10 % of a render).

/** A global symbol: the app's bundle and the server's code are separate module instances. */
const PAGE_HTML = Symbol.for("vinisite.page-html");

type WithPageHtml = Response & { [PAGE_HTML]?: string };

/** An HTML answer whose whole document the server can take without reading its body. */
export function pageResponse(html: string, init: ResponseInit): Response {
  const response: WithPageHtml = new Response(html, init);
  response[PAGE_HTML] = html;
  return response;
}

/** The document an answer carries beside its body, if it was made by `pageResponse`. */
export function carriedPageHtml(response: Response): string | undefined {
  const html = (response as WithPageHtml)[PAGE_HTML];
  return typeof html === "string" ? html : undefined;
}

/** The document of an HTML answer: the string it carries, else its body read to its end. */
export function pageHtmlOf(response: Response): Promise<string> {
  const html = carriedPageHtml(response);
  return html === undefined ? response.text() : Promise.resolve(html);
}
