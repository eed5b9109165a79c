// The owner's pages, redirects, albums, services, popups and footer calls (issue 14 §2, §6). Apart
// from createApiClient, so that their schemas load with the back-office screens only.
import { z } from "zod";
import {
  type AlbumInput,
  adminAlbumSchema,
  adminFooterElementSchema,
  adminPopupSchema,
  adminRedirectSchema,
  adminServiceSchema,
  deskListSchema,
  type FooterInput,
  type PageDeleteBody,
  type PopupInput,
  pageDeletedSchema,
  type RedirectInput,
  type ServiceInput,
} from "../../schemas/content-desk";
import { pageNodeSchema } from "../../schemas/site";
import { type ApiClientOptions, createCaller } from "./api-client";

const removed = z.object({ id: z.number() }).passthrough();

/** list, create, save (409 with `current` when stale), remove: the same four calls for each noun. */
function deskCalls<T extends z.ZodType, In>(
  call: ReturnType<typeof createCaller>["call"],
  noun: string,
  item: T,
) {
  return {
    list: () => call("GET", `/admin/${noun}`, deskListSchema(item)),
    create: (body: In) => call("POST", `/admin/${noun}`, item, { body }),
    save: (id: number, body: In & { version: number }) => call("PUT", `/admin/${noun}/${id}`, item, { body }),
    remove: (id: number) => call("DELETE", `/admin/${noun}/${id}`, removed),
  };
}

export function createAdminDeskClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    deletePage: (id: number, body: PageDeleteBody) =>
      call("DELETE", `/admin/page/${id}`, pageDeletedSchema, { body }),
    publishPage: (id: number, isValid: boolean) =>
      call("PUT", `/admin/page/${id}/publish`, pageNodeSchema, { body: { isValid } }),
    redirects: deskCalls<typeof adminRedirectSchema, RedirectInput>(call, "redirect", adminRedirectSchema),
    albums: deskCalls<typeof adminAlbumSchema, AlbumInput>(call, "album", adminAlbumSchema),
    services: deskCalls<typeof adminServiceSchema, ServiceInput>(call, "service", adminServiceSchema),
    popups: deskCalls<typeof adminPopupSchema, PopupInput>(call, "popup", adminPopupSchema),
    footer: deskCalls<typeof adminFooterElementSchema, FooterInput>(call, "footer", adminFooterElementSchema),
  };
}

export type AdminDeskClient = ReturnType<typeof createAdminDeskClient>;
