// The shop screens rendered by the real server (React Router build) on a copy of the seeded
// database: each display setting of spec §3 acts as its name says, in the server's HTML.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { changeFeedCaughtUp, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const SITE2 = "domaine.localhost:3000";
const PRODUCT = "/shop/saumur-champigny-les-trois-coteaux";

async function html(path: string, host = SITE2) {
  const response = await server.fetch(new Request(`http://${host}${path}`, { headers: { host } }));
  return { status: response.status, text: await response.text() };
}

async function withSetting(type: string, value: string | number | boolean, check: () => Promise<void>) {
  const set = async (v: unknown) => {
    const since = platform.cache.version(2);
    await withSite(platform.db, 2, (tx) =>
      tx
        .update(parameters)
        .set({ value: v as string })
        .where(and(eq(parameters.siteId, 2), eq(parameters.type, type))),
    );
    await changeFeedCaughtUp(platform, 2, since);
  };
  const [row] = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ value: parameters.value })
      .from(parameters)
      .where(and(eq(parameters.siteId, 2), eq(parameters.type, type))),
  );
  await set(value);
  try {
    await check();
  } finally {
    await set(row?.value ?? null);
  }
}

// What a visitor reads: React separates adjacent texts with empty comments (they are no space);
// scripts carry data (the loader's, with the page's texts: docs/decisions/076), not text shown
const text = (page: string) =>
  page
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("shop screens", () => {
  it("exist on the domaine, with the shop in its menu, and not on site 1", async () => {
    const list = await html("/shop");
    expect(list.status).toBe(200);
    expect(list.text).toContain('href="/shop/saumur-champigny-les-trois-coteaux"');
    expect(list.text).toMatch(/<a[^>]*href="\/shop"[^>]*>(?:(?!<\/a>).)*Nos vins/s);
    expect((await html(PRODUCT)).status).toBe(200);
    expect((await html("/cart")).status).toBe(200);
    expect((await html("/shop/inconnu")).status).toBe(404);

    for (const path of ["/shop", PRODUCT, "/cart"])
      expect((await html(path, "localhost:3000")).status, path).toBe(404);
    const home1 = await html("/", "localhost:3000");
    expect(home1.text).not.toContain('href="/shop"');
    expect(home1.text).not.toContain('href="/cart"');
  });

  it("reads without JavaScript: the product page carries its texts, prices and sheet link", async () => {
    const page = text((await html(PRODUCT)).text);
    for (const words of [
      "Les Trois Coteaux",
      "Saumur-Champigny",
      "12,50",
      "Cabernet franc",
      "Tuffeau blanc, argilo-calcaire et silex",
      "Médaille d’or",
      "Accords mets et vins",
      "Informations nutritionnelles",
      "Tarifs dégressifs",
      "Télécharger la fiche technique (PDF)",
    ]) {
      expect(page, words).toContain(words);
    }
    expect((await html(PRODUCT)).text).toContain('"@type":"Product"');
  });

  it("filters the list from its URL, without JavaScript", async () => {
    const reds = text((await html("/shop?color=RED&appellation=Saumur-Champigny")).text);
    expect(reds).toContain("4 produit(s)");
    expect(reds).not.toContain("Les Silex");
    const bad = await html("/shop?year=abc&kind=SECRET&minPrice=x&page=-3");
    expect(bad.status).toBe(200);
    expect(text(bad.text)).toContain("31 produit(s)");
  });

  it("serves the technical sheet as a download link", async () => {
    const response = await server.fetch(
      new Request(`http://${SITE2}${PRODUCT}/fiche-technique`, { headers: { host: SITE2 } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="fiche-technique-/);
  });
});

describe("display settings (spec §3 commerce, features, icons)", () => {
  it("HIDE_PRODUCT_PRICES hides the prices", async () => {
    expect(text((await html(PRODUCT)).text)).toContain("12,50");
    await withSetting("HIDE_PRODUCT_PRICES", true, async () => {
      expect(text((await html(PRODUCT)).text)).not.toContain("12,50");
      expect(text((await html("/shop")).text)).not.toMatch(/\d,\d\d\s€/);
    });
  });

  it("PRODUCT_HIDE_PERCENTAGE_DISCOUNT hides the -10 % badge, not the discount", async () => {
    const perrieres = "/shop/saumur-rouge-les-perrieres";
    expect(text((await html(perrieres)).text)).toContain("-10 %");
    await withSetting("PRODUCT_HIDE_PERCENTAGE_DISCOUNT", true, async () => {
      const page = text((await html(perrieres)).text);
      expect(page).not.toContain("-10 %");
      expect(page).toContain("9,81");
    });
  });

  it("SWAP_WINE_NAME_AND_APPELLATION puts the appellation first", async () => {
    expect((await html(PRODUCT)).text).toMatch(/<h1[^>]*>Les Trois Coteaux<\/h1>/);
    await withSetting("SWAP_WINE_NAME_AND_APPELLATION", true, async () => {
      expect((await html(PRODUCT)).text).toMatch(/<h1[^>]*>Saumur-Champigny<\/h1>/);
    });
  });

  it("GRAPE_VARIETY_DISPLAY and GRAPE_VARIETY_LOCATION place the grape varieties", async () => {
    const underName = /<h1[^>]*>Les Trois Coteaux<\/h1>(?:(?!<h2).)*Cépages/s;
    expect((await html(PRODUCT)).text).not.toMatch(underName);
    await withSetting("GRAPE_VARIETY_LOCATION", "UNDER_NAME", async () => {
      expect((await html(PRODUCT)).text).toMatch(underName);
    });
    await withSetting("GRAPE_VARIETY_DISPLAY", false, async () => {
      expect(text((await html(PRODUCT)).text)).not.toContain("Cépages");
    });
  });

  it("FEATURES_PRODUCT_STYLE draws a table, a list or icons; HIDE_PRODUCT_ICON drops the pictograms", async () => {
    expect((await html(PRODUCT)).text).toMatch(/<th scope="row"[^>]*>Sol<\/th>/);
    await withSetting("FEATURES_PRODUCT_STYLE", "LIST", async () => {
      expect((await html(PRODUCT)).text).toMatch(/<li><span[^>]*>Sol(?:<!-- -->)? :<\/span>/);
    });
    await withSetting("FEATURES_PRODUCT_STYLE", "ICONS", async () => {
      expect((await html(PRODUCT)).text).toMatch(/<i class="fa-solid fa-mountain/);
    });
    // the pictograms drawn (the loader's data, also in the page, names them either way)
    const pictogram = /<i class="fa-solid fa-cheese/;
    expect((await html(PRODUCT)).text).toMatch(pictogram);
    await withSetting("HIDE_PRODUCT_ICON", true, async () => {
      const page = (await html(PRODUCT)).text;
      expect(page).not.toMatch(pictogram);
      expect(text(page)).toContain("Fromages");
    });
  });

  it("SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET shows the e-label block", async () => {
    expect(text((await html(PRODUCT)).text)).toContain("Informations nutritionnelles");
    await withSetting("SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET", false, async () => {
      expect(text((await html(PRODUCT)).text)).not.toContain("Informations nutritionnelles");
    });
  });

  it("STOCK_LIMIT_DISPLAY, IN_STOCK_LABEL and NOT_IN_STOCK_LABEL speak of the stock", async () => {
    const lowStock = "/shop/saumur-champigny-les-trois-coteaux";
    const declination = (
      await (await platform.call("/api/product/saumur-champigny-les-trois-coteaux", { site: 2 })).json()
    ).data.declinations.find((d: { year: number }) => d.year === 2021).id;
    expect(text((await html(`${lowStock}?d=${declination}`)).text)).toContain("Plus que 9 en stock");
    await withSetting("STOCK_LIMIT_DISPLAY", 5, async () => {
      expect(text((await html(`${lowStock}?d=${declination}`)).text)).not.toContain("Plus que 9 en stock");
    });
    await withSetting("IN_STOCK_LABEL", "Disponible au domaine", async () => {
      expect(text((await html(lowStock)).text)).toContain("Disponible au domaine");
    });
    expect(text((await html("/shop")).text)).toContain("Épuisé");
    await withSetting("NOT_IN_STOCK_LABEL", "Victime de son succès", async () => {
      expect(text((await html("/shop/coteaux-de-saumur-selection-de-grains-nobles")).text)).toContain(
        "Victime de son succès",
      );
    });
  });

  it("PRODUCT_DISPLAY, PRODUCT_ASPECT_RATIO, PRODUCT_PAGE_STYLE and PRODUCT_ORDER shape the screens", async () => {
    expect((await html("/shop")).text).toContain("aspect-ratio:3/4");
    await withSetting("PRODUCT_ASPECT_RATIO", "1/1", async () => {
      expect((await html("/shop")).text).toContain("aspect-ratio:1/1");
    });
    await withSetting("PRODUCT_DISPLAY", "LIST", async () => {
      expect((await html("/shop")).text).toContain("flex-row gap-4 p-3");
    });
    await withSetting("PRODUCT_PAGE_STYLE", "SPLIT", async () => {
      expect((await html(PRODUCT)).text).toContain("desktop:sticky");
    });
    await withSetting("PRODUCT_ORDER", "CUSTOM", async () => {
      const page = (await html("/shop")).text;
      expect(page.indexOf("/shop/saumur-champigny-les-trois-coteaux")).toBeLessThan(
        page.indexOf("/shop/gelee-de-saumur-champigny"),
      );
    });
  });

  it("CART_ICON, SEE_CART_ON_HOVER and HIDE_ECOMMERCE_LABEL shape the header's cart", async () => {
    const page = (await html("/")).text;
    expect(page).toContain("fa-solid fa-cart-shopping");
    expect(page).toContain("Voir le panier");
    expect(page).toContain('href="/cart"');
    await withSetting("CART_ICON", "fa-basket-shopping", async () => {
      expect((await html("/")).text).toContain("fa-solid fa-basket-shopping");
    });
    await withSetting("SEE_CART_ON_HOVER", false, async () => {
      expect(text((await html("/")).text)).not.toContain("Voir le panier");
    });
    expect((await html("/shop")).text).toMatch(
      /<p class="text-sm font-semibold uppercase[^"]*">Boutique en ligne/,
    );
    await withSetting("HIDE_ECOMMERCE_LABEL", true, async () => {
      expect((await html("/shop")).text).toMatch(/<p class="sr-only">Boutique en ligne/);
    });
  });
});
