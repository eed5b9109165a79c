// The owner's content calls, pages part (issue 14 §2, §6; DESIGN.md §7): /api/admin/redirect,
// album, service, popup, footer (list, POST, GET|PUT|DELETE /{id}), page deletion and publication;
// and the two visitor calls they feed: GET /redirect?url= (the storefront's 301s) and GET /popup
// (the popups that open by themselves, with their pages).
import { type Context, Hono } from "hono";
import type { z } from "zod";
import {
  albumInputSchema,
  albumUpdateSchema,
  footerInputSchema,
  footerUpdateSchema,
  localPathSchema,
  pageDeleteBodySchema,
  pagePublishBodySchema,
  popupInputSchema,
  popupUpdateSchema,
  redirectInputSchema,
  redirectUpdateSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from "../../../../schemas/content-desk";
import { parseListQuery } from "../../../../schemas/list-query";
import { type MessageKey, translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { Database } from "../../db/client";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { cachedOk } from "../../http/cached";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { fieldErrors, idParam, parseInput } from "../../http/validate";
import type { SessionUser } from "../account/session";
import { deletePage, publishPage } from "../admin/page-delete";
import {
  adminRedirect,
  createRedirect,
  deleteRedirect,
  listRedirects,
  redirectTargetOf,
  updateRedirect,
} from "../admin/redirect-service";
import { personal } from "../orders/order-settings";
import { adminAlbum, createAlbum, deleteAlbum, listAdminAlbums, updateAlbum } from "./admin-albums";
import {
  adminFooterElement,
  createFooterElement,
  deleteFooterElement,
  listAdminFooter,
  updateFooterElement,
} from "./admin-footer";
import {
  adminPopup,
  createPopup,
  deletePopup,
  listAdminPopups,
  popupsOpeningOnLoad,
  updatePopup,
} from "./admin-popups";
import {
  adminService,
  createService,
  deleteService,
  listAdminServices,
  updateService,
} from "./admin-services";

/** One kind of owner's item: its calls, schemas and messages. */
interface Desk<In extends z.ZodType, Up extends z.ZodType> {
  noun: string;
  notFound: MessageKey;
  input: In;
  update: Up;
  list: (db: Database, idSite: number, c: Context<ApiEnv>) => Promise<unknown>;
  read: (db: Database, idSite: number, id: number) => Promise<unknown>;
  create: (db: Database, idSite: number, user: SessionUser, input: z.output<In>) => Promise<unknown>;
  save: (
    db: Database,
    idSite: number,
    user: SessionUser,
    id: number,
    input: z.output<Up>,
  ) => Promise<unknown>;
  remove: (db: Database, idSite: number, user: SessionUser, id: number) => Promise<unknown>;
  titleOf: (item: never) => string;
}

function mountDesk<In extends z.ZodType, Up extends z.ZodType>(
  r: Hono<ApiEnv>,
  db: Database,
  desk: Desk<In, Up>,
) {
  const path = `/admin/${desk.noun}`;
  const idOf = (raw: string | undefined) => {
    const id = idParam.safeParse(raw);
    if (!id.success) throw new ApiError(404, desk.notFound);
    return id.data;
  };
  const title = (item: unknown) => ({ title: desk.titleOf(item as never) });
  const said = (c: Context<ApiEnv>, key: MessageKey, item: unknown) =>
    translate(c.get("lang"), key, title(item));

  r.get(path, async (c) => {
    requireAdmin(c);
    return personal(c, await desk.list(db, c.get("site").id, c));
  });
  r.post(path, async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(desk.input, await readJson(c), 422);
    const saved = await desk.create(db, c.get("site").id, user, input);
    return ok(c, saved, 201, said(c, "desk.created", saved));
  });
  r.get(`${path}/:id`, async (c) => {
    requireAdmin(c);
    return personal(c, await desk.read(db, c.get("site").id, idOf(c.req.param("id"))));
  });
  r.put(`${path}/:id`, async (c) => {
    const user = requireAdmin(c);
    const id = idOf(c.req.param("id"));
    const input = parseInput(desk.update, await readJson(c), 422);
    const saved = await desk.save(db, c.get("site").id, user, id, input);
    return ok(c, saved, 200, said(c, "desk.saved", saved));
  });
  r.delete(`${path}/:id`, async (c) => {
    const user = requireAdmin(c);
    const gone = await desk.remove(db, c.get("site").id, user, idOf(c.req.param("id")));
    return ok(c, gone, 200, said(c, "desk.deleted", gone));
  });
}

const REDIRECT_LIST = { defaultNbItem: 100, maxNbItem: 500 };

export function deskRoutes({ db, cache }: ApiDeps) {
  const r = new Hono<ApiEnv>();

  // ---- visitors -------------------------------------------------------------------------------
  r.get("/redirect", async (c) => {
    const path = localPathSchema.safeParse(c.req.query("url") ?? "");
    const to = path.success ? await redirectTargetOf(db, c.get("site").id, path.data) : null;
    if (!to) throw new ApiError(404, "redirect.notFound");
    return ok(c, { toUrl: to });
  });
  // every page load asks it (the shell): from the site's cache, dropped by the change feed
  r.get("/popup", async (c) =>
    cachedOk(cache, c, "popups-on-load", (idSite) => popupsOpeningOnLoad(db, idSite)),
  );

  // ---- pages ----------------------------------------------------------------------------------
  const pageId = (raw: string | undefined) => {
    const id = idParam.safeParse(raw);
    if (!id.success) throw new ApiError(404, "error.pageNotFound");
    return id.data;
  };
  r.delete("/admin/page/:id", async (c) => {
    const user = requireAdmin(c);
    const id = pageId(c.req.param("id"));
    const raw = c.req.header("content-type") ? await readJson(c) : {};
    const body = parseInput(pageDeleteBodySchema, raw, 422);
    const result = await deletePage(db, c.get("site").id, user, id, body);
    const message = translate(c.get("lang"), "page.deleted", { count: result.deleted.length });
    return ok(c, result, 200, message);
  });
  r.put("/admin/page/:id/publish", async (c) => {
    const user = requireAdmin(c);
    const id = pageId(c.req.param("id"));
    const { isValid } = parseInput(pagePublishBodySchema, await readJson(c), 422);
    const page = await publishPage(db, c.get("site").id, user, id, isValid);
    return ok(c, page, 200, translate(c.get("lang"), isValid ? "page.published" : "page.unpublished"));
  });

  // ---- the owner's lists ----------------------------------------------------------------------
  mountDesk(r, db, {
    noun: "redirect",
    notFound: "redirect.notFound",
    input: redirectInputSchema,
    update: redirectUpdateSchema,
    list: (d, idSite, c) => {
      const query = parseListQuery(c.req.query(), REDIRECT_LIST);
      if (!query.success)
        throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(query.error) });
      return listRedirects(d, idSite, query.data.offset, query.data.nbItem);
    },
    read: adminRedirect,
    create: createRedirect,
    save: updateRedirect,
    remove: deleteRedirect,
    titleOf: (item: { fromUrl: string }) => item.fromUrl,
  });
  mountDesk(r, db, {
    noun: "album",
    notFound: "album.notFound",
    input: albumInputSchema,
    update: albumUpdateSchema,
    list: (d, idSite) => listAdminAlbums(d, idSite),
    read: adminAlbum,
    create: createAlbum,
    save: updateAlbum,
    remove: deleteAlbum,
    titleOf: (item: { title: string }) => item.title,
  });
  mountDesk(r, db, {
    noun: "service",
    notFound: "service.notFound",
    input: serviceInputSchema,
    update: serviceUpdateSchema,
    list: (d, idSite) => listAdminServices(d, idSite),
    read: adminService,
    create: createService,
    save: updateService,
    remove: deleteService,
    titleOf: (item: { title: string }) => item.title,
  });
  mountDesk(r, db, {
    noun: "popup",
    notFound: "popup.notFound",
    input: popupInputSchema,
    update: popupUpdateSchema,
    list: (d, idSite) => listAdminPopups(d, idSite),
    read: adminPopup,
    create: createPopup,
    save: updatePopup,
    remove: deletePopup,
    titleOf: (item: { title: string }) => item.title,
  });
  mountDesk(r, db, {
    noun: "footer",
    notFound: "footer.notFound",
    input: footerInputSchema,
    update: footerUpdateSchema,
    list: (d, idSite) => listAdminFooter(d, idSite),
    read: adminFooterElement,
    create: createFooterElement,
    save: updateFooterElement,
    remove: deleteFooterElement,
    titleOf: (item: { title?: string; label?: string }) => item.title ?? item.label ?? "",
  });

  return r;
}
