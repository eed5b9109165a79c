// issue 17 §6: every route module that renders has the shared error boundary, so that an error
// keeps the site's layout and says what happened in the page's language.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.join(import.meta.dirname, "routes");
const routeModules = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
);

describe("route modules", () => {
  it("are found", () => {
    expect(routeModules.length).toBeGreaterThan(30);
  });

  it.each(routeModules)("%s exports the shared error boundary", (file) => {
    const source = readFileSync(path.join(routesDir, file), "utf8");
    expect(source).toMatch(
      /export \{ RouteErrorBoundary as ErrorBoundary \} from "(\.\.\/)+components\/layout\/route-error-boundary";/,
    );
  });
});
