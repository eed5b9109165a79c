import { describe, expect, it } from "vitest";
import type { AdminLayout } from "../../schemas/admin";
import { createLayoutSession, workingCopyOf } from "./layout-session";

const hashA = "a".repeat(64);
const hashB = "b".repeat(64);
const hashC = "c".repeat(64);

const published: AdminLayout = {
  id: 7,
  pageId: 3,
  order: 0,
  html: "<p>publié</p>",
  css: "",
  projectData: null,
  hash: hashA,
  draft: null,
  storedHash: hashA,
  versionCount: 0,
};
const withDraft: AdminLayout = {
  ...published,
  draft: {
    html: "<p>brouillon</p>",
    css: "#a{}",
    projectData: null,
    hash: hashB,
    thumbnail: null,
    updatedAt: "",
    updatedBy: null,
  },
  storedHash: hashB,
};

describe("layout session store", () => {
  it("loaded: starts from the draft when there is one, else from the published html", () => {
    const s = createLayoutSession();
    expect(s.getState().phase).toBe("loading");
    s.getState().loaded(published);
    expect(s.getState()).toMatchObject({
      phase: "editing",
      baseHtml: "<p>publié</p>",
      baseHash: hashA,
      dirty: false,
    });
    s.getState().loaded(withDraft);
    expect(s.getState()).toMatchObject({ baseHtml: "<p>brouillon</p>", baseHash: hashB });
    expect(s.getState().notice?.tone).toBe("info");
    expect(workingCopyOf(withDraft).css).toBe("#a{}");
  });

  it("changed: marks unsaved work, but not while the layout is loading", () => {
    const s = createLayoutSession();
    s.getState().changed();
    expect(s.getState().dirty).toBe(false);
    s.getState().loaded(published);
    s.getState().changed();
    expect(s.getState().dirty).toBe(true);
  });

  it("saveStarted then saved: the next save starts from the hash the server returned", () => {
    const s = createLayoutSession();
    s.getState().loaded(published);
    s.getState().changed();
    s.getState().saveStarted();
    expect(s.getState().phase).toBe("saving");
    s.getState().saved(withDraft);
    expect(s.getState()).toMatchObject({
      phase: "editing",
      dirty: false,
      baseHash: hashB,
      baseHtml: "<p>brouillon</p>",
    });
    expect(s.getState().notice?.tone).toBe("success");
  });

  it("conflicted: keeps the admin's work and remembers the stored hash; overwriteChosen takes it as base", () => {
    const s = createLayoutSession();
    s.getState().loaded(published);
    s.getState().changed();
    s.getState().conflicted(hashC);
    expect(s.getState()).toMatchObject({
      phase: "conflict",
      conflict: { storedHash: hashC },
      dirty: true,
      baseHash: hashA,
    });
    s.getState().overwriteChosen();
    expect(s.getState()).toMatchObject({ phase: "editing", conflict: null, baseHash: hashC, dirty: true });
  });

  it("overwriteChosen: does nothing without a conflict", () => {
    const s = createLayoutSession();
    s.getState().loaded(published);
    s.getState().overwriteChosen();
    expect(s.getState().baseHash).toBe(hashA);
  });

  it("publishStarted then published: the published html becomes the base, the version is kept", () => {
    const s = createLayoutSession();
    s.getState().loaded(withDraft);
    s.getState().publishStarted();
    expect(s.getState().phase).toBe("publishing");
    const live: AdminLayout = { ...published, html: "<p>brouillon</p>", hash: hashB, storedHash: hashB };
    s.getState().published(live, 4);
    expect(s.getState()).toMatchObject({
      phase: "editing",
      publishedVersion: 4,
      baseHtml: "<p>brouillon</p>",
      baseHash: hashB,
    });
    expect(s.getState().notice?.text).toMatch(/Version 4 publiée/);
  });

  it("a version restored and published keeps its notice through the editor's reload", () => {
    const s = createLayoutSession();
    s.getState().loaded(published);
    s.getState().published(published, 3);
    // the restore reloads the editor with the layout it published
    s.getState().loaded(published);
    expect(s.getState().notice).toMatchObject({
      tone: "success",
      text: expect.stringMatching(/Version 3 publiée/),
    });
    // an error is not carried into a new load
    s.getState().failed("Réseau indisponible");
    s.getState().loaded(published);
    expect(s.getState().notice).toBeNull();
  });

  it("failed: shows the message, and stays editable once a layout is loaded", () => {
    const s = createLayoutSession();
    s.getState().failed("Réseau indisponible");
    expect(s.getState()).toMatchObject({
      phase: "failed",
      notice: { tone: "error", text: "Réseau indisponible" },
    });
    s.getState().loaded(published);
    s.getState().saveStarted();
    s.getState().failed("Réseau indisponible");
    expect(s.getState().phase).toBe("editing");
    s.getState().noticeDismissed();
    expect(s.getState().notice).toBeNull();
  });
});
