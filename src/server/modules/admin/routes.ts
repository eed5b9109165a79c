// The admin calls (spec §6: ADMIN and SUPER_ADMIN only, checked on the server; spec §7 "Admin layout
// editing"; DESIGN.md §4). Every handler starts with requireAdmin: 401 when not logged, 403 for
// another role. A token of another site is no session here (401), and ids of another site's rows
// are not found (404): admin calls of one site cannot touch another.
import { Hono } from "hono";
import { z } from "zod";
import {
  hashCheckBodySchema,
  newLayoutBodySchema,
  pageCreateBodySchema,
  pageReorderBodySchema,
  pageUpdateBodySchema,
  parameterUpdateBodySchema,
  presetBodySchema,
  previewFieldsSchema,
  publishBodySchema,
  THUMBNAIL_MAX_BYTES,
  thumbnailTypes,
} from "../../../../schemas/admin";
import { parseListQuery } from "../../../../schemas/list-query";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okMessage } from "../../http/envelope";
import { readUpload } from "../../http/multipart";
import { readJson } from "../../http/read-body";
import { fieldErrors, parseInput } from "../../http/validate";
import { diskMediaStorage, type MediaStorage } from "../../storage/media-storage";
import { listAudit } from "./audit";
import {
  checkLayoutHash,
  createLayout,
  getAdminLayout,
  type LayoutRef,
  listLayoutVersions,
  publishLayout,
  restoreLayoutVersion,
  saveLayoutPreview,
} from "./layout-service";
import { adminPageTree, createPage, reorderPages, updatePage } from "./page-service";
import { applyPreset, getAdminParameters, resetParameter, updateParameters } from "./parameter-service";

const id = z.coerce.number().int().positive().max(2_147_483_647);

function idOf(value: string | undefined, notFound: Parameters<typeof translate>[1]): number {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw new ApiError(404, notFound);
  return parsed.data;
}

/** A body that may be empty: `{}` then. */
async function optionalJson(c: Parameters<typeof readJson>[0]): Promise<unknown> {
  const length = Number(c.req.header("content-length") ?? 0);
  if (!c.req.header("content-type") && length === 0) return {};
  return readJson(c);
}

export function adminRoutes(deps: ApiDeps, storage: MediaStorage = diskMediaStorage(deps.mediaDir)) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();

  const layoutRef = (c: {
    req: { param: (n: string) => string | undefined };
    get: (k: "site") => { id: number };
  }): LayoutRef => ({
    idSite: c.get("site").id,
    idPage: idOf(c.req.param("idPage"), "admin.layoutNotFound"),
    idLayout: idOf(c.req.param("idLayout"), "admin.layoutNotFound"),
  });

  // Whether the browser should load the editor: 200 { id, role } for an admin of this site.
  r.get("/admin/session", (c) => {
    const user = requireAdmin(c);
    return ok(c, { id: user.id, role: user.role });
  });

  // ---- Layouts (spec §7) -------------------------------------------------------------------
  const layoutPath = "/admin/page/:idPage/layout/:idLayout";

  r.get(layoutPath, async (c) => {
    requireAdmin(c);
    return ok(c, await getAdminLayout(db, layoutRef(c)));
  });

  r.post(`${layoutPath}/hash/check`, async (c) => {
    requireAdmin(c);
    const { html } = parseInput(hashCheckBodySchema, await readJson(c));
    return ok(c, await checkLayoutHash(db, layoutRef(c), html));
  });

  r.put(`${layoutPath}/preview`, async (c) => {
    const user = requireAdmin(c);
    const ref = layoutRef(c);
    const { fields, files } = await readUpload(c, {
      maxFileBytes: THUMBNAIL_MAX_BYTES,
      allowedTypes: thumbnailTypes,
      maxFiles: 1,
    });
    const input = parseInput(previewFieldsSchema, fields);
    const thumbnail = files.thumbnail;
    const layout = await saveLayoutPreview(db, storage, ref, user, {
      ...input,
      ...(thumbnail ? { thumbnail: { bytes: thumbnail.bytes, type: thumbnail.type } } : {}),
    });
    return okMessage(c, layout, "admin.previewSaved");
  });

  r.post(`${layoutPath}/publish`, async (c) => {
    const user = requireAdmin(c);
    const { baseHash } = parseInput(publishBodySchema, await optionalJson(c));
    const result = await publishLayout(db, layoutRef(c), user, baseHash);
    return okMessage(c, result, "admin.published");
  });

  r.get(`${layoutPath}/versions`, async (c) => {
    requireAdmin(c);
    return ok(c, { versions: await listLayoutVersions(db, layoutRef(c)) });
  });

  r.post(`${layoutPath}/versions/:idVersion/restore`, async (c) => {
    const user = requireAdmin(c);
    const ref = layoutRef(c);
    const idVersion = idOf(c.req.param("idVersion"), "admin.versionNotFound");
    const { baseHash } = parseInput(publishBodySchema, await optionalJson(c));
    const result = await restoreLayoutVersion(db, ref, user, idVersion, baseHash);
    return ok(c, result, 200, translate(c.get("lang"), "admin.restored", { version: result.restored }));
  });

  r.post("/admin/page/:idPage/layout", async (c) => {
    const user = requireAdmin(c);
    const idPage = idOf(c.req.param("idPage"), "error.pageNotFound");
    const { position } = parseInput(newLayoutBodySchema, await optionalJson(c));
    const layout = await createLayout(db, c.get("site").id, idPage, user, position);
    return ok(c, layout, 201, translate(c.get("lang"), "admin.layoutCreated"));
  });

  // Thumbnails and other admin media: a key of this site only (the store refuses the others).
  r.get("/admin/media/:key{.+}", async (c) => {
    requireAdmin(c);
    const media = await storage.read(c.get("site").id, c.req.param("key"));
    if (!media) throw new ApiError(404, "error.mediaNotFound");
    return c.body(media.bytes, 200, {
      "Content-Type": media.type,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
  });

  // ---- Settings (DESIGN.md §4: GET and PUT /admin/parameter) ---------------------------------
  r.get("/admin/parameter", async (c) => {
    requireAdmin(c);
    return ok(c, await getAdminParameters(db, c.get("site").id, c.get("lang")));
  });

  r.put("/admin/parameter", async (c) => {
    const user = requireAdmin(c);
    const { values } = parseInput(parameterUpdateBodySchema, await readJson(c));
    await updateParameters(db, c.get("site").id, user, values);
    return okMessage(
      c,
      await getAdminParameters(db, c.get("site").id, c.get("lang")),
      "admin.parametersSaved",
    );
  });

  r.delete("/admin/parameter/:key", async (c) => {
    const user = requireAdmin(c);
    const key = c.req.param("key");
    await resetParameter(db, c.get("site").id, user, key);
    return okMessage(
      c,
      await getAdminParameters(db, c.get("site").id, c.get("lang")),
      "admin.parameterReset",
    );
  });

  r.post("/admin/parameter/preset", async (c) => {
    const user = requireAdmin(c);
    const { name } = parseInput(presetBodySchema, await readJson(c));
    const { label } = await applyPreset(db, c.get("site").id, user, name);
    const parameters = await getAdminParameters(db, c.get("site").id, c.get("lang"));
    return ok(c, parameters, 200, translate(c.get("lang"), "admin.presetApplied", { preset: label }));
  });

  // ---- Page tree -----------------------------------------------------------------------------
  r.get("/admin/page", async (c) => {
    requireAdmin(c);
    return ok(c, await adminPageTree(db, c.get("site").id));
  });

  r.post("/admin/page", async (c) => {
    const user = requireAdmin(c);
    const body = parseInput(pageCreateBodySchema, await readJson(c));
    const page = await createPage(db, c.get("site").id, user, body);
    return ok(c, page, 201, translate(c.get("lang"), "admin.pageCreated"));
  });

  // declared before /admin/page/:id so that "reorder" is not read as an id
  r.put("/admin/page/reorder", async (c) => {
    const user = requireAdmin(c);
    const { idParent, ids } = parseInput(pageReorderBodySchema, await readJson(c));
    return okMessage(
      c,
      await reorderPages(db, c.get("site").id, user, idParent, ids),
      "admin.pagesReordered",
    );
  });

  r.put("/admin/page/:id", async (c) => {
    const user = requireAdmin(c);
    const idPage = idOf(c.req.param("id"), "error.pageNotFound");
    const patch = parseInput(pageUpdateBodySchema, await readJson(c));
    return okMessage(c, await updatePage(db, c.get("site").id, user, idPage, patch), "admin.pageUpdated");
  });

  // ---- Audit trail -----------------------------------------------------------------------------
  r.get("/admin/audit", async (c) => {
    requireAdmin(c);
    const query = parseListQuery(c.req.query(), { defaultNbItem: 50, maxNbItem: 200 });
    if (!query.success) throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(query.error) });
    return ok(c, await listAudit(db, c.get("site").id, query.data.offset, query.data.nbItem));
  });

  return r;
}
