// The account journey of issue 5 in a real Chromium. The server runs inside the test worker on
// its own fresh database (./in-process-server.ts), so the test reads the mail outbox straight from
// that database: no outbox API exists, in production or otherwise (docs/decisions/014).
import { expect, type Page, test } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { startInProcessServer } from "./in-process-server";
import { expectAccessible, returningVisitor } from "./support";

type Server = Awaited<ReturnType<typeof startInProcessServer>>;
let server: Server;

// one server for the file: its tests run one after the other in one worker
test.describe.configure({ mode: "serial" });
// the domaine's age check (a popup opening on load) and the cookie banner are answered
test.beforeEach(async ({ context }) => returningVisitor(context));
test.beforeAll(async () => {
  // a fresh PGlite, its migrations and the seed (six scrypt hashes) take a while on two cores
  server = await startInProcessServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const site1 = () => `http://localhost:${server.port}`;
const site2 = () => `http://domaine.localhost:${server.port}`;

async function lastMailTo(idSite: number, to: string, kind: string) {
  const [mail] = await withSite(server.platform.db, idSite, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, idSite), eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.id))
      .limit(1),
  );
  return mail;
}

const accountIcon = (page: Page) => page.getByRole("banner").locator("[data-account-state]");

test("a visitor registers, logs out and in, edits the profile, changes and resets the password, subscribes and deletes the account", async ({
  page,
}) => {
  const email = `claire.journey.${Date.now()}@example.fr`;
  const first = "Les coteaux sous la brume";
  const second = "Une vendange tardive à Turquant";
  const third = "Le chai reste frais en été";

  // register (site 2 asks the birthdate and refuses minors)
  await page.goto(`${site2()}/auth`);
  await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  await expectAccessible(page);
  const register = page.locator("form", { has: page.getByRole("button", { name: "Créer mon compte" }) });
  await register.getByLabel("Prénom").fill("Claire");
  await register.getByLabel("Nom", { exact: true }).fill("Journée");
  await register.getByLabel("Adresse e-mail").fill(email);
  await register.getByLabel("Mot de passe", { exact: true }).fill(first);
  await register.getByLabel("Date de naissance").fill(`${new Date().getFullYear() - 16}-03-01`);
  await register.getByRole("button", { name: "Créer mon compte" }).click();
  // per-field errors from the server: the minor and the unticked terms
  await expect(register.getByText("Vous devez avoir au moins 18 ans pour vous inscrire")).toBeVisible();
  await expect(register.getByText("Vous devez accepter les conditions d’utilisation")).toBeVisible();
  await expect(register.getByRole("link", { name: /conditions d’utilisation/ })).toHaveAttribute(
    "href",
    "/use-terms",
  );
  await expect(register.getByRole("link", { name: /politique de confidentialité/ })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expectAccessible(page);
  await register.getByLabel("Date de naissance").fill("1988-03-01");
  await register.getByLabel(/J’accepte les/).check();
  await register.getByLabel("Mot de passe", { exact: true }).fill(first);
  await register.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByText("Bienvenue ! Votre compte a été créé.")).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute("data-account-state", "logged");
  await expect(page.getByRole("link", { name: "Mon compte (connecté : Claire)" })).toBeVisible();
  // a customer gets no admin entry
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);
  await expectAccessible(page);

  // the logged state survives a reload
  await page.reload();
  await expect(page.getByText(`Connecté en tant que ${email}`)).toBeVisible();

  // log out: the cookies are cleared and the header says so
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${site2()}/`);
  await expect(page.getByRole("link", { name: "Se connecter ou créer un compte" })).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name === "token" || c.name === "idSite")).toEqual(
    [],
  );

  // log in again
  await page.goto(`${site2()}/auth`);
  const login = page.locator("form", { has: page.getByRole("button", { name: "Se connecter" }) });
  await login.getByLabel("Adresse e-mail").fill(email);
  await login.getByLabel("Mot de passe", { exact: true }).fill("pas le bon mot de passe");
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(login.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect");
  await login.getByLabel("Mot de passe", { exact: true }).fill(first);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const token = (await page.context().cookies()).find((c) => c.name === "token");
  expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", domain: "domaine.localhost" });

  // edit the profile
  const profile = page.locator("section", { has: page.getByRole("heading", { name: "Mon profil" }) });
  await profile.getByLabel("Prénom").fill("Claire-Marie");
  await profile.getByLabel("Téléphone (facultatif)").fill("06 39 98 00 42");
  await profile.getByRole("button", { name: "Enregistrer mon profil" }).click();
  await expect(profile.getByRole("status")).toHaveText("Votre profil a été enregistré");
  await page.reload();
  await expect(profile.getByLabel("Prénom")).toHaveValue("Claire-Marie");
  await expect(profile.getByLabel("Téléphone (facultatif)")).toHaveValue("+33639980042");

  // change the password: a common one is refused, then a good one is taken
  const passwordForm = page.locator("section", { has: page.getByRole("heading", { name: "Mot de passe" }) });
  await passwordForm.getByLabel("Mot de passe actuel").fill(first);
  await passwordForm.getByLabel("Nouveau mot de passe").fill("azertyuiop123");
  await passwordForm.getByRole("button", { name: "Changer de mot de passe" }).click();
  await expect(
    passwordForm.getByText("Ce mot de passe fait partie des plus courants : choisissez-en un autre"),
  ).toBeVisible();
  await passwordForm.getByLabel("Mot de passe actuel").fill(first);
  await passwordForm.getByLabel("Nouveau mot de passe").fill(second);
  await passwordForm.getByRole("button", { name: "Changer de mot de passe" }).click();
  await expect(passwordForm.getByRole("status")).toHaveText("Votre mot de passe a été modifié");

  // forget it: reset through the mail outbox
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${site2()}/`);
  await page.goto(`${site2()}/auth`);
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/password\/reset\/ask$/);
  await expectAccessible(page);
  await page.getByRole("main").getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Si un compte existe avec cette adresse e-mail",
  );
  const mail = await lastMailTo(2, email, "account.reset");
  const link = mail?.text.match(/http:\/\/\S+\/password\/reset\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Choisir un nouveau mot de passe" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nouveau mot de passe").fill(third);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/auth\?reset=1$/);
  await expect(
    page.getByText("Votre mot de passe a été modifié : vous pouvez vous connecter."),
  ).toBeVisible();
  // the link works once
  await page.goto(link ?? "");
  await page.getByLabel("Nouveau mot de passe").fill("Encore une autre phrase");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByRole("alert")).toContainText("invalide ou a expiré");

  await page.goto(`${site2()}/auth`);
  await login.getByLabel("Adresse e-mail").fill(email);
  await login.getByLabel("Mot de passe", { exact: true }).fill(third);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // subscribe to the newsletter
  const letters = page.locator("section", {
    has: page.getByRole("heading", { name: "Lettre d’information" }),
  });
  await letters.getByLabel(/La lettre du domaine/).check();
  await letters.getByRole("button", { name: "Enregistrer mes choix" }).click();
  await expect(letters.getByRole("status")).toHaveText(
    "Vos préférences de lettre d’information ont été enregistrées",
  );
  await page.reload();
  await expect(letters.getByLabel(/La lettre du domaine/)).toBeChecked();

  // download my data
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger mes données" }).click();
  const download = await downloading;
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(exported.user).toMatchObject({ email, firstname: "Claire-Marie" });

  // delete the account, with a confirmation
  await page.getByText("Je veux supprimer mon compte").click();
  const deletion = page.locator("section", {
    has: page.getByRole("heading", { name: "Supprimer mon compte" }),
  });
  await deletion.getByLabel("Mot de passe", { exact: true }).fill(third);
  await deletion.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(deletion.getByText("Cochez la case pour confirmer la suppression.").first()).toBeVisible();
  await deletion.getByLabel("Mot de passe", { exact: true }).fill(third);
  await deletion.getByLabel("Je comprends que la suppression est définitive.").check();
  await deletion.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL(/\/auth\?deleted=1$/);
  await expect(page.getByText("Votre compte et vos données personnelles ont été supprimés.")).toBeVisible();
  expect(await lastMailTo(2, email, "account.deleted")).toBeTruthy();
  await login.getByLabel("Adresse e-mail").fill(email);
  await login.getByLabel("Mot de passe", { exact: true }).fill(third);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(login.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect");
});

test("the admin entry shows for ADMIN and SUPER_ADMIN only, and /admin refuses a customer", async ({
  page,
}) => {
  const loginAs = async (role: "ADMIN" | "CUSTOMER") => {
    const account = demoAccounts.find((a) => a.siteId === 1 && a.role === role);
    if (!account) throw new Error(`no seeded ${role}`);
    await page.goto(`${site1()}/auth`);
    const login = page.locator("form", { has: page.getByRole("button", { name: "Se connecter" }) });
    await login.getByLabel("Adresse e-mail").fill(account.email);
    await login.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await login.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/account$/);
  };
  await page.goto(`${site1()}/`);
  await expect(page.getByRole("link", { name: "Se connecter ou créer un compte" })).toBeVisible();

  await loginAs("CUSTOMER");
  await expect(accountIcon(page)).toHaveAttribute("data-account-state", "logged");
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);
  const refused = await page.goto(`${site1()}/admin`);
  expect(refused?.status()).toBe(403);
  await page.goto(`${site1()}/account`);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${site1()}/`);

  await loginAs("ADMIN");
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page).toHaveURL(`${site1()}/admin`);
  await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
  // the hub leads to each tool; site 1 sells nothing, so no orders screen
  const tools = page.getByRole("region", { name: "Vos outils" });
  await expect(tools.getByRole("link", { name: "Paramètres du site" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  await expect(tools.getByRole("link", { name: "Pages du site" })).toHaveAttribute("href", "/admin/pages");
  await expect(tools.getByText(/un bouton « Modifier » apparaît/)).toBeVisible();
  await expect(tools.getByRole("link", { name: "Commandes" })).toHaveCount(0);
  await expectAccessible(page);
});

test("login and the account page work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const account = demoAccounts.find((a) => a.siteId === 1 && a.role === "CUSTOMER");
  if (!account) throw new Error("no seeded customer");
  // an anonymous visit to /account leads to the login page and back
  await page.goto(`${site1()}/account`);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
  const login = page.locator("form", { has: page.getByRole("button", { name: "Se connecter" }) });
  await login.getByLabel("Adresse e-mail").fill(account.email);
  await login.getByLabel("Mot de passe", { exact: true }).fill("faux mot de passe");
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(login.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect");
  await login.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Connecté en tant que ${account.email}`)).toBeVisible();
  const profile = page.locator("section", { has: page.getByRole("heading", { name: "Mon profil" }) });
  await profile.getByLabel("Téléphone (facultatif)").fill("04 65 71");
  await profile.getByRole("button", { name: "Enregistrer mon profil" }).click();
  await expect(profile.getByText("Ce numéro de téléphone est invalide")).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${site1()}/`);
  await context.close();
});
