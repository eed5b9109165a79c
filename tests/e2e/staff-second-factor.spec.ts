// A site's ADMIN protects the back-office with a second factor (docs/decisions/132), in a real
// Chromium: turned on from "Mon compte" with the QR code's key and the app's first code, then
// asked after the password at the next login; a wrong code is said on its field. The server runs
// in the test worker on its own database: the seeded ADMIN's factor stays there.
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { startInProcessServer } from "./in-process-server";
import { expectAccessible, returningVisitor } from "./support";

type Server = Awaited<ReturnType<typeof startInProcessServer>>;
let server: Server;

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ context }) => returningVisitor(context));
test.beforeAll(async () => {
  server = await startInProcessServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const codeOf = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: at });
/** Six digits that are none of the codes the server accepts around now. */
const wrongCodeOf = (key: string) => {
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => codeOf(key, Date.now() + d));
  return ["123456", "654321", "000000", "999999"].find((c) => !near.includes(c)) ?? "";
};

/** The first test's recovery codes, for the second. */
let recoveryCodes: string[] = [];

test("an ADMIN turns on the second factor; the next login asks for the app's code", async ({ page }) => {
  const admin = demoAccounts.find((a) => a.siteId === 1 && a.role === "ADMIN");
  if (!admin) throw new Error("no seeded ADMIN");
  const site = `http://localhost:${server.port}`;
  const logIn = async () => {
    await page.goto(`${site}/auth?redirectTo=/admin`);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Se connecter" }) });
    await form.getByLabel("Adresse e-mail").fill(admin.email);
    await form.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
    await form.getByRole("button", { name: "Se connecter" }).click();
  };

  await logIn();
  await expect(page).toHaveURL(`${site}/admin`);
  await page.goto(`${site}/account`);
  await page.getByRole("link", { name: "Double authentification à la connexion" }).click();
  await expect(
    page.getByRole("heading", { name: "La double authentification est désactivée" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Activer la double authentification" }).click();

  // the QR code, and its key for an app typed by hand
  await expect(page.getByRole("img", { name: /QR code à scanner/ })).toBeVisible();
  const key = ((await page.locator("[data-secret]").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  // a wrong code: said on its field, the same key still shown
  await page.getByLabel("Code affiché par l’application").fill(wrongCodeOf(key));
  await page.getByLabel("Mot de passe actuel", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByText(/Ce code n’est pas le bon/).first()).toBeVisible();
  expect(((await page.locator("[data-secret]").textContent()) ?? "").replace(/\s/g, "")).toBe(key);

  await page.getByLabel("Code affiché par l’application").fill(codeOf(key));
  await page.getByLabel("Mot de passe actuel", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  const codes = page.getByRole("list", { name: "Vos codes de secours" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
  recoveryCodes = await codes.allTextContents();
  await expectAccessible(page);
  await page.getByRole("link", { name: "J’ai noté mes codes" }).click();
  await expect(page.getByRole("heading", { name: "La double authentification est activée" })).toBeVisible();
  await expect(page.getByText("Codes de secours restants : 10 sur 10.")).toBeVisible();

  // the next login: the password, then the code, on a field that has the focus
  await page.goto(`${site}/account`);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${site}/`);
  await logIn();
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  const code = page.getByLabel("Code de vérification");
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await code.fill(wrongCodeOf(key));
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page.getByText(/Ce code n’est pas le bon/).first()).toBeVisible();
  // the enrolment spent this time step's code: the app's next one
  await page.getByLabel("Code de vérification").fill(codeOf(key, Date.now() + 30_000));
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page).toHaveURL(`${site}/admin`);
  await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
});

test("without JavaScript, the code step works too, with a recovery code", async ({ browser }) => {
  const admin = demoAccounts.find((a) => a.siteId === 1 && a.role === "ADMIN");
  if (!admin || recoveryCodes.length < 10) throw new Error("the first test turns the factor on");
  const context = await browser.newContext({ javaScriptEnabled: false });
  await returningVisitor(context);
  const page = await context.newPage();
  const site = `http://localhost:${server.port}`;
  await page.goto(`${site}/auth?redirectTo=/admin`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Se connecter" }) });
  await form.getByLabel("Adresse e-mail").fill(admin.email);
  await form.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  // the password is nowhere in the code step's page
  expect(await page.content()).not.toContain(admin.password);
  await page.getByLabel("Code de vérification").fill(recoveryCodes[0] ?? "");
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page).toHaveURL(`${site}/admin`);
  await context.close();
});
