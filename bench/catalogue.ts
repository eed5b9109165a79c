// Bench rows of the back-office catalogue (issue 12 §8), on site 2 of the bench server:
// - the owner's product list with 2 000 products (search + page) beside the visitors' list
//   GET /api/product of the same catalogue (goal ≥ 0.5×);
// - a 4000×3000 JPEG from upload to ready variants, beside sharp decoding it and writing one
//   1600-px JPEG in this process (the least any upload does);
// - the bytes of the photo a phone's Chromium picks on the product page, beside the original
//   (goal ≤ 15 %), and Lighthouse of that page.
// The 2 000 products come through the CSV import, as an owner's spreadsheet would bring them.
import sharp from "sharp";
import { catalogueCsvColumns } from "../schemas/catalogue";
import type { Media } from "../schemas/media";
import { demoToken } from "./editor";
import { type LighthouseScores, lighthouseScores } from "./lighthouse";
import { launchChromium } from "./visitor-js";

export interface CatalogueFigures {
  products: number;
  importMs: number;
  uploadMs: number;
  sharpMs: number;
  originalBytes: number;
  phoneBytes: number;
  phoneUrl: string;
  lighthouse: LighthouseScores | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A photo-like 4000×3000 JPEG: soft noise over a gradient, so that it compresses like a photo. */
async function cameraPhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    '<svg width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b1d2f"/><stop offset="1" stop-color="#e9d8b4"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)" opacity="0.7"/></svg>',
  );
  return sharp(noise)
    .composite([{ input: gradient }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The CSV rows of `count` new wines, one 75 cl declination each. */
function catalogueOf(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const row: Record<(typeof catalogueCsvColumns)[number], string> = {
      id_produit: "",
      adresse: `cuvee-banc-${i + 1}`,
      type: "WINE",
      nom: `Cuvée banc d’essai ${i + 1}`,
      appellation: i % 2 ? "Saumur" : "Saumur-Champigny",
      couleur: i % 3 ? "RED" : "WHITE",
      prix_produit: `${9 + (i % 20)},50`,
      produit_publie: "oui",
      id_declinaison: "",
      millesime: String(2018 + (i % 6)),
      contenance: "75",
      unite: "CENTILITRE",
      prix_declinaison: "",
      vendu_par: "1",
      reference: `BANC-${i + 1}`,
      ean: "",
      stock: String(i % 50),
      de_cote: "0",
      seuil_stock_bas: "6",
      declinaison_publiee: "oui",
    };
    return catalogueCsvColumns.map((c) => row[c]).join(";");
  });
  return [catalogueCsvColumns.join(";"), ...rows].join("\r\n");
}

export async function catalogueSetup(origin: string, target: number) {
  const token = await demoToken(origin, 2);
  const headers = { idSite: "2", Authorization: `Bearer ${token}` };
  const listed = (await (await fetch(`${origin}/api/admin/product?perPage=10`, { headers })).json()) as {
    data: { total: number };
  };
  const missing = Math.max(0, target - listed.data.total);
  const started = performance.now();
  const imported = await fetch(`${origin}/api/admin/product/import`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "text/csv" },
    body: catalogueOf(missing),
  });
  if (!imported.ok) throw new Error(`catalogue import: ${imported.status} ${await imported.text()}`);
  return { token, headers, products: listed.data.total + missing, importMs: performance.now() - started };
}

/** Upload, variants and the photo on a product page seen by a phone. */
export async function photoFigures(
  origin: string,
  domaine: string,
  headers: Record<string, string>,
): Promise<Omit<CatalogueFigures, "products" | "importMs">> {
  const photo = await cameraPhoto();
  const uploads: number[] = [];
  const baselines: number[] = [];
  let media: Media | undefined;
  for (let run = 0; run < 3; run++) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `vendanges-${run}.jpg`);
    form.append("alt", "Les vendanges sur le coteau");
    const started = performance.now();
    const response = await fetch(`${origin}/api/admin/media`, { method: "POST", headers, body: form });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    uploads.push(performance.now() - started);
    media = ((await response.json()) as { data: Media[] }).data[0];
    const t = performance.now();
    await sharp(photo).rotate().resize({ width: 1600 }).jpeg().toBuffer();
    baselines.push(performance.now() - t);
  }
  if (!media) throw new Error("no medium uploaded");

  // a wine whose photo is the upload, published, and the page a phone gets
  const created = await fetch(`${origin}/api/admin/product`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      type: "WINE",
      name: "Les Vendanges",
      slug: "banc-photo",
      appellation: "Saumur",
      color: "RED",
      shortDescription: "Le millésime des vendanges photographiées.",
      price: 1500,
      image: media.url,
      isValid: true,
    }),
  });
  const product = ((await created.json()) as { data: { id: number } }).data;
  await fetch(`${origin}/api/admin/product/${product.id}/declination`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ year: 2023, capacity: 75, capacityUnit: "CENTILITRE", isValid: true }),
  });
  const page = `${domaine}/shop/banc-photo`;
  const browser = await launchChromium();
  let phoneUrl = "";
  let phoneBytes = 0;
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    await tab.goto(page, { waitUntil: "load" });
    const img = tab.locator("main picture img").first();
    await img.evaluate((el: HTMLImageElement) => el.decode());
    phoneUrl = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    // fetched again from here, through the API's address (the phone's host is domaine.localhost)
    phoneBytes = (await (await fetch(`${origin}${new URL(phoneUrl).pathname}`)).arrayBuffer()).byteLength;
    await context.close();
  } finally {
    await browser.close();
  }
  return {
    uploadMs: median(uploads),
    sharpMs: median(baselines),
    originalBytes: photo.byteLength,
    phoneBytes,
    phoneUrl: new URL(phoneUrl).pathname,
    lighthouse: await lighthouseScores(page),
  };
}
