import { type AppLoadContext, data } from "react-router";
import type { PageNode } from "../../../schemas/site";
import { ApiCallError } from "../../client/api-client";
import { apiFor, personalApiFor } from "../api.server";

export function findPageByUrl(nodes: PageNode[], url: string): PageNode | undefined {
  for (const node of nodes) {
    if (node.url === url) return node;
    const found = findPageByUrl(node.children, url);
    if (found) return found;
  }
  return undefined;
}

/** "/services/strategie-communication/" → "services/strategie-communication". */
export function pageUrlOf(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded.replace(/^\/+|\/+$/g, "");
}

/**
 * The CMS page of a url with its layouts, or null when there is none (404 for the caller). Its id
 * is what the admin overlay edits (admin-tools.tsx reads it from the loader data).
 */
export async function cmsPageOf(context: AppLoadContext, url: string) {
  const shared = apiFor(context);
  const published = findPageByUrl(await shared.pages.tree(), url);
  // an unpublished page (or one of an unpublished branch) is the site's admins' only (issue 14 §7)
  const node = published ?? (context.token ? await adminPageNodeOf(context, url) : undefined);
  if (!node) return null;
  const api = published ? shared : personalApiFor(context);
  try {
    const page = await api.pages.byId(node.id);
    return {
      id: page.id,
      title: page.title,
      metaDescription: page.metaDescription,
      url: page.url,
      layouts: page.layouts,
      unpublished: page.unpublished === true,
    };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

/** The page of `url` among all the site's pages, when the caller is one of its admins. */
async function adminPageNodeOf(context: AppLoadContext, url: string): Promise<PageNode | undefined> {
  try {
    return findPageByUrl(await personalApiFor(context).admin.pages(), url);
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
}

export async function loadCmsPage(context: AppLoadContext, url: string) {
  const page = await cmsPageOf(context, url);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** Where an old address of the site leads now (the owner's 301s), or null. */
export async function redirectOf(context: AppLoadContext, path: string): Promise<string | null> {
  if (path.length > 300) return null;
  try {
    const { toUrl } = await apiFor(context).pages.redirect(path);
    // a local path only (the server checked it when written; checked again before it leaves)
    return toUrl.startsWith("/") && !toUrl.startsWith("//") && !toUrl.includes("\\") ? toUrl : null;
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
