// The state of one editing session of a layout, as a small store with one action per event
// (CONVENTIONS.md, after Puck's store slices): what the editor started from (the base html and
// hash of DESIGN.md §4), whether there are unsaved changes, and where saving and publishing stand.
import { createStore } from "zustand/vanilla";
import type { AdminLayout } from "../../schemas/admin";

export type SessionPhase = "loading" | "editing" | "saving" | "publishing" | "conflict" | "failed";

export interface Notice {
  text: string;
  tone: "info" | "success" | "error";
}

export interface LayoutSessionState {
  phase: SessionPhase;
  layout: AdminLayout | null;
  /** The stored html the editor started from: what the hash check sends. */
  baseHtml: string;
  /** The stored hash the next save starts from (the preview's baseHash). */
  baseHash: string;
  /** Changes not saved as a preview yet. */
  dirty: boolean;
  /** Another admin saved meanwhile: the hash now stored, for an overwrite on purpose. */
  conflict: { storedHash: string } | null;
  notice: Notice | null;
  /** The version number of the last publish of this session. */
  publishedVersion: number | null;
}

export interface LayoutSessionActions {
  loaded(layout: AdminLayout): void;
  changed(): void;
  saveStarted(): void;
  saved(layout: AdminLayout): void;
  conflicted(storedHash: string): void;
  /** The admin chose to overwrite the other version: the next save starts from its hash. */
  overwriteChosen(): void;
  publishStarted(): void;
  published(layout: AdminLayout, version: number): void;
  failed(message: string): void;
  noticeDismissed(): void;
}

export type LayoutSession = LayoutSessionState & LayoutSessionActions;

const initial: LayoutSessionState = {
  phase: "loading",
  layout: null,
  baseHtml: "",
  baseHash: "",
  dirty: false,
  conflict: null,
  notice: null,
  publishedVersion: null,
};

/** What the editor shows of a layout: its draft when there is one, else what is published. */
export function workingCopyOf(layout: AdminLayout) {
  return layout.draft
    ? { html: layout.draft.html, css: layout.draft.css, projectData: layout.draft.projectData }
    : { html: layout.html, css: layout.css, projectData: layout.projectData };
}

export function createLayoutSession() {
  return createStore<LayoutSession>()((set, get) => ({
    ...initial,
    loaded: (layout) =>
      set({
        phase: "editing",
        layout,
        baseHtml: workingCopyOf(layout).html,
        baseHash: layout.storedHash,
        dirty: false,
        conflict: null,
        // a restored version reloads the editor: its "Version n publiée" stays in view
        notice: layout.draft
          ? { text: "Un aperçu non publié de cette section est ouvert.", tone: "info" }
          : get().notice?.tone === "success"
            ? get().notice
            : null,
      }),
    changed: () => {
      if (get().phase !== "loading" && !get().dirty) set({ dirty: true });
    },
    saveStarted: () =>
      set({ phase: "saving", notice: { text: "Enregistrement de l’aperçu…", tone: "info" } }),
    saved: (layout) =>
      set({
        phase: "editing",
        layout,
        baseHtml: workingCopyOf(layout).html,
        baseHash: layout.storedHash,
        dirty: false,
        conflict: null,
        notice: {
          text: "Aperçu enregistré. Les visiteurs voient encore la version publiée.",
          tone: "success",
        },
      }),
    conflicted: (storedHash) =>
      set({
        phase: "conflict",
        conflict: { storedHash },
        notice: {
          text: "Quelqu’un d’autre a enregistré cette section entre-temps : rien n’a été écrasé.",
          tone: "error",
        },
      }),
    overwriteChosen: () => {
      const { conflict } = get();
      if (!conflict) return;
      set({ phase: "editing", baseHash: conflict.storedHash, conflict: null, notice: null });
    },
    publishStarted: () => set({ phase: "publishing", notice: { text: "Publication…", tone: "info" } }),
    published: (layout, version) =>
      set({
        phase: "editing",
        layout,
        baseHtml: layout.html,
        baseHash: layout.storedHash,
        dirty: false,
        conflict: null,
        publishedVersion: version,
        notice: { text: `Version ${version} publiée : les visiteurs la voient maintenant.`, tone: "success" },
      }),
    failed: (message) =>
      set({ phase: get().layout ? "editing" : "failed", notice: { text: message, tone: "error" } }),
    noticeDismissed: () => set({ notice: null }),
  }));
}
