// `npm run lint` fails on a wrong import, an import cycle and dead code (issue 17 §5): our own
// dependency-cruiser and knip configurations, run on a small tree written for the test, with the
// repository's folder names.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lint-rules-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true } }));
  return dir;
}

/** The tool's output when it fails; null when it passes. */
async function failure(bin: string, args: string[], cwd: string): Promise<string | null> {
  return run(path.join(root, "node_modules/.bin", bin), args, { cwd }).then(
    () => null,
    (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
  );
}

const depcruise = (dir: string) =>
  failure("depcruise", [".", "--config", path.join(root, ".dependency-cruiser.cjs")], dir);

describe("the import rules of DESIGN.md §2", () => {
  it("pass a tree that keeps them", async () => {
    const dir = tree({
      "schemas/order.ts": "export const statuses = ['NEW'] as const;\n",
      "src/server/orders.ts":
        "import { statuses } from '../../schemas/order';\nexport const first = statuses[0];\n",
      "src/app/page.ts": "export const editor = () => import('../../editor/screen');\n",
      "editor/screen.ts": "import { statuses } from '../schemas/order';\nexport const n = statuses.length;\n",
    });
    expect(await depcruise(dir)).toBeNull();
  });

  it("fail on the server importing the storefront, a static import of editor/ and schemas importing ours", async () => {
    const dir = tree({
      "src/app/page.ts": "import { n } from '../../editor/screen';\nexport const page = n;\n",
      "src/server/orders.ts": "import { page } from '../app/page';\nexport const o = page;\n",
      "editor/screen.ts": "export const n = 1;\n",
      "schemas/order.ts": "import { o } from '../src/server/orders';\nexport const s = o;\n",
    });
    const out = await depcruise(dir);
    expect(out).toContain("server: src/server/orders.ts → src/app/page.ts");
    expect(out).toContain("app-loads-editor-lazily: src/app/page.ts → editor/screen.ts");
    expect(out).toContain("schemas-import-nothing: schemas/order.ts → src/server/orders.ts");
  });

  it("fail on an import cycle, even through types", async () => {
    const dir = tree({
      "src/server/a.ts": "import type { B } from './b';\nexport type A = { b?: B };\n",
      "src/server/b.ts": "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(await depcruise(dir)).toContain("no-cycle");
  });
});

describe("dead code (knip)", () => {
  it("fails on an unused file, an unused export and an unused dependency", async () => {
    const dir = tree({
      "package.json": JSON.stringify({
        name: "fixture",
        private: true,
        type: "module",
        dependencies: { zod: "4" },
      }),
      "bench/run.ts": "import { used } from '../src/used';\nconsole.log(used);\n",
      "src/used.ts": "export const used = 1;\nexport const forgotten = 2;\n",
      "src/orphan.ts": "export const orphan = 3;\n",
    });
    copyFileSync(path.join(root, "knip.jsonc"), path.join(dir, "knip.jsonc"));
    const out = await failure("knip", ["--no-progress"], dir);
    expect(out).toContain("src/orphan.ts");
    expect(out).toContain("forgotten");
    expect(out).toContain("zod");
  });
});
