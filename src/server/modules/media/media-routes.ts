// The media library's calls (issue 12 §4, DESIGN.md §7): POST /admin/media (multipart, one or
// several files named `file`, an `alt` per file in the same order), GET /admin/media,
// PUT|DELETE /admin/media/{id}; and the public files at /api/media/file/{key}, immutable.
import { Hono } from "hono";
import { z } from "zod";
import {
  logoBodySchema,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES,
  mediaQuerySchema,
  mediaUpdateSchema,
} from "../../../../schemas/media";
import { logoTypes } from "../../../../schemas/site";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okMessage } from "../../http/envelope";
import { readMultipart } from "../../http/multipart";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { diskMediaStorage, type MediaStorage } from "../../storage/media-storage";
import { mediaQuotaOf } from "../site/site-limits";
import { removeLogo, setLogo, siteLogos } from "./logo-service";
import { deleteMedia, displayNameOf, listMedia, storeUploads, updateAlt, usedBytes } from "./media-service";
import { type ProcessedUpload, processUpload, UploadRefused } from "./process-upload";

const logoTypeSchema = z.enum(logoTypes);

const mediaId = (value: string | undefined) => {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new ApiError(404, "media.notFound");
  return parsed.data;
};

/** The files of the site's library, for anyone (they are on its public pages), cached for good. */
export function publicMediaRoutes(deps: ApiDeps, storage: MediaStorage = diskMediaStorage(deps.mediaDir)) {
  const r = new Hono<ApiEnv>();
  r.get("/media/file/:key{site-[0-9]+/library/[^/]+}", async (c) => {
    const key = c.req.param("key");
    const idSite = Number(/^site-(\d+)\//.exec(key)?.[1]);
    const file = await storage.read(idSite, key);
    if (!file)
      return c.json({ success: false, data: null, message: translate(c.get("lang"), "media.notFound") }, 404);
    c.header("Content-Type", file.type);
    // the name is a fresh UUID per upload: the bytes behind it never change
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    // an SVG opened on its own runs nothing and loads nothing (it was sanitized as well)
    if (file.type === "image/svg+xml")
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(file.bytes, 200);
  });
  return r;
}

export function adminMediaRoutes(deps: ApiDeps, storage: MediaStorage = diskMediaStorage(deps.mediaDir)) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();

  r.get("/admin/media", async (c) => {
    requireAdmin(c);
    const query = parseInput(mediaQuerySchema, c.req.query());
    const site = c.get("site");
    const list = await listMedia(db, site.id, query);
    const quota = mediaQuotaOf(site.limits, deps.mediaQuotaBytes).bytes;
    return ok(c, { ...list, used: await usedBytes(db, site.id), quota });
  });

  r.post("/admin/media", async (c) => {
    const user = requireAdmin(c);
    const lang = c.get("lang");
    const body = await readMultipart(c, {
      maxFileBytes: MEDIA_MAX_FILE_BYTES + 1,
      maxParts: 2 * MEDIA_MAX_FILES + 4,
    });
    const files = (body.files.file ?? []).filter((f) => f.size > 0 || f.filename !== "");
    const alts = body.fields.alt ?? [];
    if (files.length === 0)
      throw new ApiError(422, "media.noFile", {}, { errors: { file: [{ key: "media.noFile" }] } });
    if (files.length > MEDIA_MAX_FILES)
      throw new ApiError(422, "media.tooManyFiles", { max: MEDIA_MAX_FILES });
    // every file is read before any is stored: one refused file stores none, and says which
    const accepted: { upload: ProcessedUpload; filename: string; alt: string }[] = [];
    const refused: string[] = [];
    for (const [index, file] of files.entries()) {
      const name = displayNameOf(file.filename);
      if (file.size > MEDIA_MAX_FILE_BYTES) {
        throw new ApiError(413, "media.fileTooLarge", { name, max: MEDIA_MAX_FILE_BYTES / 1024 / 1024 });
      }
      try {
        const upload = await processUpload(file.data);
        accepted.push({ upload, filename: name, alt: (alts[index] ?? "").trim().slice(0, 300) });
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        refused.push(translate(lang, "media.refused", { name, reason: translate(lang, error.key) }));
      }
    }
    if (refused.length) throw new ApiError(422, "error.invalidFields", {}, { errors: { file: refused } });
    const stored = await storeUploads(
      { db, storage, quota: mediaQuotaOf(c.get("site").limits, deps.mediaQuotaBytes) },
      c.get("site").id,
      user,
      accepted,
    );
    return ok(c, stored, 201, translate(lang, "media.uploaded", { count: stored.length }));
  });

  r.put("/admin/media/:id", async (c) => {
    const user = requireAdmin(c);
    const id = mediaId(c.req.param("id"));
    const { alt } = parseInput(mediaUpdateSchema, await readJson(c), 422);
    return okMessage(c, await updateAlt(db, c.get("site").id, user, id, alt), "media.saved");
  });

  r.get("/admin/logo", async (c) => {
    requireAdmin(c);
    return ok(c, await siteLogos(db, c.get("site").id));
  });

  r.put("/admin/logo/:type", async (c) => {
    const user = requireAdmin(c);
    const type = logoTypeSchema.safeParse(c.req.param("type"));
    if (!type.success) throw new ApiError(404, "error.notFound");
    const { mediaId } = parseInput(logoBodySchema, await readJson(c), 422);
    return okMessage(c, await setLogo(db, c.get("site").id, user, type.data, mediaId), "media.logoSaved");
  });

  r.delete("/admin/logo/:type", async (c) => {
    const user = requireAdmin(c);
    const type = logoTypeSchema.safeParse(c.req.param("type"));
    if (!type.success) throw new ApiError(404, "error.notFound");
    return okMessage(c, await removeLogo(db, c.get("site").id, user, type.data), "media.logoRemoved");
  });

  r.delete("/admin/media/:id", async (c) => {
    const user = requireAdmin(c);
    await deleteMedia({ db, storage }, c.get("site").id, user, mediaId(c.req.param("id")));
    return okMessage(c, null, "media.deleted");
  });

  return r;
}
