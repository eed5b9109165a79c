// A rendered document travels from the app's server entry to the server beside its Response
// (issue 16 §6, docs/decisions/121): the server reads every page to its end anyway (its icons and
// deferred scripts, then the page cache), so the entry hands over the bytes it collected instead
// of a web stream the server would read back; they stay bytes (UTF-8) to the socket, the gzip
// stream and the page cache, never decoded to a string and encoded again.

/** A global symbol: the app's bundle and the server's code are separate module instances. */
const PAGE = Symbol.for("vinisite.page-bytes");

type WithPage = Response & { [PAGE]?: Uint8Array<ArrayBuffer> };

/** An HTML answer whose whole document (UTF-8) the server can take without reading its body. */
export function pageResponse(page: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response: WithPage = new Response(page, init);
  response[PAGE] = page;
  return response;
}

/** The document an answer carries beside its body, if it was made by `pageResponse`. */
export function carriedPage(response: Response): Uint8Array<ArrayBuffer> | undefined {
  const page = (response as WithPage)[PAGE];
  return page instanceof Uint8Array ? page : undefined;
}

/** The document of an HTML answer: the bytes it carries, else its body read to its end. */
export async function pageBytesOf(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return carriedPage(response) ?? new Uint8Array(await response.arrayBuffer());
}
