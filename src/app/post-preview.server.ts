// A blog article or a news item the visitors' call does not show (issue 14 §7): its former address
// answers a 301 to the current one; an unpublished or scheduled one is shown to the site's admins
// only, read through the admin call (a visitor, a customer, gets the 404 page).
import { type AppLoadContext, data, redirect } from "react-router";
import type { AdminBlogArticle, AdminNews } from "../../schemas/blog";
import { createAdminBlogClient } from "../client/admin-blog-calls";
import { ApiCallError } from "../client/api-client";

/** The visitors' call, or null when it answers 404 (a former slug redirects first). */
export async function publishedOrMoved<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 404)) throw error;
    const movedTo = error.data?.movedTo;
    if (movedTo) throw redirect(movedTo, 301);
    return null;
  }
}

/** The unpublished post for the site's admins; the 404 page for anyone else. */
export async function adminPreviewOf<K extends "articles" | "news">(
  context: AppLoadContext,
  kind: K,
  slug: string,
): Promise<K extends "articles" ? AdminBlogArticle : AdminNews> {
  if (!context.token) throw data(null, { status: 404 });
  const api = createAdminBlogClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  });
  try {
    return (await api[kind].get(slug)) as K extends "articles" ? AdminBlogArticle : AdminNews;
  } catch (error) {
    if (error instanceof ApiCallError && [401, 403, 404].includes(error.status))
      throw data(null, { status: 404 });
    throw error;
  }
}
