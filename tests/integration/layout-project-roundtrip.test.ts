// @vitest-environment jsdom
// Issue 11 item 1: the allow-list of the layout project keeps what our editor makes. GrapesJS 0.22
// (headless, our configuration and blocks) builds a layout, the server's sanitizer rebuilds its
// project, and GrapesJS loads the result back: same project, same html, same css.
import grapesjs, { type Editor } from "grapesjs";
import { afterEach, describe, expect, it } from "vitest";
import { type BlockContext, layoutBlocks } from "../../editor/layout/blocks";
import { editorConfig } from "../../editor/layout/editor-config";
import { migrateLayoutProject } from "../../src/runtime/layout/layout-project";
import { sanitizeLayoutProject } from "../../src/server/modules/admin/project-sanitize";

const context: BlockContext = {
  isECommerce: true,
  siteName: "Domaine des Essais",
  phone: "01 23 45 67 89",
  email: "contact@example.fr",
  hours: ["9 h – 18 h", null, null, null, null, "Fermé", "Fermé"],
  address: { name: "Le chai", lines: ["1 chemin des Vignes", "21200 Beaune"] },
  images: [{ src: "/media/site-2/vignes.jpg", alt: "Les vignes" }],
};
const blocks = layoutBlocks(context);

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function openEditor(content: { project: Record<string, unknown> | null; html?: string; css?: string }) {
  const container = document.createElement("div");
  document.body.append(container);
  const editor = grapesjs.init({
    ...editorConfig({
      content: { project: content.project, html: content.html ?? "", css: content.css ?? "" },
      theme: { iconsStylesheet: "", stylesheets: [], themeCss: ":root{}" },
      blocks,
      images: context.images,
    }),
    container,
    headless: true,
  });
  editors.push(editor);
  return editor;
}

/** A layout of every block, edited as an admin would: styles on an element, a media query, a state. */
function editedLayout(extraHtml = "") {
  const editor = openEditor({
    project: null,
    html: blocks.map((b) => b.content).join("") + extraHtml,
    css: "@media (max-width: 959px){.vs-cta{padding:1rem}}",
  });
  const first = editor.getWrapper()?.components().at(0);
  first?.addStyle({ color: "var(--vs-primary-color)", "padding-top": "2rem" });
  first?.addAttributes({ title: "Présentation" });
  editor.Css.setRule(".vs-button:hover", { color: "var(--vs-secondary-color)" });
  return editor;
}

const clean = (project: unknown) =>
  sanitizeLayoutProject(migrateLayoutProject({ version: 1, project })).project as Record<string, unknown>;

describe("a project of our editor through the allow-list", () => {
  it("comes back as GrapesJS made it", () => {
    const project = editedLayout().getProjectData();
    expect(clean(project)).toEqual(project);
  });

  it("loads back into GrapesJS with the same html and css", () => {
    const editor = editedLayout();
    const reloaded = openEditor({ project: clean(editor.getProjectData()) });
    expect(editor.getHtml()).toContain('data-vs-product-list="WINE"');
    expect(reloaded.getHtml()).toBe(editor.getHtml());
    expect(reloaded.getCss()).toBe(editor.getCss());
  });

  it("gives a video player the sandbox the published html gives it, and nothing else", () => {
    const editor = editedLayout(
      `<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>`,
    );
    const reloaded = openEditor({ project: clean(editor.getProjectData()) });
    const [video] = reloaded.getWrapper()?.findType("video") ?? [];
    expect(video?.getAttributes()).toMatchObject({
      src: "https://www.youtube-nocookie.com/embed/abc",
      sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
    });
    const withoutSandbox = (html: string) => html.replace(/ (sandbox|loading)="[^"]*"/g, "");
    expect(withoutSandbox(reloaded.getHtml())).toBe(withoutSandbox(editor.getHtml()));
  });
});
