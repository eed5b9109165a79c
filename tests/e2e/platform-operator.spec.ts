// Issue 19 §1: the platform operator's console on its own host, in a real Chromium — log in, the
// operators' screen, a new site made through the form, listed, opened, suspended and resumed, a
// domain added with its DNS hint, the second factor turned on and asked at login (decision 131);
// axe on every screen and a pass at phone width. The operator is
// the one of playwright.config.ts (PLATFORM_OPERATOR_EMAIL / PLATFORM_OPERATOR_PASSWORD).
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { e2eOperator } from "../support/platform-operator";
import { expectAccessible, port } from "./support";

const consoleUrl = `http://platform.localhost:${port}`;
const OPERATOR = e2eOperator;

async function logIn(page: Page) {
  await page.goto(`${consoleUrl}/`);
  await expect(page).toHaveURL(`${consoleUrl}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Connexion à la console" })).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(OPERATOR.email);
  await page.getByLabel("Mot de passe").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${consoleUrl}/`);
}

/** Nothing in the page is wider than the screen (the tables become cards). */
async function noSidewaysScroll(page: Page) {
  const out = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
  });
  expect(out).toEqual([]);
}

test("the operator logs in and out, manages operators; the screens are accessible, also on a phone", async ({
  page,
}) => {
  await page.goto(`${consoleUrl}/login`);
  await expectAccessible(page);
  // a wrong password: refused, the e-mail kept
  await page.getByLabel("Adresse e-mail").fill(OPERATOR.email);
  await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toContainText("E-mail ou mot de passe incorrect");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(OPERATOR.email);

  await logIn(page);
  await page.goto(`${consoleUrl}/operators`);
  await expect(page.getByRole("heading", { level: 1, name: "Opérateurs" })).toBeVisible();
  await expectAccessible(page);
  // a new operator, with a unique e-mail (the e2e database is shared by the specs of a run)
  const colleague = `collegue-${randomBytes(4).toString("hex")}@platform.localhost`;
  const add = page.getByRole("region", { name: "Ajouter un opérateur" });
  await add.getByLabel("Adresse e-mail").fill(colleague);
  await add.getByLabel("Mot de passe").fill("court");
  await add.getByRole("button", { name: "Ajouter l’opérateur" }).click();
  // refused next to its field, the e-mail kept
  await expect(page.getByText("au moins 12 caractères")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Ajouter un opérateur" }).getByLabel("Adresse e-mail"),
  ).toHaveValue(colleague);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${consoleUrl}/operators`);
  await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${consoleUrl}/login`);
  await page.goto(`${consoleUrl}/operators`);
  await expect(page).toHaveURL(`${consoleUrl}/login`);
});

test("the operator creates a site, opens, suspends and resumes it, and adds a domain with its DNS hint", async ({
  page,
}) => {
  const tag = randomBytes(4).toString("hex");
  const name = `Domaine Essai ${tag}`;
  const devHost = `essai-${tag}.localhost`;
  await logIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sites" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Nouveau site" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau site" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nom du site").fill(name);
  await page.getByLabel("Producteur de vin (vigneron)").check();
  await page.getByLabel("Boutique en ligne (vente de vin)").check();
  await page.getByRole("radio", { name: /Domaine viticole/ }).check();
  await page.getByLabel("Domaines de développement").fill(devHost);
  await page.getByLabel("E-mail du propriétaire").fill(`proprietaire-${tag}@example.fr`);
  await page.getByRole("button", { name: "Créer le site" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("l’invitation a été envoyée");
  await expect(page.getByText("En construction").first()).toBeVisible();
  await expectAccessible(page);

  // listed, and found by its host
  await page.goto(`${consoleUrl}/?q=${encodeURIComponent(devHost)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name }).click();

  await page.getByRole("button", { name: "Ouvrir le site" }).click();
  await expect(page.getByRole("status")).toContainText("ouvert aux visiteurs");
  await expect(page.getByText("Ouvert", { exact: true }).first()).toBeVisible();

  await page.getByText("Suspendre le site").click();
  await page.getByLabel("Motif (pour les opérateurs)").fill("Essai de suspension");
  await page.getByRole("button", { name: "Suspendre", exact: true }).click();
  // the confirmation box was not ticked: refused, the reason kept
  await expect(page.locator("#suspend-confirm-error")).toHaveText("Cochez la case pour confirmer");
  await expect(page.getByLabel("Motif (pour les opérateurs)")).toHaveValue("Essai de suspension");
  await page.getByLabel(/Je confirme : les visiteurs verront une page neutre/).check();
  await page.getByRole("button", { name: "Suspendre", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("suspendu");
  await page.getByRole("button", { name: "Reprendre le site" }).click();
  await expect(page.getByRole("status")).toContainText("de nouveau en ligne");

  const prodHost = `www.essai-${tag}.fr`;
  await page.getByLabel("Domaine", { exact: true }).fill(prodHost);
  await page.getByRole("button", { name: "Ajouter le domaine" }).click();
  await expect(
    page.getByRole("heading", { name: `Enregistrement DNS à créer pour ${prodHost}` }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: `Enregistrement DNS à créer pour ${prodHost}` }),
  ).toContainText("CNAME");
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/sites/new", "/sites/import", "/audit"]) {
    await page.goto(`${consoleUrl}${path}`);
    await expectAccessible(page);
    await noSidewaysScroll(page);
  }
  await page.goBack();
  await page.goto(`${consoleUrl}/audit`);
  await expect(page.getByRole("cell", { name }).first()).toBeVisible();
});

test("an operator turns on the second factor: QR code, recovery codes, then the code after the password", async ({
  page,
}) => {
  // a colleague of its own: the shared operator of the run keeps logging in with its password only
  await logIn(page);
  await page.goto(`${consoleUrl}/operators`);
  const colleague = `double-${randomBytes(4).toString("hex")}@platform.localhost`;
  const password = "Vendanges-2026-double";
  const add = page.getByRole("region", { name: "Ajouter un opérateur" });
  await add.getByLabel("Adresse e-mail").fill(colleague);
  await add.getByLabel("Mot de passe").fill(password);
  await add.getByRole("button", { name: "Ajouter l’opérateur" }).click();
  await expect(page.getByText(`Opérateur ${colleague} ajouté`)).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();

  const login = async () => {
    await page.getByLabel("Adresse e-mail").fill(colleague);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
  };
  await login();
  await expect(page).toHaveURL(`${consoleUrl}/`);
  await page.goto(`${consoleUrl}/operators`);
  await page.getByRole("link", { name: "Activer la double authentification" }).click();
  await expect(page.getByRole("img", { name: /Code QR/ })).toBeVisible();
  await expectAccessible(page);
  const secret = ((await page.locator("code.secret").textContent()) ?? "").replace(/\s/g, "");
  const codeAt = (at: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
  await page.getByLabel("Le code à 6 chiffres que l’application affiche").fill(codeAt(Date.now()));
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Vos codes de secours" })).toBeVisible();
  await expect(page.locator("ul.codes li")).toHaveCount(10);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await page.getByRole("link", { name: "J’ai noté mes codes" }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();

  // the password, then the app's code (of the next step: a code is accepted once)
  await login();
  const code = page.getByLabel("Code de votre application d’authentification");
  await expect(code).toBeVisible();
  await expectAccessible(page);
  await code.fill(codeAt(Date.now() + 30_000));
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(`${consoleUrl}/`);
});
