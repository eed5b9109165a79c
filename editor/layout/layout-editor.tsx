// The layout editor (DESIGN.md §7): GrapesJS through @grapesjs/react, full screen over the live
// page, with the site's theme in the canvas. Hash check before editing and before saving, preview
// save, 409 handling (reload or overwrite), publish, versions and restore (spec §7, DESIGN.md §4).
import GjsEditor, {
  BlocksProvider,
  Canvas,
  DevicesProvider,
  LayersProvider,
  StylesProvider,
  TraitsProvider,
  useEditor,
  WithEditor,
} from "@grapesjs/react";
import grapesjs, { type Editor } from "grapesjs";
import "grapesjs/dist/css/grapes.min.css";
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import type { AdminLayout, LayoutVersion } from "../../schemas/admin";
import { readParameters } from "../../schemas/parameters";
import { ApiCallError, createApiClient } from "../../src/client/api-client";
import { QueryProvider } from "../../src/client/query-provider";
import { LAYOUT_PROJECT_VERSION, readLayoutProject } from "../../src/runtime/layout/layout-project";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { BlockManager } from "./block-manager";
import { type BlockContext, type LayoutBlock, layoutBlocks } from "./blocks";
import { type CanvasTheme, type EditorContent, editorConfig } from "./editor-config";
import { LayerManager } from "./layer-manager";
import { createLayoutSession, workingCopyOf } from "./layout-session";
import { useMediaAssets } from "./media-assets";
import { PanelTabs } from "./panel-tabs";
import { StyleManager } from "./style-manager";
import { TraitManager } from "./trait-manager";
import { VersionsDialog } from "./versions-dialog";

export interface LayoutEditorProps {
  idSite: number;
  idPage: number;
  idLayout: number;
  /** "Section 2 — Accueil": names the editor for screen readers. */
  label: string;
  theme: CanvasTheme;
  /** Images of the page, offered first in the image blocks and the asset manager. */
  images: readonly { src: string; alt: string }[];
  onClose: () => void;
  /** What visitors see changed (publish, restore): the page behind reloads its data. */
  onChanged: () => void;
}

function UndoRedo() {
  const editor = useEditor();
  const [, setTick] = useState(0);
  useEffect(() => {
    const update = () => setTick((t) => t + 1);
    editor.on("update undo redo", update);
    return () => {
      editor.off("update undo redo", update);
    };
  }, [editor]);
  const um = editor.UndoManager;
  return (
    <fieldset className="m-0 flex gap-1 border-0 p-0">
      <legend className="sr-only">Historique des modifications</legend>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label="Annuler"
        title="Annuler (Ctrl+Z)"
        disabled={!um.hasUndo()}
        onClick={() => um.undo()}
      >
        <i className="fa-solid fa-rotate-left" aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label="Rétablir"
        title="Rétablir (Ctrl+Maj+Z)"
        disabled={!um.hasRedo()}
        onClick={() => um.redo()}
      >
        <i className="fa-solid fa-rotate-right" aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

async function blockContextOf(
  api: ReturnType<typeof createApiClient>,
  images: LayoutEditorProps["images"],
): Promise<BlockContext> {
  const [info, items, addresses] = await Promise.all([
    api.site.info(),
    api.site.parameters(),
    api.site.companyAddresses(),
  ]);
  const { values } = readParameters(items);
  const first = addresses[0];
  return {
    isECommerce: info.isECommerce,
    siteName: values.COMPANY_NAME ?? info.name,
    phone: values.COMPANY_PHONE,
    email: values.COMPANY_EMAIL,
    hours: [
      values.MONDAY_HOURS,
      values.TUESDAY_HOURS,
      values.WEDNESDAY_HOURS,
      values.THURSDAY_HOURS,
      values.FRIDAY_HOURS,
      values.SATURDAY_HOURS,
      values.SUNDAY_HOURS,
    ],
    address: first
      ? {
          name: first.name,
          lines: [first.address, first.addressPart2, `${first.postalCode} ${first.city}`].filter(
            (l): l is string => Boolean(l),
          ),
        }
      : null,
    images: [
      ...images,
      ...info.logos.filter((l) => l.type === "LOGO").map((l) => ({ src: l.onlineImage.url, alt: l.alt })),
    ],
  };
}

function messageOf(error: unknown): string {
  if (error instanceof ApiCallError) return error.message;
  return "Le serveur ne répond pas : vérifiez votre connexion puis réessayez.";
}

/** Which screen the canvas shows (desktop, tablet, phone). */
function DeviceSelect({ id }: { id: string }) {
  return (
    <DevicesProvider>
      {({ devices, selected, select }) => (
        <div className="flex shrink-0 items-center gap-2 text-sm">
          <label htmlFor={id}>Écran</label>
          <NativeSelect id={id} className="w-60" value={selected} onChange={(e) => select(e.target.value)}>
            {devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.getName()}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </DevicesProvider>
  );
}

/** The blocks and layers on the left, the canvas, style and properties on the right. */
function EditorPanels({ icons }: { icons: Record<string, string> }) {
  return (
    <div className="flex min-h-0 flex-1">
      <aside aria-label="Blocs et calques" className="flex w-64 shrink-0 flex-col border-r border-slate-300">
        <PanelTabs
          label="Panneau de gauche"
          tabs={[
            {
              id: "blocks",
              label: "Blocs",
              content: (
                <BlocksProvider>
                  {(p) => (
                    <BlockManager
                      mapCategoryBlocks={p.mapCategoryBlocks}
                      dragStart={p.dragStart}
                      dragStop={p.dragStop}
                      icons={icons}
                    />
                  )}
                </BlocksProvider>
              ),
            },
            {
              id: "layers",
              label: "Calques",
              content: <LayersProvider>{({ root }) => <LayerManager root={root} />}</LayersProvider>,
            },
          ]}
        />
      </aside>
      <Canvas className="min-w-0 flex-1 bg-slate-200" />
      <aside
        aria-label="Style et propriétés"
        className="flex w-72 shrink-0 flex-col border-l border-slate-300"
      >
        <PanelTabs
          label="Panneau de droite"
          tabs={[
            {
              id: "styles",
              label: "Style",
              content: <StylesProvider>{({ sectors }) => <StyleManager sectors={sectors} />}</StylesProvider>,
            },
            {
              id: "traits",
              label: "Propriétés",
              content: <TraitsProvider>{({ traits }) => <TraitManager traits={traits} />}</TraitsProvider>,
            },
          ]}
        />
      </aside>
    </div>
  );
}

/** Someone saved this section meanwhile: reload theirs, or overwrite with mine. Nothing is lost silently. */
function ConflictDialog({
  open,
  onReload,
  onOverwrite,
}: {
  open: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <Dialog open={open}>
      <DialogContent
        title="Cette section a changé entre-temps"
        description="Une autre personne a enregistré cette section pendant que vous la modifiiez. Rien n’a été écrasé. Choisissez la version à garder."
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onReload}>
            Recharger sa version (mes modifications seront perdues)
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            Écraser avec ma version
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Closing with unsaved changes asks first. */
function CloseDialog({
  open,
  onOpenChange,
  onClose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Quitter sans enregistrer ?"
        description="Vos modifications de cette section n’ont pas été enregistrées comme aperçu. Elles seront perdues."
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Continuer à modifier
          </Button>
          <Button variant="danger" onClick={onClose}>
            Quitter sans enregistrer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type Session = ReturnType<typeof createLayoutSession>;
type Api = ReturnType<typeof createApiClient>;

/** The site's data the blocks are made of (address, hours, images): once per editor. */
function useBlockLibrary(api: Api, images: LayoutEditorProps["images"], session: Session) {
  const [blocks, setBlocks] = useState<LayoutBlock[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    blockContextOf(api, images).then(
      (context) => !cancelled && setBlocks(layoutBlocks(context)),
      (error: unknown) => !cancelled && session.getState().failed(messageOf(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, images, session]);
  return blocks;
}

/** Load (and reload after a conflict or a restore): the layout, checked against the stored hash. */
function useLayoutContent({
  api,
  idPage,
  idLayout,
  loadCount,
  session,
  setReady,
}: {
  api: Api;
  idPage: number;
  idLayout: number;
  loadCount: number;
  session: Session;
  setReady: (ready: boolean) => void;
}) {
  const [content, setContent] = useState<EditorContent | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadCount asks for a reload
  useEffect(() => {
    let cancelled = false;
    setReady(false);
    setContent(null);
    (async () => {
      let layout: AdminLayout = await api.admin.layout(idPage, idLayout);
      // DESIGN.md §4: before editing, make sure the html we start from is the stored one
      const check = await api.admin.hashCheck(idPage, idLayout, workingCopyOf(layout).html);
      if (!check.matches) layout = await api.admin.layout(idPage, idLayout);
      if (cancelled) return;
      const working = workingCopyOf(layout);
      session.getState().loaded(layout);
      setContent({
        project:
          (readLayoutProject(working.projectData)?.project as Record<string, unknown> | undefined) ?? null,
        html: working.html,
        css: working.css,
      });
    })().catch((error: unknown) => !cancelled && session.getState().failed(messageOf(error)));
    return () => {
      cancelled = true;
    };
  }, [api, idPage, idLayout, loadCount, session, setReady]);
  return content;
}

/** The page behind the editor does not scroll while it is open. */
function useLockedPageScroll() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/** Saving a preview (after checking that nobody saved meanwhile) and publishing it. */
function useLayoutSaving({
  api,
  idPage,
  idLayout,
  session,
  editorRef,
  onChanged,
}: {
  api: Api;
  idPage: number;
  idLayout: number;
  session: Session;
  editorRef: RefObject<Editor | null>;
  onChanged: () => void;
}) {
  const savePreview = useCallback(async (): Promise<AdminLayout | null> => {
    const editor = editorRef.current;
    if (!editor) return null;
    const { baseHtml, baseHash } = session.getState();
    session.getState().saveStarted();
    try {
      // a text still being edited in place is written to its component first
      const editing = editor.getEditing()?.getView() as { disableEditing?: () => Promise<void> } | undefined;
      await editing?.disableEditing?.();
      // DESIGN.md §4: before saving, is the layout we started from still the stored one?
      const check = await api.admin.hashCheck(idPage, idLayout, baseHtml);
      if (check.storedHash !== baseHash) {
        session.getState().conflicted(check.storedHash);
        return null;
      }
      const saved = await api.admin.savePreview(idPage, idLayout, {
        html: editor.getWrapper()?.getInnerHTML() ?? "",
        css: editor.getCss({ avoidProtected: true }) ?? "",
        projectData: JSON.stringify({ version: LAYOUT_PROJECT_VERSION, project: editor.getProjectData() }),
        baseHash,
      });
      editor.clearDirtyCount();
      session.getState().saved(saved);
      return saved;
    } catch (error) {
      const storedHash = (error as ApiCallError).data?.storedHash;
      if (error instanceof ApiCallError && error.status === 409 && typeof storedHash === "string") {
        session.getState().conflicted(storedHash);
      } else {
        session.getState().failed(messageOf(error));
      }
      return null;
    }
  }, [api, idPage, idLayout, session, editorRef.current]);

  const publish = useCallback(async () => {
    if (session.getState().dirty && !(await savePreview())) return;
    session.getState().publishStarted();
    try {
      const result = await api.admin.publish(idPage, idLayout, session.getState().baseHash);
      session.getState().published(result.layout, result.version);
      onChanged();
    } catch (error) {
      const storedHash = (error as ApiCallError).data?.storedHash;
      if (
        error instanceof ApiCallError &&
        error.status === 409 &&
        typeof storedHash === "string" &&
        storedHash !== session.getState().baseHash
      ) {
        session.getState().conflicted(storedHash);
      } else {
        session.getState().failed(messageOf(error));
      }
    }
  }, [api, idPage, idLayout, onChanged, savePreview, session]);
  return { savePreview, publish };
}

export default function LayoutEditor(props: LayoutEditorProps) {
  return (
    <QueryProvider>
      <LayoutEditorScreen {...props} />
    </QueryProvider>
  );
}

function LayoutEditorScreen(props: LayoutEditorProps) {
  const { idSite, idPage, idLayout, label, theme, images, onClose, onChanged } = props;
  const api = useMemo(() => createApiClient({ idSite }), [idSite]);
  const session = useMemo(() => createLayoutSession(), []);
  const state = useStore(session);
  const titleId = useId();
  const deviceId = useId();
  const editorRef = useRef<Editor | null>(null);
  const [loadCount, setLoadCount] = useState(0);
  const [ready, setReady] = useState(false);
  const blocks = useBlockLibrary(api, images, session);
  const content = useLayoutContent({ api, idPage, idLayout, loadCount, session, setReady });
  const { savePreview, publish } = useLayoutSaving({ api, idPage, idLayout, session, editorRef, onChanged });
  useLockedPageScroll();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const { uploadFiles, offerLibrary } = useMediaAssets(idSite, editorRef);
  const options = useMemo(
    () => (content && blocks ? editorConfig({ content, theme, blocks, images, uploadFiles }) : null),
    [content, blocks, theme, images, uploadFiles],
  );
  const icons = useMemo(() => Object.fromEntries((blocks ?? []).map((b) => [b.id, b.icon])), [blocks]);

  const onReady = useCallback(
    (editor: Editor) => {
      // the page body is not a layout element: it is neither styled nor removed
      editor.getWrapper()?.set({ stylable: false, removable: false, copyable: false, draggable: false });
      editor.clearDirtyCount();
      editor.on("update", () => {
        if (editor.getDirtyCount() > 0) session.getState().changed();
      });
      // text typed in place reaches the component only when its editing ends: count it at once
      editor.on("component:input", () => session.getState().changed());
      offerLibrary(editor);
      setReady(true);
    },
    [session, offerLibrary],
  );

  const restore = useCallback(
    async (version: LayoutVersion) => {
      const result = await api.admin.restore(idPage, idLayout, version.id, session.getState().baseHash);
      setVersionsOpen(false);
      onChanged();
      setLoadCount((n) => n + 1);
      session.getState().published(result.layout, result.version);
    },
    [api, idPage, idLayout, onChanged, session],
  );

  const busy = state.phase === "saving" || state.phase === "publishing" || state.phase === "loading";
  const canPublish = !busy && (state.dirty || Boolean(state.layout?.draft));

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-editor-ready={ready ? "true" : "false"}
      className="fixed inset-0 z-[900] flex flex-col bg-slate-100 text-slate-900"
    >
      {options ? (
        <GjsEditor
          key={loadCount}
          grapesjs={grapesjs}
          options={options}
          onEditor={(editor) => {
            editorRef.current = editor;
          }}
          onReady={onReady}
          className="flex min-h-0 flex-1 flex-col"
        >
          <header className="flex items-center gap-2 border-b border-slate-300 bg-white px-3 py-2">
            <h2
              id={titleId}
              className="min-w-0 flex-1 truncate text-base font-semibold"
              title={`Modifier ${label}`}
            >
              Modifier {label}
            </h2>
            <DeviceSelect id={deviceId} />
            <WithEditor>
              <UndoRedo />
            </WithEditor>
            <Button
              variant="outline"
              size="sm"
              disabled={busy || !state.dirty}
              onClick={() => void savePreview()}
            >
              Enregistrer l’aperçu
            </Button>
            <Button size="sm" disabled={!canPublish} onClick={() => void publish()}>
              Publier
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setVersionsOpen(true)}>
              Versions
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => (state.dirty ? setConfirmClose(true) : onClose())}
            >
              Fermer
            </Button>
          </header>
          <StatusMessage
            className="border-b border-slate-300 bg-white px-3 py-1"
            message={state.notice?.text ?? (ready ? null : "Chargement de l’éditeur…")}
            tone={state.notice?.tone ?? "info"}
          />
          <EditorPanels icons={icons} />
        </GjsEditor>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            Modifier {label}
          </h2>
          <StatusMessage
            message={state.notice?.text ?? "Chargement de la section…"}
            tone={state.notice?.tone ?? "info"}
          />
          <Button variant="outline" onClick={onClose}>
            Fermer
          </Button>
        </div>
      )}

      <ConflictDialog
        open={state.phase === "conflict"}
        onReload={() => setLoadCount((n) => n + 1)}
        onOverwrite={() => {
          session.getState().overwriteChosen();
          void savePreview();
        }}
      />
      <CloseDialog open={confirmClose} onOpenChange={setConfirmClose} onClose={onClose} />

      <VersionsDialog
        api={api}
        idSite={idSite}
        idPage={idPage}
        idLayout={idLayout}
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        onRestore={restore}
      />
    </div>
  );
}
