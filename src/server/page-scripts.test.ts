import { describe, expect, it } from "vitest";
import { iconStyleOfPage } from "./icon-svgs";
import { finishedHtml } from "./page-scripts";

/** The finished page of an HTML text, as text (the server works on the page's UTF-8 bytes). */
const finish = (html: string) => finishedHtml(Buffer.from(html)).toString("utf8");

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

describe("finishedHtml: the scripts deferred, the icons inlined", () => {
  const deferred = finish(page);
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
    const result = finish(named);
    expect(result).toContain("<main><p>window.__reactRouterRouteModules</p></main>");
    expect(result).toContain('<script nonce="N1">enqueue("window.__reactRouterRouteModules");</script>');
    expect(result).toMatch(
      /<script nonce="N1" type="text\/vs-deferred-module" data-preload="[^"]+">import \* as route0/,
    );
    expect(result).not.toMatch(/<script[^>]*type="module"/);
  });

  it("leaves the scripts of a page without React Router's bootstrap (an error page of ours, a feed)", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(finish(plain)).toBe(plain.replace("</body>", `${iconStyleOfPage(plain)}</body>`));
    expect(finish("<rss><item>fa-solid</item></rss>")).toBe("<rss><item>fa-solid</item></rss>");
  });

  it("inlines the icons of the page at the end of its body, after the deferred bootstrap", () => {
    const withIcons = page.replace("<main>Vin</main>", '<main><i class="fa-solid fa-user"></i></main>');
    const result = finish(withIcons);
    const style = iconStyleOfPage(withIcons);
    expect(style).toContain('data-icons="solid/user"');
    expect(result.endsWith(`${style}</body></html>`)).toBe(true);
    expect(result.indexOf("vs-deferred-module")).toBeLessThan(result.indexOf('<style id="vs-icons"'));
    // the same answer a second time (the style is kept by its icons)
    expect(finish(withIcons)).toBe(result);
  });

  it("drops every modulepreload link, wherever React put it, and keeps the rest byte for byte", () => {
    const scattered = page.replace(
      "<main>Vin</main>",
      '<main>Vin</main><link rel="modulepreload" href="/assets/late-E.js"/><link rel="modulepreloadx" href="/y"/>',
    );
    const result = finish(scattered);
    expect(result).not.toContain('rel="modulepreload" ');
    expect(result).toContain('<link rel="modulepreloadx" href="/y"/>');
    expect(result).toContain("&quot;/assets/late-E.js&quot;");
    const unchanged = (html: string) =>
      html
        .replace(/<link rel="modulepreload" [^>]*>/g, "")
        .replace(/<script nonce="N1" type="(?:module|text\/vs-deferred-module)"[\s\S]*$/, "");
    expect(unchanged(result)).toBe(unchanged(scattered));
  });

  it("keeps every byte of a page in French, with characters beyond latin1, around its cuts", () => {
    const french = page
      .replace("<main>Vin</main>", "<main>Château d’Été — 12 €, “cuvée” 🍷 œnologie</main>")
      .replace('href="/assets/framework-B.js"', 'href="/assets/framework-B.js" title="é"');
    const result = finish(french);
    expect(result).toContain("<main>Château d’Été — 12 €, “cuvée” 🍷 œnologie</main>");
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
    expect(result).toContain('import("/assets/entry.client-A.js");</script>');
    // the same answer as the page without the characters, but for them
    expect(result.replace("Château d’Été — 12 €, “cuvée” 🍷 œnologie", "Vin")).toBe(finish(page));
  });
});
