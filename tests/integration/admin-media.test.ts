// The media library (issue 12 §4): the upload corpus — a real photo with GPS in its EXIF, a PNG, an
// SVG carrying a script, an HTML page named .jpg, an empty file, a truncated JPEG, a file over the
// size limit, a name with ../ — the variants, the public files, alt texts, the quota, roles, and a
// medium that is still used.
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminProduct } from "../../schemas/catalogue";
import type { Media, MediaList } from "../../schemas/media";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller, changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../support/test-platform";

const QUOTA = 3 * 1024 * 1024;
const platform = await createTestPlatform({ mediaQuotaBytes: QUOTA });
afterAll(() => platform.close());

const admin = await userWithSession(platform.db, 2, "ADMIN");
const customer = await userWithSession(platform.db, 2, "CUSTOMER");
const call = apiCaller(platform, { site: 2, as: admin });

type File = { name: string; bytes: Uint8Array; type?: string; alt?: string };

async function upload(files: File[], as: TestUser | null = admin) {
  const form = new FormData();
  for (const f of files) {
    form.append(
      "file",
      new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? "application/octet-stream" }),
      f.name,
    );
    form.append("alt", f.alt ?? "");
  }
  const response = await platform.call("/api/admin/media", {
    site: 2,
    method: "POST",
    body: form,
    headers: as ? as.headers : {},
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as Media[] };
}

/** A photo as a phone takes it: 2400×1800, with the place it was taken in its EXIF. */
async function phonePhoto(): Promise<Uint8Array> {
  const buffer = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: 120, g: 40, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><circle cx="400" cy="300" r="250" fill="#e8c070"/></svg>',
        ),
        left: 200,
        top: 200,
      },
    ])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Cellar 12", Artist: "Jeanne Vigneronne" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "47/1 15/1 36/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 4/1 48/1",
      },
    })
    .toBuffer();
  const meta = await sharp(buffer).metadata();
  expect(meta.exif?.length ?? 0).toBeGreaterThan(0); // the corpus photo does carry the GPS
  return new Uint8Array(buffer);
}

async function fetchFile(url: string) {
  const response = await platform.call(url, { site: null });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe("media library: uploads", () => {
  it("stores a photo upright and without its metadata (GPS), with AVIF, WebP and JPEG variants, served for good", async () => {
    const r = await upload([
      { name: "vendanges.jpg", bytes: await phonePhoto(), type: "image/jpeg", alt: "Les vendanges 2025" },
    ]);
    expect(r.status, r.body.message).toBe(201);
    const [photo] = r.data;
    expect(photo).toMatchObject({
      kind: "image",
      type: "image/jpeg",
      width: 2400,
      height: 1800,
      alt: "Les vendanges 2025",
      filename: "vendanges.jpg",
    });
    const original = await fetchFile(photo?.url ?? "");
    expect(original.status).toBe(200);
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(original.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2400);
    const formats = new Set(photo?.variants.map((v) => v.format));
    expect(formats).toEqual(new Set(["avif", "webp", "jpeg"]));
    expect(photo?.variants.map((v) => v.width).filter((w, i, all) => all.indexOf(w) === i)).toEqual([
      480, 960, 1600,
    ]);
    const small = photo?.variants.find((v) => v.format === "avif" && v.width === 480);
    const variant = await fetchFile(small?.url ?? "");
    expect(variant.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(variant.bytes).metadata()).width).toBe(480);
    // a phone's variant is a fraction of the photo
    expect(variant.bytes.length / original.bytes.length).toBeLessThan(0.15);
  });

  it("takes several files at once, a PNG and a sanitized SVG, and keeps a name without its folders", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 4, background: "#336699" } })
        .png()
        .toBuffer(),
    );
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/><foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject></svg>',
    );
    const r = await upload([
      { name: "../../etc/logo.png", bytes: png },
      { name: "icone.svg", bytes: svg, type: "image/svg+xml" },
    ]);
    expect(r.status, r.body.message).toBe(201);
    expect(r.data.map((m) => [m.type, m.filename])).toEqual([
      ["image/png", "logo.png"],
      ["image/svg+xml", "icone.svg"],
    ]);
    const stored = new TextDecoder().decode((await fetchFile(r.data[1]?.url ?? "")).bytes);
    expect(stored).toContain("<rect");
    expect(stored).not.toMatch(/script|onload|foreignObject|javascript:/i);
    const served = await fetchFile(r.data[1]?.url ?? "");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("refuses, by content and whatever the name, an HTML page named .jpg, an empty file and a truncated photo, storing none", async () => {
    const before = (await call<MediaList>("/admin/media")).data.total;
    const photo = await phonePhoto();
    const r = await upload([
      {
        name: "photo.jpg",
        bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        type: "image/jpeg",
      },
      { name: "vide.png", bytes: new Uint8Array(0), type: "image/png" },
      { name: "coupee.jpg", bytes: photo.subarray(0, Math.floor(photo.length / 2)), type: "image/jpeg" },
      {
        name: "bonne.png",
        bytes: new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
            .png()
            .toBuffer(),
        ),
      },
    ]);
    expect(r.status).toBe(422);
    const errors = (r.body.data as { errors: { file: string[] } }).errors.file;
    expect(errors).toEqual([
      "« photo.jpg » : Ce fichier n’est ni une photo (JPEG, PNG, WebP, AVIF), ni un SVG, ni une vidéo MP4",
      "« vide.png » : Ce fichier est vide",
      "« coupee.jpg » : Cette photo est illisible ou incomplète : exportez-la à nouveau puis réessayez",
    ]);
    expect((await call<MediaList>("/admin/media")).data.total).toBe(before);
  });

  it("answers 413 to a file over the limit and to an upload past the site's quota", async () => {
    const big = await upload([{ name: "enorme.jpg", bytes: new Uint8Array(30 * 1024 * 1024) }]);
    expect(big.status).toBe(413);
    const noise = new Uint8Array(1400 * 1400 * 3).map(() => Math.floor(Math.random() * 256));
    const heavy = new Uint8Array(
      await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
        .png()
        .toBuffer(),
    );
    const full = await upload([{ name: "bruit.png", bytes: heavy }]);
    expect(full.status).toBe(413);
    expect(full.body.message).toBe(
      "La médiathèque du site est pleine (3 Mo) : supprimez des fichiers inutilisés",
    );
  });

  it("is for admins: 401 anonymous, 403 to a customer; another site reads none of its files", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect((await upload([{ name: "a.png", bytes: png }], null)).status).toBe(401);
    expect((await upload([{ name: "a.png", bytes: png }], customer)).status).toBe(403);
    const mine = await upload([{ name: "a.png", bytes: png }]);
    expect(mine.status, mine.body.message).toBe(201);
    const key = mine.data[0]?.url.replace("/api/media/file/site-2/", "site-1/") ?? "";
    expect((await fetchFile(`/api/media/file/${key}`)).status).toBe(404);
    // a path that climbs out is no key: never a file
    expect((await fetchFile("/api/media/file/site-2/library/..%2F..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    const climbed = await fetchFile("/api/media/file/site-2/library/../../../etc/passwd");
    expect(climbed.status).toBeGreaterThanOrEqual(400);
    expect(climbed.status).toBeLessThan(500);
  });
});

describe("media library: alt texts and deletion", () => {
  it("edits the alt text, and refuses to delete a photo a product uses, saying where", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a00" } })
        .png()
        .toBuffer(),
    );
    const [photo] = (await upload([{ name: "bouteille.png", bytes: png }])).data;
    const saved = await call<Media>(`/admin/media/${photo?.id}`, {
      method: "PUT",
      json: { alt: "La bouteille de rosé" },
    });
    expect(saved.data.alt).toBe("La bouteille de rosé");

    const product = await call<AdminProduct>("/admin/product", {
      method: "POST",
      json: { type: "WINE", name: "Rosé Photo", price: 1200, image: photo?.url },
    });
    expect(product.status).toBe(201);
    const refused = await call(`/admin/media/${photo?.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Ce fichier est encore utilisé (Rosé Photo) : remplacez-le là d’abord");

    await call(`/admin/product/${product.data.id}`, { method: "DELETE" });
    const deleted = await call(`/admin/media/${photo?.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await fetchFile(photo?.url ?? "")).status).toBe(404);
  });

  it("makes a library image the site's logo or favicon, which visitors get at once; a used logo cannot be deleted", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 400, height: 120, channels: 4, background: "#7a1f3d" } })
        .png()
        .toBuffer(),
    );
    const [logo] = (
      await upload([{ name: "logo-domaine.png", bytes: png, alt: "Domaine des Trois Coteaux" }])
    ).data;
    const since = platform.cache.version(2);
    const set = await call<{ type: string; url: string }[]>("/admin/logo/LOGO", {
      method: "PUT",
      json: { mediaId: logo?.id },
    });
    expect(set.status, set.body.message).toBe(200);
    expect(set.body.message).toBe("Logo changé : toutes les pages du site le montrent");
    await changeFeedCaughtUp(platform, 2, since);
    const info = await envelopeOf(await platform.call("/api/site/info", { site: 2 }));
    const shown = (info.data as { logos: { type: string; filename: string; alt: string }[] }).logos.find(
      (l) => l.type === "LOGO",
    );
    expect(shown).toMatchObject({ filename: logo?.url, alt: "Domaine des Trois Coteaux" });

    expect((await call(`/admin/media/${logo?.id}`, { method: "DELETE" })).status).toBe(409);
    expect(
      (await call("/admin/logo/NOT_A_LOGO", { method: "PUT", json: { mediaId: logo?.id } })).status,
    ).toBe(404);
    expect(
      (await call("/admin/logo/LOGO_FAVICON", { method: "PUT", json: { mediaId: 999_999 } })).status,
    ).toBe(404);
    const removed = await call<{ type: string }[]>("/admin/logo/LOGO", { method: "DELETE" });
    expect(removed.data.some((l) => l.type === "LOGO")).toBe(false);
  });
});
