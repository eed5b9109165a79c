// The admin tools over a storefront page (DESIGN.md §7): an admin bar, a "Modifier" control on each
// layout of a CMS page and, on demand, the GrapesJS layout editor (its own chunk, loaded on the
// first click). This module is imported by the storefront only once the user is known to be an
// ADMIN or SUPER_ADMIN of the site.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { AdminSession } from "../schemas/admin";
import type { PageLayout } from "../schemas/site";
import { createApiClient } from "../src/client/api-client";
import { Button } from "../src/ui/button";
import { StatusMessage } from "../src/ui/status-message";
import type { CanvasTheme } from "./layout/editor-config";

const LayoutEditor = lazy(() => import("./layout/layout-editor"));

export interface AdminOverlayProps {
  idSite: number;
  session: AdminSession;
  iconsStylesheet: string;
  page: { id: number; title: string; layouts: PageLayout[] } | null;
  /** A shop site: the bar leads to its orders too. */
  isECommerce: boolean;
  onChanged: () => void;
}

/** The site's stylesheets and theme as the live page has them: the canvas gets the same. */
function canvasThemeOfPage(iconsStylesheet: string): CanvasTheme {
  return {
    iconsStylesheet,
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
    themeCss: document.getElementById("vs-theme")?.textContent ?? "",
  };
}

function imagesOfPage(): { src: string; alt: string }[] {
  const seen = new Set<string>();
  const images: { src: string; alt: string }[] = [];
  for (const img of document.querySelectorAll<HTMLImageElement>("main img[src]")) {
    const src = img.getAttribute("src") ?? "";
    if (!src || seen.has(src) || src.startsWith("data:")) continue;
    seen.add(src);
    images.push({ src, alt: img.alt });
  }
  return images;
}

function LoadingEditor() {
  return (
    <div className="fixed inset-0 z-[900] flex items-center justify-center bg-slate-100/90">
      <StatusMessage message="Chargement de l’éditeur…" />
    </div>
  );
}

export function AdminOverlay({
  idSite,
  session,
  iconsStylesheet,
  page,
  isECommerce,
  onChanged,
}: AdminOverlayProps) {
  const api = useMemo(() => createApiClient({ idSite }), [idSite]);
  // read before any editor chunk adds its own stylesheet to the page
  const [theme] = useState(() => canvasThemeOfPage(iconsStylesheet));
  const [images, setImages] = useState<{ src: string; alt: string }[]>([]);
  const [targets, setTargets] = useState<Map<number, HTMLElement>>(new Map());
  const [editing, setEditing] = useState<{ idLayout: number; label: string } | null>(null);
  const [pendingLayout, setPendingLayout] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "info" | "error" } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [barOpen, setBarOpen] = useState(true);

  // the layouts on screen: looked up again whenever the page re-renders them (publish, new section)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is the signal that the DOM changed
  useEffect(() => {
    const found = new Map<number, HTMLElement>();
    for (const el of document.querySelectorAll<HTMLElement>("[data-layout-id]")) {
      found.set(Number(el.dataset.layoutId), el);
    }
    setTargets(found);
    setImages(imagesOfPage());
  }, [page]);

  const labelOf = useCallback(
    (idLayout: number) => {
      const index = page?.layouts.findIndex((l) => l.id === idLayout) ?? -1;
      return `la section ${index + 1}${page ? ` — ${page.title}` : ""}`;
    },
    [page],
  );

  const open = (idLayout: number, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setEditing({ idLayout, label: labelOf(idLayout) });
  };

  // a new section opens in the editor as soon as the page shows it
  useEffect(() => {
    if (pendingLayout !== null && page?.layouts.some((l) => l.id === pendingLayout)) {
      setEditing({ idLayout: pendingLayout, label: labelOf(pendingLayout) });
      setPendingLayout(null);
    }
  }, [page, pendingLayout, labelOf]);

  const addSection = async () => {
    if (!page) return;
    setMessage({ text: "Ajout d’une section…", tone: "info" });
    try {
      const layout = await api.admin.createLayout(page.id);
      setMessage(null);
      setPendingLayout(layout.id);
      onChanged();
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: "error" });
    }
  };

  const close = () => {
    setEditing(null);
    returnFocus.current?.focus();
  };

  return (
    <>
      <nav
        aria-label="Administration du site"
        data-vs-admin-overlay=""
        className="fixed bottom-20 left-3 z-[800] flex max-w-[calc(100vw-1.5rem)] flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white/95 p-2 text-sm text-slate-900 shadow-lg desktop:bottom-3"
      >
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={barOpen}
          aria-controls="vs-admin-tools"
          onClick={() => setBarOpen((open) => !open)}
        >
          <i className={`fa-solid ${barOpen ? "fa-chevron-down" : "fa-chevron-up"}`} aria-hidden="true" />
          {session.role === "SUPER_ADMIN" ? "Super-administration" : "Administration"}
        </Button>
        <div id="vs-admin-tools" hidden={!barOpen} className="contents">
          <Button asChild variant="outline" size="sm">
            <a href="/admin/settings">Paramètres du site</a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href="/admin/pages">Pages du site</a>
          </Button>
          {isECommerce ? (
            <Button asChild variant="outline" size="sm">
              <a href="/admin/products">Catalogue</a>
            </Button>
          ) : null}
          {isECommerce ? (
            <Button asChild variant="outline" size="sm">
              <a href="/admin/orders">Commandes</a>
            </Button>
          ) : null}
          {page ? (
            <Button size="sm" onClick={() => void addSection()}>
              Ajouter une section
            </Button>
          ) : null}
        </div>
        {message ? <StatusMessage message={message.text} tone={message.tone} /> : null}
      </nav>

      {page?.layouts.map((layout, index) => {
        const target = targets.get(layout.id);
        if (!target) return null;
        return createPortal(
          <>
            {layout.html === "" ? (
              <div className="mx-auto my-4 max-w-6xl rounded border-2 border-dashed border-slate-400 p-6 text-center text-slate-700">
                Section vide
              </div>
            ) : null}
            <div className="absolute top-2 right-2 z-[700]">
              <Button
                size="sm"
                aria-label={`Modifier la section ${index + 1}`}
                onClick={(e) => open(layout.id, e.currentTarget)}
              >
                <i className="fa-solid fa-pen" aria-hidden="true" />
                Modifier
              </Button>
            </div>
          </>,
          target,
          `edit-${layout.id}`,
        );
      })}

      {editing && page ? (
        <Suspense fallback={<LoadingEditor />}>
          <LayoutEditor
            idSite={idSite}
            idPage={page.id}
            idLayout={editing.idLayout}
            label={editing.label}
            theme={theme}
            images={images}
            onClose={close}
            onChanged={onChanged}
          />
        </Suspense>
      ) : null}
    </>
  );
}
