import { describe, expect, it } from "vitest";
import { deferPageScripts } from "./page-scripts";

// what React Router's <Scripts> writes (React hoists the links into the head)
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N1"/>',
  '<link rel="stylesheet" href="/assets/layout-C.css"/></head><body><main>Vin</main>',
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-D.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferPageScripts", () => {
  const deferred = deferPageScripts(page);
  it("leaves no module for the browser to fetch or run before the first paint", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).not.toMatch(/<script[^>]*type="module"/);
    // the stylesheet and the context script stay where they were
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/layout-C.css"/>');
    expect(deferred).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
  });

  it("keeps the bootstrap whole, with the modules to preload and a starter carrying the nonce", () => {
    const kept =
      /<script nonce="N1" type="text\/vs-deferred-module" data-preload="([^"]+)">([\s\S]*?)<\/script><script nonce="N1">([\s\S]*?)<\/script>/.exec(
        deferred,
      );
    expect(kept).not.toBeNull();
    expect(JSON.parse((kept?.[1] ?? "").replaceAll("&quot;", '"'))).toEqual([
      "/assets/entry.client-A.js",
      "/assets/framework-B.js",
    ]);
    expect(kept?.[2]).toContain('import("/assets/entry.client-A.js");');
    // the starter runs it as a module, with the nonce, after a frame
    expect(kept?.[3]).toContain('m.type="module"');
    expect(kept?.[3]).toContain("m.nonce=s.nonce");
    expect(kept?.[3]).toContain("requestAnimationFrame");
  });

  it("finds the bootstrap when an article or the loader data names it before", () => {
    const named = page
      .replace("<main>Vin</main>", "<main><p>window.__reactRouterRouteModules</p></main>")
      .replace("window.__reactRouterContext = {};", 'enqueue("window.__reactRouterRouteModules");');
    const result = deferPageScripts(named);
    expect(result).toContain("<main><p>window.__reactRouterRouteModules</p></main>");
    expect(result).toContain('<script nonce="N1">enqueue("window.__reactRouterRouteModules");</script>');
    expect(result).toMatch(
      /<script nonce="N1" type="text\/vs-deferred-module" data-preload="[^"]+">import \* as route0/,
    );
    expect(result).not.toMatch(/<script[^>]*type="module"/);
  });

  it("leaves a page without React Router's bootstrap (an error page of ours, a feed) unchanged", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferPageScripts(plain)).toBe(plain);
  });
});
