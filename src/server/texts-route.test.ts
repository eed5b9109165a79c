import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { visitorTextsAssetOf, visitorTextsOf } from "../runtime/messages/visitor-texts";
import { visitorTextsBase, visitorTextsRoute } from "./texts-route";

const app = new Hono().get(`${visitorTextsBase}:file`, visitorTextsRoute);

describe("the visitor texts' scripts (decision 126)", () => {
  it("serve a page's texts as JavaScript, immutable, and 404 for any other name", async () => {
    const asset = await visitorTextsAssetOf("en_GB", { isECommerce: false });
    const ok = await app.request(asset.src);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(ok.headers.get("cache-control")).toContain("immutable");
    const self: { __vsTexts?: Record<string, unknown> } = {};
    new Function("self", await ok.text())(self);
    expect(self.__vsTexts?.["en_GB-site"]).toEqual(visitorTextsOf("en_GB", { isECommerce: false }));
    const stale = asset.src.replace(/\.[0-9a-f]{12}\.js$/, ".000000000000.js");
    for (const bad of [stale, `${visitorTextsBase}en_GB-site.js`, `${visitorTextsBase}..%2Fen.ts`]) {
      expect((await app.request(bad)).status, bad).toBe(404);
    }
  });
});
