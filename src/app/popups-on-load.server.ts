import { POPUP_ON_LOAD_SLUG, type Popup, popupOnLoadConfigSchema } from "../../schemas/site";
import { ApiCallError, type ApiClient } from "../client/api-client";

/**
 * The popups that open by themselves when a page loads (spec §2 is silent on how a popup comes to
 * open; see docs/decisions/042-popup-on-load.md and 104): those whose `pages` list the page's path
 * (issue 14 §2: the owner picks them in the back-office), then those of the component configuration
 * `popup-on-load`, `{ "popupIds": [12] }`, on every page. They travel with the page, so opening one
 * costs no request; whether it opens is decided in the browser (closed before? opened already?).
 */
/** "/domaine/" and "/domaine" are the same page; "" is the home "/". */
const samePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, "")}`;

async function configuredPopups(api: ApiClient): Promise<Popup[]> {
  const config = await api.site.componentConf(POPUP_ON_LOAD_SLUG).catch((error: unknown) => {
    if (error instanceof ApiCallError && error.status === 404) return null; // none configured
    throw error;
  });
  const parsed = popupOnLoadConfigSchema.safeParse(config?.config);
  if (!parsed.success) return [];
  const popups = await Promise.all(
    parsed.data.popupIds.map((id) =>
      api.pages.popup(id).catch((error: unknown) => {
        // a popup deleted or switched off after being configured: nothing opens
        if (error instanceof ApiCallError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return popups.filter((p): p is Popup => p !== null);
}

/** The popups that open on the page at `path` (without its language prefix); any page when null. */
export async function popupsOnLoad(api: ApiClient, path: string | null = null): Promise<Popup[]> {
  const [configured, { popups: paged }] = await Promise.all([
    configuredPopups(api),
    api.pages.popupsOnLoad(),
  ]);
  const here =
    path === null
      ? []
      : paged
          .filter((p) => p.pages.some((page) => samePath(page) === samePath(path)))
          .map(({ pages: _pages, ...popup }) => popup);
  return [...here, ...configured.filter((c) => !here.some((h) => h.id === c.id))];
}
