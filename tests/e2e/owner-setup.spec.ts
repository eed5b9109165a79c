// Issue 19 §3: the owner's first ten minutes. A site under construction shows visitors a 503
// page; its owner follows the invitation link, chooses a password, lands in the back office, walks
// the set-up checklist and opens the site; visitors then see the home page.
import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { mailOutbox, sites } from "../../src/server/db/schema";
import { askPasswordReset } from "../../src/server/modules/account/account-service";
import { upsertOperator } from "../../src/server/modules/platform/operators";
import { userWithSession } from "../support/admin-session";
import { uploadAndChoose } from "./admin-helpers";
import { startInProcessServer } from "./in-process-server";
import { expectAccessible, returningVisitor } from "./support";

const PASSWORD = "Une cave fraîche sous le tuffeau";

/** A visitor's look at the site: the page's status and its first heading. */
async function visitorSees(browser: Browser, url: string) {
  const context = await browser.newContext();
  await returningVisitor(context);
  const page = await context.newPage();
  const response = await page.goto(url);
  const status = response?.status();
  const heading = await page.getByRole("heading", { level: 1 }).first().textContent();
  await context.close();
  return { status, heading };
}

/** The invitation page: the welcome, the address and the password; then the back office. */
async function acceptInvitation(page: Page, url: string, email: string, siteName: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue !");
  await expect(page.getByText(`Choisissez votre mot de passe pour administrer ${siteName}.`)).toBeVisible();
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Enregistrer et administrer le site" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
}

const checklistOf = (page: Page) => page.getByRole("region", { name: "Mise en route du site" });

test("the owner of a site under construction is invited, walks the checklist and opens the site", async ({
  browser,
}) => {
  // a server of this test's own: it puts the domaine under construction, which no other test sees
  const server = await startInProcessServer();
  try {
    const { db, sites: registry } = server.platform;
    await db.owner.update(sites).set({ isBuilding: true }).where(eq(sites.id, 2));
    await registry.reload();
    const origin = `http://domaine.localhost:${server.port}`;

    const closed = await visitorSees(browser, `${origin}/`);
    expect(closed.status).toBe(503);
    expect(closed.heading).toBe("Domaine des Trois Coteaux");

    // the invited owner: a SUPER_ADMIN with a reset link, as the site's creation gives
    const owner = await userWithSession(db, 2, "SUPER_ADMIN");
    const invitation = await askPasswordReset(db, 2, owner.email);
    if (!invitation) throw new Error("no invitation");
    const context = await browser.newContext();
    await returningVisitor(context);
    const page = await context.newPage();
    await acceptInvitation(
      page,
      `${origin}/password/reset/${invitation.token}?invitation=1`,
      owner.email,
      "Domaine des Trois Coteaux",
    );

    // the admin sees the site under construction, with its banner
    await expect(page.getByText("seuls les administrateurs le voient")).toBeVisible();
    const checklist = checklistOf(page);
    await expect(checklist.getByText("Étapes faites : 5 sur 7.")).toBeVisible();
    await expectAccessible(page, "#setup");

    await checklist.getByRole("button", { name: "Garder ces couleurs" }).click();
    await expect(checklist.getByText("Étapes faites : 6 sur 7.")).toBeVisible();

    // opening with a step missing asks first, and names it
    await checklist.getByRole("button", { name: "Ouvrir le site" }).click();
    const confirm = page.getByRole("dialog", { name: "Ouvrir le site maintenant ?" });
    await expect(confirm.getByRole("listitem")).toHaveText(["Texte de la page d’accueil"]);
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole("button", { name: "Continuer la mise en route" }).click();
    await expect(confirm).toBeHidden();
    expect(registry.byId(2)?.isBuilding).toBe(true);

    await checklist.getByRole("button", { name: "Garder ce texte" }).click();
    await expect(checklist.getByText("Étapes faites : 7 sur 7.")).toBeVisible();
    await checklist.getByRole("button", { name: "Ouvrir le site" }).click();
    await expect(page.getByText("Domaine des Trois Coteaux est ouvert")).toBeVisible();
    await expect(page.getByText("seuls les administrateurs le voient")).toHaveCount(0);
    await expect(checklist.getByText("Votre site est ouvert aux visiteurs")).toBeVisible();

    const open = await visitorSees(browser, `${origin}/`);
    expect(open.status).toBe(200);
    await context.close();
  } finally {
    await server.stop();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the back-office home and its checklist stay usable", async ({ browser }) => {
    const server = await startInProcessServer();
    try {
      const owner = await userWithSession(server.platform.db, 2, "SUPER_ADMIN");
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      await returningVisitor(context);
      await context.addCookies([
        { name: "token", value: owner.token, domain: "domaine.localhost", path: "/" },
      ]);
      const page = await context.newPage();
      await page.goto(`http://domaine.localhost:${server.port}/admin`);
      const checklist = checklistOf(page);
      // the domaine is open: the checklist is folded away, and opens on demand
      await checklist.getByText("Votre site est ouvert aux visiteurs").click();
      await expect(checklist.getByRole("link", { name: "Choisir mes couleurs" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, "main");
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

// THE JOURNEY of issue 19 §3, as a new owner lives it: the operator creates the site on the
// console's form, the invitation waits in the outbox, the owner chooses a password and walks every
// step of the checklist on the screen it links to (no step ticked by hand), then opens the site.
test("a new winemaker site: created on the console, set up by its owner through the screens, opened to visitors", async ({
  browser,
}) => {
  // a server of this test's own, so that the outbox (its database) can be read
  const server = await startInProcessServer();
  try {
    const { db } = server.platform;
    const operator = { email: "ops@platform.localhost", password: "Une vigne, un caveau, 2026 !" };
    await upsertOperator(db, operator);
    const unique = `cave${randomBytes(4).toString("hex")}`;
    const host = `${unique}.localhost`;
    const name = `Domaine ${unique}`;
    const email = `${unique}@example.fr`;

    // the operator: the console's form
    const operatorContext = await browser.newContext();
    const console = await operatorContext.newPage();
    const consoleUrl = `http://platform.localhost:${server.port}`;
    await console.goto(`${consoleUrl}/login`);
    await console.getByLabel("Adresse e-mail").fill(operator.email);
    await console.getByLabel("Mot de passe").fill(operator.password);
    await console.getByRole("button", { name: "Se connecter" }).click();
    await expect(console).toHaveURL(`${consoleUrl}/`);
    await console.getByRole("link", { name: "Nouveau site" }).first().click();
    await console.getByLabel("Nom du site").fill(name);
    await console.getByLabel("Producteur de vin (vigneron)").check();
    await console.getByLabel("Boutique en ligne (vente de vin)").check();
    await console.getByRole("radio", { name: /Domaine viticole/ }).check();
    await console.getByLabel("Domaines de développement").fill(host);
    await console.getByLabel("E-mail du propriétaire").fill(email);
    await console.getByRole("button", { name: "Créer le site" }).click();
    await expect(console.getByRole("status")).toContainText("l’invitation a été envoyée");
    await operatorContext.close();

    const origin = `http://${host}:${server.port}`;
    const closed = await visitorSees(browser, `${origin}/`);
    expect(closed.status).toBe(503);
    expect(closed.heading).toBe(name);

    // the invitation mail, in the outbox; its link names the site's host (the in-process server
    // does not know the port it listens on, so the test puts it back)
    const [mail] = await db.owner
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "platform.invitation"), eq(mailOutbox.toAddress, email)));
    const link = new URL(mail?.text.match(/https?:\/\/\S+invitation=1/)?.[0] ?? "http://missing.invalid/");
    expect(link.hostname).toBe(host);
    const context = await browser.newContext();
    await returningVisitor(context);
    const page = await context.newPage();
    await acceptInvitation(page, `${origin}${link.pathname}${link.search}`, email, name);

    const checklist = checklistOf(page);
    await expect(checklist.getByRole("listitem")).toHaveCount(7);
    await expect(checklist.getByText("Étapes faites : 0 sur 7.")).toBeVisible();
    await expectAccessible(page, "#setup");
    /** Back on the home, the step shows done by itself. */
    const done = async (title: string, count: number) => {
      await page.goto(`${origin}/admin`);
      await expect(checklist.getByRole("listitem").filter({ hasText: title })).toContainText("Fait");
      await expect(checklist.getByText(`Étapes faites : ${count} sur 7.`)).toBeVisible();
    };

    // 1. company details, on the settings screen
    await checklist.getByRole("link", { name: "Renseigner l’entreprise" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres du site" })).toBeVisible();
    const groups = page.getByRole("navigation", { name: "Groupes de paramètres" });
    await groups.getByRole("button", { name: "Entreprise" }).click();
    const company: [string, string][] = [
      ["Raison sociale", `EARL ${name}`],
      ["Forme juridique (SARL, SAS, EARL, SCEA…)", "EARL"],
      ["Capital social", "7 500 €"],
      ["Immatriculation au registre du commerce (RCS)", "RCS Angers 813 572 641"],
      ["Numéro SIRET", "813 572 641 00013"],
      ["Adresse du siège social", "1 chemin des Vignes, 49730 Turquant"],
      ["Représentant légal et directeur de la publication", "Hélène Delaunay"],
      ["Numéro de téléphone fixe", "02 61 91 47 30"],
      ["Adresse e-mail de contact", email],
    ];
    for (const [label, value] of company) await page.getByLabel(label, { exact: true }).fill(value);
    await groups.getByRole("button", { name: "Boutique en ligne" }).click();
    await page.getByLabel("Numéro de TVA intracommunautaire", { exact: true }).fill("FR55813572641");
    await page.getByRole("button", { name: /^Enregistrer/ }).click();
    await expect(page.getByText("Paramètres enregistrés").first()).toBeVisible();
    await done("Coordonnées de l’entreprise", 1);

    // 2. the logo, in the media library's logos
    await checklist.getByRole("link", { name: "Envoyer le logo" }).click();
    await page.getByRole("button", { name: "Choisir : Logo de l’en-tête" }).click();
    const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: "#6b1f2a" } })
      .png()
      .toBuffer();
    await uploadAndChoose(
      page.getByRole("dialog", { name: "Logo de l’en-tête" }),
      { name: "logo-domaine.png", mimeType: "image/png", buffer: logo },
      `${name}, logo`,
    );
    await expect(page.getByText("Logo de l’en-tête changé")).toBeVisible();
    await done("Logo", 2);

    // 3. colours: another of the presets, on the settings screen
    await checklist.getByRole("link", { name: "Choisir mes couleurs" }).click();
    await page.getByRole("button", { name: /^Nature/ }).click();
    await expect(page.getByText(/Thème « Nature.* » appliqué/).first()).toBeVisible();
    await done("Couleurs", 3);

    // 4. the home page's text, in the layout editor opened from the page itself
    await checklist.getByRole("link", { name: "Modifier la page d’accueil" }).click();
    await page.getByRole("button", { name: "Modifier la section 1" }).click();
    const editor = page.getByRole("dialog", { name: /Modifier la section 1/ });
    await expect(editor).toHaveAttribute("data-editor-ready", "true", { timeout: 30_000 });
    const canvas = page.frameLocator("iframe.gjs-frame");
    await canvas.locator("h1, h2").first().dblclick();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Des vins de tuffeau, cultivés en famille");
    await canvas.locator("body").click({ position: { x: 5, y: 5 } });
    await editor.getByRole("button", { name: "Publier" }).click();
    await expect(editor.getByRole("status").first()).toHaveText(/publiée/);
    await done("Texte de la page d’accueil", 4);

    // 5. the first wine, in the catalogue
    await checklist.getByRole("link", { name: "Ajouter un vin" }).click();
    await page.getByRole("link", { name: "Ajouter un produit" }).click();
    await page.getByLabel("Nom", { exact: true }).fill("Saumur rouge Les Tuffeaux");
    await page.getByLabel("Prix de référence (€ TTC)").fill("14,50");
    await page.getByLabel("Publié dans la boutique").check();
    await page.getByRole("button", { name: "Créer le produit" }).click();
    await expect(page.getByText("Produit créé.")).toBeVisible();
    await done("Premier vin", 5);

    // 6. shipping: a carrier and its rate
    await checklist.getByRole("link", { name: "Régler la livraison" }).click();
    await page.getByRole("button", { name: "Nouveau transporteur" }).click();
    const carrier = page.getByRole("region", { name: "Nouveau transporteur" });
    await carrier.getByLabel("Nom", { exact: true }).fill("Colissimo");
    await carrier.getByLabel("Code de service").fill("COLISSIMO");
    await carrier.getByRole("button", { name: "Ajouter une tranche" }).click();
    await carrier.getByLabel("Prix (€ TTC)").fill("12,90");
    await carrier.getByRole("button", { name: "Enregistrer le transporteur" }).click();
    await expect(page.getByText("Transporteur « Colissimo » enregistré.")).toBeVisible();
    await done("Livraison", 6);

    // 7. pick-up: a new site has no pick-up place; the screen adds one, then its slot
    await checklist.getByRole("link", { name: "Régler le retrait" }).click();
    const place = page.getByRole("region", { name: "Nouveau lieu de retrait" });
    await place.getByLabel("Nom du lieu").fill("Le caveau");
    await place.getByLabel("Adresse").fill("1 chemin des Vignes");
    await place.getByLabel("Code postal").fill("49730");
    await place.getByLabel("Ville").fill("Turquant");
    await place.getByRole("button", { name: "Ajouter le lieu de retrait" }).click();
    await expect(place.getByText("Lieu de retrait « Le caveau » ajouté")).toBeVisible();
    const cellar = page.getByRole("region", { name: /Le caveau/ });
    await cellar.getByRole("button", { name: "Ajouter un créneau" }).click();
    await cellar.getByRole("button", { name: "Enregistrer les retraits" }).click();
    await expect(cellar.getByRole("status")).toHaveText("Retraits de « Le caveau » enregistrés.");
    await expectAccessible(page, "main");
    await done("Retrait sur place", 7);

    // every step done: the site opens without a question
    await checklist.getByRole("button", { name: "Ouvrir le site" }).click();
    await expect(page.getByText(`${name} est ouvert`)).toBeVisible();
    await context.close();

    const visitor = await browser.newContext();
    await returningVisitor(visitor);
    const home = await visitor.newPage();
    const answer = await home.goto(`${origin}/`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["x-robots-tag"] ?? "").not.toContain("noindex");
    await expect(home.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(home.getByText("Des vins de tuffeau, cultivés en famille")).toBeVisible();
    await expect(home.getByRole("banner").getByRole("img", { name: `${name}, logo` })).toBeVisible();
    await visitor.close();
  } finally {
    await server.stop();
  }
});
