import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The modules every page runs, in two chunks rather than some twenty-five small ones (docs/decisions/077):
 * each request costs a round trip, and a page on a phone waits for all of them before it is
 * interactive. `framework` is React and React Router (they change with upgrades only); `layout` is
 * whatever the root route imports statically: the header, the footer, the overlays' hosts and the
 * small stores they use. What loads later (overlays, the API client, the cart) keeps its own chunks.
 */
const frameworkModule = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@react-router)[\\/]/;
const contentModule =
  /[\\/]src[\\/](?:app[\\/](?:components[\\/]content|seo)|runtime[\\/](?:seo|pagination|media-type))[\\/.]/;
const formModule = /[\\/](?:form-fields|submission-form)\.tsx$/;
const rootRoute = fileURLToPath(new URL("./src/app/root.tsx", import.meta.url));

/** The modules the root route reaches by static imports (the same for every page). */
function layoutModules(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Each script and stylesheet of the browser's build also as `.br` (brotli, best quality) and `.gz`
 * (gzip, best level), made once here: the server sends them as they are (serveStatic's
 * precompressed option) instead of compressing every response (docs/decisions/079).
 */
function precompressed(): Plugin {
  const compressible = /\.(?:js|css|svg|json)$/;
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: "vinisite-precompressed",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => compressible.test(file.fileName))
          .map(async (file) => {
            // the file as written, byte for byte: its compressed copies must say the same
            const target = path.join(dir, file.fileName);
            const source = await readFile(target);
            if (source.length < 1024) return;
            const [brotli, gzipped] = await Promise.all([
              br(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, brotli), writeFile(`${target}.gz`, gzipped)]);
          }),
      );
    },
  };
}

/**
 * Chunks holding code of editor/ or GrapesJS are named `editor-…`, so that the tests and the
 * benchmark can tell, from the build output alone, the bytes that only admins download.
 */
const editorModule = /\/(?:editor\/|node_modules\/(?:grapesjs|@grapesjs)\/)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressed()],
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: frameworkModule, priority: 2 },
            {
              name: (() => {
                let layout: Set<string> | undefined;
                return (id: string, graph: ModuleGraph) => {
                  layout ??= layoutModules(graph, rootRoute);
                  return layout.has(id) && !editorModule.test(id) && !id.endsWith(".css") ? "layout" : null;
                };
              })(),
              priority: 1,
            },
            // the small pieces the content screens share (cards, images, pagination, SEO meta): one
            // request for all of them, rather than one for each
            // (the forms stay apart: they bring zod along)
            {
              name: "content",
              test: (id) => contentModule.test(id) && !formModule.test(id),
              minShareCount: 2,
            },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => editorModule.test(id))
            ? "assets/editor-[name]-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
});
