// The owner's pages and contents on the domaine (issue 14 §2, §6): deleting a page with a sub-page
// (moved, not lost), a redirect from the old address that a visitor follows, and a photo album made
// from the media library that a visitor sees at once. Every screen is checked with axe.
import { expect } from "@playwright/test";
import sharp from "sharp";
import { origins, test, uploadAndChoose } from "./admin-helpers";
import { dataOf, loggedAs, uniqueName } from "./domaine-session";
import { expectAccessible, returningVisitor } from "./support";

async function harvestPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 120, b: 60 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("the owner deletes a page and keeps its sub-page, redirects its old address, and a visitor lands on the target", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const name = uniqueName("Chai");
  const url = name.toLowerCase();
  const parent = await dataOf<{ id: number }>(
    await admin.call("POST", "/admin/page", { title: name, url, menuTitle: name }),
    201,
  );
  await dataOf(
    await admin.call("POST", "/admin/page", {
      title: `${name} caveau`,
      url: `${url}/caveau`,
      menuTitle: `${name} caveau`,
      idParent: parent.id,
    }),
    201,
  );

  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/pages`);
  await page.getByRole("button", { name: `Supprimer « ${name} »` }).click();
  const dialog = page.getByRole("dialog", { name: `Supprimer la page « ${name} » ?` });
  // the sub-page is listed, and kept by default (moved to the top of the menu)
  await expect(dialog.getByText(`/${url}/caveau`)).toBeVisible();
  await expect(dialog.getByLabel("Les garder, déplacées sous une autre page")).toBeChecked();
  await dialog.getByLabel("Rediriger les visiteurs de l’ancienne adresse vers").selectOption("");
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Supprimer la page" }).click();
  await expect(page.getByText(`« ${name} » supprimée.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Supprimer « ${name} caveau »` })).toBeVisible();

  // the owner then redirects the old address to the visits page
  const redirects = page.getByRole("region", { name: "Redirections" });
  await redirects.getByRole("button", { name: "Nouvelle redirection" }).click();
  await redirects.getByLabel("Ancienne adresse").fill(`/${url}`);
  await redirects.getByLabel("Nouvelle adresse").fill("/visites-degustations");
  await redirects.getByRole("button", { name: "Enregistrer" }).click();
  await expect(redirects.getByText(`/${url} → /visites-degustations`, { exact: true })).toBeVisible();
  // a redirect from a published page is refused next to its field
  await redirects.getByRole("button", { name: "Nouvelle redirection" }).click();
  await redirects.getByLabel("Ancienne adresse").fill("/le-domaine");
  await redirects.getByLabel("Nouvelle adresse").fill("/");
  await redirects.getByRole("button", { name: "Enregistrer" }).click();
  await expect(redirects.getByText("/le-domaine est une page publiée").first()).toBeVisible();
  await expectAccessible(page);

  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  const answer = await visitor.goto(`${origin}/${url}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor).toHaveURL(`${origin}/visites-degustations`);
  // the moved sub-page still answers at its own address
  expect((await visitor.goto(`${origin}/${url}/caveau`))?.status()).toBe(200);
  await visitorContext.close();
  await admin.context.close();
});

test("the owner adds a photo album from the media library; a visitor sees it at once", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${origin}/admin/contents`);
  await page.getByRole("button", { name: "Nouvel album" }).click();
  const title = uniqueName("Vendanges ");
  await page.getByLabel("Titre", { exact: true }).fill(title);
  const slug = await page.getByLabel("Adresse", { exact: true }).inputValue();
  expect(slug).toMatch(/^vendanges-[a-z]+$/);
  await page.getByRole("button", { name: "Ajouter depuis la médiathèque" }).click();
  const library = page.getByRole("dialog", { name: "Médiathèque" });
  await uploadAndChoose(
    library,
    { name: `${slug}.jpg`, mimeType: "image/jpeg", buffer: await harvestPhoto() },
    "Les vendangeurs dans les rangs",
  );
  await expect(page.getByLabel("Texte alternatif 1")).toHaveValue("Les vendangeurs dans les rangs");
  await page.getByLabel("Légende 1").fill("Septembre au domaine");
  await page.getByLabel("Couverture").check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Enregistré : les visiteurs voient déjà la nouvelle version.")).toBeVisible();
  await expect(page.getByText(`/albums/${slug}`)).toBeVisible();

  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${origin}/albums/${slug}`);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  // each photo is a button that opens the slider, named after what the photo shows
  await expect(visitor.getByRole("button", { name: /Les vendangeurs dans les rangs/ })).toBeVisible();
  await expect(visitor.getByRole("main").locator("img").first()).toBeVisible();
  await expect(visitor.getByText("Septembre au domaine")).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();
  await admin.context.close();
});
