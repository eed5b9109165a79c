import { describe, expect, it } from "vitest";
import { sanitizeLayoutHtml } from "../../src/server/security/sanitize";
import { type BlockContext, layoutBlocks } from "./blocks";

const context: BlockContext = {
  isECommerce: false,
  siteName: "Camille Verdier Conseil",
  phone: "01 23 45 67 89",
  email: "contact@example.fr",
  hours: ["9 h – 18 h", null, null, null, null, "Fermé", "Fermé"],
  address: { name: "Bureau", lines: ["12 rue des Lilas", "75011 Paris"] },
  images: [{ src: "/demo/consultant/portrait.svg", alt: "Portrait" }],
};

describe("layout blocks", () => {
  it("offer the components of the issue, and the shop ones on shop sites only", () => {
    const ids = layoutBlocks(context).map((b) => b.id);
    for (const id of [
      "vs-text",
      "vs-heading",
      "vs-image",
      "vs-gallery",
      "vs-button",
      "vs-columns",
      "vs-address",
      "vs-hours",
      "vs-form",
      "vs-news",
      "vs-blog",
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids).not.toContain("vs-product");
    const shopIds = layoutBlocks({ ...context, isECommerce: true }).map((b) => b.id);
    expect(shopIds).toEqual(expect.arrayContaining(["vs-product", "vs-wine-list"]));
  });

  it("are stored as they are: the server's sanitizer changes nothing in them", () => {
    for (const block of layoutBlocks({ ...context, isECommerce: true })) {
      expect(sanitizeLayoutHtml(block.content), block.id).toBe(block.content);
    }
  });

  it("fill the site's address and hours, escaped", () => {
    const blocks = layoutBlocks({
      ...context,
      siteName: "<b>x</b>",
      address: null,
      hours: ["<script>", null],
    });
    const address = blocks.find((b) => b.id === "vs-address")?.content ?? "";
    expect(address).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(address).toContain(`href="tel:0123456789"`);
    const hours = blocks.find((b) => b.id === "vs-hours")?.content ?? "";
    expect(hours).toContain("<dt>Lundi</dt><dd>&lt;script&gt;</dd>");
    expect(hours).toContain("<dt>Dimanche</dt><dd>À compléter</dd>");
  });

  it("make galleries whose images are links the slider hook can open", () => {
    const gallery = layoutBlocks(context).find((b) => b.id === "vs-gallery")?.content ?? "";
    expect(gallery).toContain(`data-vs-slider="galerie"`);
    expect(gallery.match(/<a href="[^"]+"><img /g)).toHaveLength(3);
  });
});
