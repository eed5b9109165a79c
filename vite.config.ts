import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Chunks holding code of editor/ or GrapesJS are named `editor-…`, so that the tests and the
 * benchmark can tell, from the build output alone, the bytes that only admins download.
 */
const editorModule = /\/(?:editor\/|node_modules\/(?:grapesjs|@grapesjs)\/)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => editorModule.test(id))
            ? "assets/editor-[name]-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
});
