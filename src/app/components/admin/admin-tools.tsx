// The bridge between the storefront and the admin tools (DESIGN.md §7): once the browser knows the
// user is an admin of this site, it imports editor/ (a separate chunk) and shows its overlay. A
// visitor or a customer never downloads a byte of it.
import { type ComponentType, useEffect, useState } from "react";
import { useLocation, useMatches, useRevalidator, useRouteLoaderData } from "react-router";
import type { AdminSession } from "../../../../schemas/admin";
import type { PageLayout } from "../../../../schemas/site";
import { iconsStylesheet } from "../../head-assets";
import type { Shell } from "../../shell.server";
import { useAdminSession } from "./use-admin-session";

/** What the overlay gets from the storefront: the CMS page on screen, if any. */
export interface AdminOverlayProps {
  idSite: number;
  session: AdminSession;
  /** The self-hosted Font Awesome stylesheet (themes/icons.css): GrapesJS's `cssIcons`. */
  iconsStylesheet: string;
  page: { id: number; title: string; layouts: PageLayout[] } | null;
  /** A shop site: the bar leads to its orders too. */
  isECommerce: boolean;
  /** The page's data changed on the server (publish, restore, new section): load it again. */
  onChanged: () => void;
}

/**
 * The `handle` of a route whose loader data holds, under `page`, the CMS page it shows (with its
 * id and layouts): the home page, the contact page, any other CMS page. The overlay puts its
 * "Modifier" controls on that page's layouts; a route without it gets the admin bar only.
 */
export const cmsPageHandle = { cmsPage: true } as const;

interface CmsPageData {
  page?: { id?: number; title?: string; layouts?: PageLayout[] } | null;
}

function useCmsPage(): AdminOverlayProps["page"] {
  const match = useMatches().findLast(
    (m) => (m.handle as Partial<typeof cmsPageHandle> | undefined)?.cmsPage === true,
  );
  const page = (match?.loaderData as CmsPageData | undefined)?.page;
  return page?.id !== undefined
    ? { id: page.id, title: page.title ?? "", layouts: page.layouts ?? [] }
    : null;
}

export function AdminTools() {
  const shell = useRouteLoaderData<Shell>("root");
  // the settings editor shows the site in a frame: no admin tools inside the preview
  const [framed, setFramed] = useState(true);
  useEffect(() => setFramed(window.self !== window.top), []);
  const admin = useAdminSession(shell?.site.id, Boolean(shell?.hasSession) && !framed);
  const [Overlay, setOverlay] = useState<ComponentType<AdminOverlayProps> | null>(null);
  const page = useCmsPage();
  const revalidator = useRevalidator();
  // the back-office has its own navigation: the storefront's floating bar would hide its lists on
  // a phone
  const { pathname } = useLocation();
  const inBackOffice = pathname === "/admin" || pathname.startsWith("/admin/");

  useEffect(() => {
    if (admin.status !== "admin" || Overlay) return;
    import("../../../../editor/admin-overlay").then(
      (module) => setOverlay(() => module.AdminOverlay),
      (error: unknown) => console.error("Les outils d’administration n’ont pas pu être chargés.", error),
    );
  }, [admin.status, Overlay]);

  if (admin.status !== "admin" || !Overlay || !shell || inBackOffice) return null;
  return (
    <Overlay
      idSite={shell.site.id}
      session={admin.session}
      iconsStylesheet={iconsStylesheet}
      page={page}
      isECommerce={shell.site.isECommerce}
      onChanged={() => revalidator.revalidate()}
    />
  );
}
