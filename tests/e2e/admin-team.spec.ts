// Issue 19 §6: the « Équipe » screen. The domaine's SUPER_ADMIN invites someone by e-mail (from the
// keyboard), the invited person follows the mail's link, chooses a password and lands in the back
// office; the owner then takes that access away; past the operator's limit the refusal says which
// limit and how to raise it. Axe on the screen and its dialog; a phone does not scroll sideways.
import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { mailOutbox, sites } from "../../src/server/db/schema";
import { loggedContext, origins, test } from "./admin-helpers";
import { expectAccessible, returningVisitor } from "./support";

test("the owner invites a member by e-mail, who sets a password; the owner removes them; the limit's refusal is said", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "SUPER_ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Administration", exact: true })
      .getByRole("link", { name: "Équipe" }),
  ).toHaveAttribute("aria-current", "page");
  const members = page.getByRole("list", { name: "Membres de l’équipe" });
  const inviteForm = page.getByRole("region", { name: "Inviter quelqu’un" });
  await expect(members.getByText("(vous)")).toBeVisible();
  await expectAccessible(page, "main");

  // the invitation, typed and sent from the keyboard
  const email = `equipe-${randomBytes(4).toString("hex")}@example.fr`;
  await inviteForm.getByLabel("Adresse e-mail").fill(email);
  await inviteForm.getByLabel("Adresse e-mail").press("Enter");
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  await expect(members.getByText(`${email} — Administrateur`)).toBeVisible();

  // the invited person: the mail's link, a password, the back office
  const [mail] = await server.platform.db.owner
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
  const link = new URL(mail?.text.match(/https?:\/\/\S+invitation=1/)?.[0] ?? "http://missing.invalid/");
  expect(link.hostname).toBe("domaine.localhost");
  const invited = await browser.newContext();
  await returningVisitor(invited);
  const newcomer = await invited.newPage();
  await newcomer.goto(`${site2}${link.pathname}${link.search}`);
  await expect(newcomer.getByRole("heading", { level: 1 })).toHaveText("Bienvenue !");
  await newcomer.getByLabel("Votre adresse e-mail").fill(email);
  await newcomer.getByLabel("Mot de passe", { exact: true }).fill("Un chai frais sous les coteaux");
  await newcomer.getByRole("button", { name: "Enregistrer et administrer le site" }).click();
  await expect(newcomer).toHaveURL(/\/admin$/);
  await newcomer.goto(`${site2}/admin/team`);
  // an ADMIN sees the team, and cannot invite nor remove
  await expect(
    newcomer.getByText("Seul un super-administrateur du site invite ou retire des membres."),
  ).toBeVisible();
  await expect(newcomer.getByRole("button", { name: /Retirer l’accès/ })).toHaveCount(0);
  await invited.close();

  // the owner takes the access away, after a question
  await page.getByRole("button", { name: `Retirer l’accès de ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Retirer l’accès à l’administration ?" });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Retirer l’accès" }).click();
  await expect(page.getByText(`${email} n’administre plus le site`)).toBeVisible();
  await expect(members.getByText(email)).toHaveCount(0);

  // the operator's limit: as many admin accounts as there are now
  const count = await members.getByRole("listitem").count();
  await server.platform.db.owner.update(sites).set({ maxAdmins: count }).where(eq(sites.id, 2));
  await server.platform.sites.reload();
  await page.reload();
  await expect(
    page.getByText(`${count} compte(s) administrateur(s) sur ${count} permis pour ce site`),
  ).toBeVisible();
  await inviteForm.getByLabel("Adresse e-mail").fill(`de-trop-${randomBytes(3).toString("hex")}@example.fr`);
  await inviteForm.getByRole("button", { name: "Envoyer l’invitation" }).click();
  await expect(
    page.getByText(
      `Limite atteinte : ${count} comptes administrateurs pour ce site. Pour la relever, contactez l’opérateur de la plateforme.`,
    ),
  ).toBeVisible();
  await expectAccessible(page, "main");
  await server.platform.db.owner.update(sites).set({ maxAdmins: null }).where(eq(sites.id, 2));
  await server.platform.sites.reload();

  // on a phone: nothing wider than the screen
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(members).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
