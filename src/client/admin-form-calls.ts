// The owner's form and inbox calls (issue 14 §4, §5). Apart from createApiClient, so that their
// schemas load with the forms and inbox screens only, never on a visitor's page.
import { z } from "zod";
import {
  type AdminFormQuery,
  adminFormListSchema,
  adminFormSchema,
  type FormInput,
  formAnswerListSchema,
  type InboxKind,
  type InboxQuery,
  type InboxReply,
  inboxDetailSchema,
  inboxListSchema,
} from "../../schemas/form-admin";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

const deleted = z.object({ archived: z.boolean(), title: z.string() });

/** The screens' query keys (kept here: they are these screens' only). */
export const formQueryKeys = {
  forms: (idSite: number, query?: string) =>
    query === undefined ? (["admin-forms", idSite] as const) : (["admin-forms", idSite, query] as const),
  answers: (idSite: number, formId: number, paging: string) =>
    ["admin-form-answers", idSite, formId, paging] as const,
  inbox: (idSite: number, query?: string) =>
    query === undefined ? (["admin-inbox", idSite] as const) : (["admin-inbox", idSite, query] as const),
};

export function createAdminFormClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    list: (query: AdminFormQuery) =>
      call("GET", "/admin/form", adminFormListSchema, { query: queryParamsOf(query) }),
    /** 422 with the fields' errors; the answer is the saved form. */
    create: (body: FormInput) => call("POST", "/admin/form", adminFormSchema, { body }),
    /** 409 with `current` when someone saved it meanwhile. */
    save: (id: number, body: FormInput & { version: number }) =>
      call("PUT", `/admin/form/${id}`, adminFormSchema, { body }),
    /** Unpublished when it has answers, else deleted. */
    remove: (id: number) => call("DELETE", `/admin/form/${id}`, deleted),
    answers: (id: number, page: number, perPage: number) =>
      call("GET", `/admin/form/${id}/answer`, formAnswerListSchema, {
        query: queryParamsOf({ page, perPage }),
      }),
  };
}

export function createInboxClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    list: (query: InboxQuery) =>
      call("GET", "/admin/inbox", inboxListSchema, { query: queryParamsOf(query) }),
    /** Marks (read, archived); answers the item with its full content. */
    mark: (kind: InboxKind, id: number, body: { read?: boolean; archived?: boolean }) =>
      call("PUT", `/admin/inbox/${kind}/${id}`, inboxDetailSchema, { body }),
    reply: (kind: InboxKind, id: number, body: InboxReply) =>
      call("POST", `/admin/inbox/${kind}/${id}/reply`, inboxDetailSchema, { body }),
  };
}

export type AdminFormClient = ReturnType<typeof createAdminFormClient>;
export type InboxClient = ReturnType<typeof createInboxClient>;
