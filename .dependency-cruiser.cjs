// The import rules of DESIGN.md §2, checked by `npm run lint` (issue 17 §5). Each folder has one
// job and may import only the folders its row of the table names; tests (`*.test.ts(x)` beside the
// code, tests/, bench/) may import anything. No import cycle anywhere.
const test = "\\.test\\.tsx?$";
const ours = "^(schemas|themes|src|editor|tests|bench)/";

/** `from` may import, of our folders, only itself and `allowed` (regular expressions of paths). */
const onlyImports = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: test },
  to: { path: ours, pathNot: [from, ...allowed] },
});

module.exports = {
  forbidden: [
    onlyImports(
      "schemas-import-nothing",
      "schemas/ holds the contracts: it imports nothing of ours",
      "^schemas/",
      [],
    ),
    onlyImports("themes", "themes/ may import schemas/ only", "^themes/", ["^schemas/"]),
    onlyImports("runtime", "src/runtime is pure: schemas/ and themes/ only", "^src/runtime/", [
      "^schemas/",
      "^themes/",
    ]),
    onlyImports("server", "src/server never imports src/app, src/ui, src/client or editor", "^src/server/", [
      "^schemas/",
      "^themes/",
      "^src/runtime/",
    ]),
    onlyImports(
      "client",
      "src/client talks to the platform through schemas/, with src/runtime's types at most",
      "^src/client/",
      ["^schemas/", "^src/runtime/"],
    ),
    onlyImports("ui", "src/ui: design-system primitives, with src/runtime's types at most", "^src/ui/", [
      "^src/runtime/",
    ]),
    {
      name: "runtime-types-only",
      comment: "src/ui and src/client may read src/runtime's types, never its code",
      severity: "error",
      from: { path: "^src/(ui|client)/", pathNot: test },
      to: { path: "^src/runtime/", dependencyTypesNot: ["type-only"] },
    },
    onlyImports("app", "src/app never imports src/server (loaders go through src/client)", "^src/app/", [
      "^editor/",
      "^src/client/",
      "^src/ui/",
      "^src/runtime/",
      "^themes/",
      "^schemas/",
    ]),
    {
      name: "app-loads-editor-lazily",
      comment: "editor/ is a separate chunk that only admins download: src/app reaches it by import() only",
      severity: "error",
      from: { path: "^src/app/", pathNot: test },
      to: { path: "^editor/", dependencyTypesNot: ["dynamic-import"] },
    },
    onlyImports(
      "editor",
      "editor/ is never in a visitor's bundle and never imports src/server or src/app",
      "^editor/",
      ["^src/client/", "^src/ui/", "^src/runtime/", "^themes/", "^schemas/"],
    ),
    {
      name: "no-cycle",
      comment:
        "modules that import each other, directly or around a loop, cannot be read or moved one at a time",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-dev-dependency-in-product",
      comment: "the product's code runs with the production dependencies only",
      severity: "error",
      from: { path: "^(src|editor|themes|schemas)/", pathNot: test },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|\\.tmp|data|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
