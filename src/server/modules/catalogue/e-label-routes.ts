// The e-label's calls (issue 15 §1–§3): the owner's /admin/declination/{id}/label (GET, PUT,
// preview, qr.svg, qr.png), and the visitor's page /e/{code}, served by the server beside the
// storefront without its layout, cookies or scripts.
import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { eLabelSchema, eLabelUpdateSchema, labelLanguages } from "../../../../schemas/e-label";
import { labelLanguageOf } from "../../../runtime/shop/e-label";
import type { ApiDeps } from "../../api-deps";
import type { Database } from "../../db/client";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okMessage } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { placeOf, publicOrigin } from "../site/site-origin";
import type { SiteRegistry } from "../site/site-registry";
import { adminLabel, labelPageOf, previewLabel, saveLabel } from "./e-label";
import { renderLabelNotFound } from "./e-label-page";
import { labelQrPng, labelQrSvg } from "./e-label-qr";

const declinationId = (value: string | undefined) => {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new ApiError(404, "shop.declinationNotFound");
  return parsed.data;
};

/** A printed label never names a development host: the site's canonical one (site-origin.ts). */
const canonicalOrigin = (c: Context<ApiEnv>) => publicOrigin(c.get("site"), placeOf(c.req));

const previewSchema = z.object({ label: eLabelSchema, lang: z.enum(labelLanguages).default("fr") });
const qrSizeSchema = z.coerce.number().int().min(100).max(4000).default(1200);

export function adminLabelRoutes({ db }: ApiDeps) {
  const r = new Hono<ApiEnv>();

  r.get("/admin/declination/:id/label", async (c) => {
    requireAdmin(c);
    return ok(
      c,
      await adminLabel(db, c.get("site").id, declinationId(c.req.param("id")), canonicalOrigin(c)),
    );
  });

  r.put("/admin/declination/:id/label", async (c) => {
    const user = requireAdmin(c);
    const id = declinationId(c.req.param("id"));
    const { label, version } = parseInput(eLabelUpdateSchema, await readJson(c), 422);
    const saved = await saveLabel(db, c.get("site").id, user, id, label, version, canonicalOrigin(c));
    return okMessage(c, saved, "eLabel.saved");
  });

  r.post("/admin/declination/:id/label/preview", async (c) => {
    requireAdmin(c);
    const id = declinationId(c.req.param("id"));
    const { label, lang } = parseInput(previewSchema, await readJson(c), 422);
    return ok(c, { html: await previewLabel(db, c.get("site").id, id, label, lang) });
  });

  const qr = (kind: "svg" | "png") => async (c: Context<ApiEnv>) => {
    requireAdmin(c);
    const id = declinationId(c.req.param("id"));
    const { url, code } = await adminLabel(db, c.get("site").id, id, canonicalOrigin(c));
    const headers = {
      "Content-Disposition": `attachment; filename="e-label-${code}.${kind}"`,
      "Cache-Control": "private, no-store",
    };
    if (kind === "svg") {
      return c.body(await labelQrSvg(url), 200, { ...headers, "Content-Type": "image/svg+xml" });
    }
    const size = parseInput(qrSizeSchema, c.req.query("size"), 422);
    return c.body(new Uint8Array(await labelQrPng(url, size)), 200, {
      ...headers,
      "Content-Type": "image/png",
    });
  };
  r.get("/admin/declination/:id/label/qr.svg", qr("svg"));
  r.get("/admin/declination/:id/label/qr.png", qr("png"));

  return r;
}

const CODE = /^[0-9a-z]{4,32}$/;

/**
 * GET /e/{code} on a site's host: the label page. Nothing here sets a cookie or reads a session;
 * a public cache may keep it for a few minutes (the owner's edit shows within five), and the
 * ETag lets a phone revalidate for nothing.
 */
export function labelPageHandler({ db, sites }: { db: Database; sites: SiteRegistry }) {
  return async (c: Context) => {
    const lang = labelLanguageOf(c.req.header("accept-language"));
    const site = sites.byHost(c.req.header("host"));
    const code = c.req.param("code") ?? "";
    const html = site && CODE.test(code) ? await labelPageOf(db, site.id, code, lang) : null;
    c.header("Vary", "Accept-Language");
    c.header("Content-Language", lang);
    if (html === null) {
      c.header("Cache-Control", "public, max-age=60");
      return c.html(renderLabelNotFound(lang), 404);
    }
    const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", "public, max-age=300, must-revalidate");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.html(html);
  };
}
