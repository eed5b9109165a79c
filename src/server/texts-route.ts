// The visitor texts' scripts (docs/decisions/126): one by language and kind of site, named by their
// content, so a browser fetches each once and keeps it.
import type { Context } from "hono";
import { visitorTextsAssetByFile } from "../runtime/messages/visitor-texts";

export { visitorTextsBase } from "../runtime/messages/visitor-texts";

/** GET `${visitorTextsBase}:file` (`fr_FR-shop.<hash>.js`): the script, immutable; else 404. */
export async function visitorTextsRoute(c: Context): Promise<Response> {
  const asset = await visitorTextsAssetByFile(c.req.param("file") ?? "");
  if (!asset) return c.body("Not found", 404, { "Cache-Control": "public, max-age=3600" });
  return c.body(asset.body, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
}
