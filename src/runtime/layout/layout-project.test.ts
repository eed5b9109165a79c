import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LAYOUT_PROJECT_VERSION,
  LayoutProjectError,
  migrateLayoutProject,
  readLayoutProject,
} from "./layout-project";

// What GrapesJS 0.22's editor.getProjectData() returns for a one-section layout.
const bareProject = {
  assets: [],
  styles: [{ selectors: ["#i3k9"], style: { color: "var(--vs-primary-color)" } }],
  pages: [
    { frames: [{ component: { type: "wrapper", components: [{ tagName: "h2", content: "Bonjour" }] } }] },
  ],
  symbols: [],
  dataSources: [],
};

describe("migrateLayoutProject", () => {
  it("wraps a bare GrapesJS project (version 0) in the current envelope, keeping every field", () => {
    const migrated = migrateLayoutProject(bareProject);
    expect(migrated.version).toBe(LAYOUT_PROJECT_VERSION);
    expect(migrated.project).toEqual(bareProject);
  });

  it("reads the JSON text the editor sends", () => {
    expect(migrateLayoutProject(JSON.stringify(bareProject)).project).toEqual(bareProject);
  });

  it("leaves a current document as it is (idempotent)", () => {
    const once = migrateLayoutProject(bareProject);
    expect(migrateLayoutProject(once)).toEqual(once);
    expect(migrateLayoutProject(JSON.stringify(once))).toEqual(once);
  });

  it("refuses what is not a layout project, with a catalogue key the API says in the admin's language", () => {
    for (const bad of [null, 42, "[]", "{not json", [], { version: "1" }, { version: -1 }, { foo: 1 }]) {
      expect(() => migrateLayoutProject(bad)).toThrow(LayoutProjectError);
    }
    expect(() => migrateLayoutProject({ version: 1, project: { pages: "none" } })).toThrow(
      "admin.projectShape",
    );
  });

  it("refuses a document of a newer editor rather than guessing", () => {
    expect(() => migrateLayoutProject({ version: LAYOUT_PROJECT_VERSION + 1, project: bareProject })).toThrow(
      "admin.projectNewer",
    );
  });

  it("keeps any valid project through any number of migrations (property)", () => {
    const page = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }));
    const project = fc.record({
      pages: fc.array(page, { maxLength: 3 }),
      styles: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(project, (p) => {
        const migrated = migrateLayoutProject(p);
        expect(migrated.project).toEqual(p);
        expect(migrateLayoutProject(migrated)).toEqual(migrated);
      }),
    );
  });
});

describe("readLayoutProject", () => {
  it("gives null for no project or an unreadable one, so the editor falls back to the html", () => {
    expect(readLayoutProject(null)).toBeNull();
    expect(readLayoutProject({ version: 99, project: bareProject })).toBeNull();
    expect(readLayoutProject(bareProject)?.version).toBe(LAYOUT_PROJECT_VERSION);
  });
});
