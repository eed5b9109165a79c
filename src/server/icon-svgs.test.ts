import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { iconRoute, iconRouteBase, iconStyleOfPage, iconSvgOf } from "./icon-svgs";
import { finishedHtml } from "./page-scripts";

const app = new Hono().get(`${iconRouteBase}:folder/:file`, iconRoute);

describe("Font Awesome icons as SVG (decision 118)", () => {
  it("reads an icon's path from the installed package, without its comment", () => {
    const file = readFileSync("node_modules/@fortawesome/fontawesome-free/svgs/solid/user.svg", "utf8");
    const path = /<path[^>]*d="([^"]+)"/.exec(file)?.[1];
    const svg = iconSvgOf({ family: "solid", name: "user" });
    expect(path).toBeTruthy();
    expect(svg).toContain(`d="${path}"`);
    expect(svg).not.toContain("<!--");
    expect(iconSvgOf({ family: "solid", name: "no-such-icon-here" })).toBeNull();
    expect(iconSvgOf({ family: "solid", name: "../../package" })).toBeNull();
  });

  it("inlines only the icons the page uses, at the end of its body", () => {
    const html =
      '<html><head></head><body><i class="fa-solid fa-user"></i><i class="fa-regular fa-cart-shopping"></i></body></html>';
    const page = finishedHtml(Buffer.from(html)).toString("utf8");
    const style = iconStyleOfPage(html);
    expect(page).toBe(html.replace("</body>", `${style}</body>`));
    expect(style).toContain('data-icons="solid/user regular/cart-shopping"');
    expect(style.match(/--vs-icon:url\("data:image\/svg\+xml,/g)).toHaveLength(2);
    expect(style).toContain(":is(.fa-regular,.far).fa-cart-shopping");
    expect(style).not.toContain("fa-bars");
    expect(style).toContain("CC BY 4.0");
    // nothing to close the style or the attribute with
    expect(style.slice(style.indexOf(">") + 1, -"</style>".length)).not.toMatch(/[<>]/);
  });

  it("serves one icon, immutable, and 404 for anything else", async () => {
    const ok = await app.request(`${iconRouteBase}brands/linkedin.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/svg+xml");
    expect(ok.headers.get("cache-control")).toContain("immutable");
    expect(await ok.text()).toMatch(/^<svg /);
    for (const bad of ["solid/nope-nope-nope.svg", "fonts/user.svg", "solid/user.png", "solid/..%2Fuser.svg"])
      expect((await app.request(`${iconRouteBase}${bad}`)).status, bad).toBe(404);
  });
});
