// The owner's blog and news on the domaine (issue 14 §1, §2, §8): the owner writes an article with
// a photo uploaded in the media library and schedules it a few seconds ahead; a visitor gets the
// 404 page before, and the article at its time (the server's own job queue runs the publication
// job). The XSS corpus written through every field of the blog and the news runs nothing in
// Chromium, for a visitor or for the site's admin (who also sees the unpublished ones).
import { expect } from "@playwright/test";
import sharp from "sharp";
import type { AdminBlogArticle, AdminNews } from "../../schemas/blog";
import { contentXssPayloads } from "../support/content-xss";
import { loggedContext, origins, test, uploadAndChoose } from "./admin-helpers";
import { expectAccessible, returningVisitor } from "./support";
import { payloadsShown, XssWatch } from "./xss-helpers";

async function harvestPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 120, g: 40, b: 60 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("the owner schedules an article with a photo; a visitor sees it at its time, not before", async ({
  browser,
  server,
}) => {
  const { site1, site2 } = origins(server);
  const { context, user } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/blog`);
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Administration", exact: true }).getByRole("link", { name: "Blog" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "main");

  const title = `Les vendanges ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Nouvel article" }).click();
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await page.getByLabel("Extrait", { exact: true }).fill("Le récit de la récolte 2026.");
  await page.getByRole("button", { name: "Choisir une photo" }).click();
  await uploadAndChoose(
    page.getByRole("dialog", { name: "Médiathèque" }),
    { name: `vendanges-${Date.now()}.jpg`, mimeType: "image/jpeg", buffer: await harvestPhoto() },
    "Les vendangeurs dans les rangs",
  );
  await expect(page.getByRole("img", { name: "Aperçu", exact: true })).toBeVisible();
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially("Une belle année pour le chenin.");

  // leaving with unsaved changes asks first
  await page.getByRole("button", { name: "Retour à la liste" }).click();
  const leave = page.getByRole("dialog", { name: "Quitter sans enregistrer ?" });
  await leave.getByRole("button", { name: "Rester" }).click();

  // scheduled a few seconds ahead, in the owner's own time zone; a datetime-local field has
  // minutes only, so the journey takes the next whole minute at least 30 s away (time to save and
  // check the visitor's 404 first), and waits for it
  const local = await page.evaluate(() => {
    const d = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await page
    .getByLabel("Publication", { exact: true })
    .selectOption({ label: "Programmé à une date et une heure" });
  await page.getByLabel("Publier le", { exact: true }).fill(local);
  await expectAccessible(page, "main");
  await page.getByRole("button", { name: "Enregistrer l’article" }).click();
  await expect(page.getByText(`« ${title} » enregistré : Programmé le`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Programmé le");
  const url = (await row.getByRole("link").textContent()) ?? "";
  expect(url).toMatch(/^\/blog\/les-vendanges-/);

  // the admin sees it on the storefront with its mark; a visitor gets the 404 page
  const preview = await context.newPage();
  await preview.goto(`${site2}${url}`);
  await expect(preview.getByRole("note")).toContainText("Programmé le");
  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(`${site2}${url}`))?.status()).toBe(404);
  await visitor.goto(`${site2}/blog`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // at its time, the job drops the site's caches: the list and the article show it
  // (Node cannot resolve domaine.localhost: the call goes to the other host with the site's id)
  const read = await context.request.get(`${site1}/api/admin/blog/${url.split("/").at(-1)}`, {
    headers: { idSite: "2", Authorization: `Bearer ${user.token}` },
  });
  const publishedAt = Date.parse(((await read.json()) as { data: AdminBlogArticle }).data.publishedAt);
  await expect
    .poll(
      async () => {
        await visitor.goto(`${site2}/blog`);
        return visitor.getByRole("link", { name: title }).count();
      },
      { timeout: Math.max(30_000, publishedAt - Date.now() + 30_000), intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(publishedAt);
  expect((await visitor.goto(`${site2}${url}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Les vendangeurs dans les rangs" })).toBeVisible();
  await expect(visitor.getByRole("note")).toHaveCount(0);
  await visitorContext.close();
  await context.close();
});

test("the blog and news screens work on a phone", async ({ browser, server }) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of [
    ["/admin/blog", "Blog"],
    ["/admin/news", "Actualités"],
  ] as const) {
    await page.goto(`${site2}${path}`);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // the loading placeholder has the same heading: the screen itself is measured, once it came
    await expect(page.getByText(/^Chargement/)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "main");
  }
  await context.close();
});

test("the XSS corpus written through the blog and the news runs nothing in Chromium", async ({
  browser,
  server,
}) => {
  const { site1 } = origins(server);
  const { user } = await loggedContext(browser, server, "ADMIN", 2);
  const payloads = contentXssPayloads();
  expect(payloads.length).toBeGreaterThanOrEqual(30);
  const api = await browser.newContext();
  const headers = { idSite: "2", Authorization: `Bearer ${user.token}` };
  const urls: string[] = [];
  // ten payloads a post: in its title, excerpt, SEO fields, author and tags, and all ten in its text
  for (let i = 0; i < payloads.length; i += 10) {
    const chunk = payloads.slice(i, i + 10);
    const text = (n: number) => chunk[n % chunk.length]?.text ?? "";
    const body = {
      title: `${text(0)} ${i}`,
      summary: text(1),
      seoTitle: text(2),
      metaDescription: text(3),
      html: chunk.map((p) => p.text).join("\n"),
    };
    for (const [path, extra] of [
      ["/admin/blog", { author: text(4), tags: [text(5).slice(0, 40)] }],
      ["/admin/news", { isPromoted: true }],
      ["/admin/blog", { isValid: false }],
    ] as const) {
      const answer = await api.request.post(`${site1}/api${path}`, { headers, data: { ...body, ...extra } });
      expect(answer.status()).toBe(201);
      const saved = (await answer.json()).data as AdminBlogArticle | AdminNews;
      urls.push(saved.url);
    }
  }
  await api.close();
  const watch = new XssWatch(browser, server);
  try {
    for (const viewer of ["VISITOR", "ADMIN"] as const) {
      const { context } = await watch.open(viewer, 2, viewer === "ADMIN" ? { token: user.token } : {});
      const page = await context.newPage();
      let shown = 0;
      for (const path of ["/", "/blog", "/news", "/sitemap.xml", ...urls]) {
        watch.step = path;
        shown += await payloadsShown(await watch.visit(context, 2, path, page));
      }
      // the payloads reached the pages (as text): the path under test was exercised
      expect(shown).toBeGreaterThan(0);
    }
    watch.expectNothingRan();
  } finally {
    await watch.close();
  }
});
