// The owner's pick-up places (issue 13 §2, completed for issue 19's new owners): a place added on
// the pick-up screen is corrected (name and address) and then no longer offered, after a
// confirmation; the checkout's list of places follows each step. The test makes its own place,
// so the domaine's cellar, which other journeys of this worker's server use, is left as it is.
import { expect } from "@playwright/test";
import { loggedContext, origins, test } from "./admin-helpers";
import { expectAccessible } from "./support";

test("the owner adds a pick-up place, corrects its name and address, then stops offering it", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  // the checkout's call, from the page (Node does not resolve *.localhost; Chromium does)
  const offered = () =>
    page.evaluate(async () => {
      const answer = await fetch("/api/click-and-collect", { headers: { idSite: "2" } });
      const places = (await answer.json()).data.addresses as { name: string; city: string }[];
      return places.map((a) => `${a.name} (${a.city})`);
    });

  await page.goto(`${site2}/admin/pickup`);
  const added = page.getByRole("region", { name: "Nouveau lieu de retrait" });
  await added.getByLabel("Nom du lieu").fill("Boutique de Saumur");
  await added.getByLabel("Adresse").fill("12 quai Mayaud");
  await added.getByLabel("Code postal").fill("49400");
  await added.getByLabel("Ville").fill("Saumur");
  await added.getByRole("button", { name: "Ajouter le lieu de retrait" }).click();
  const shop = page.getByRole("region", { name: "Boutique de Saumur" });
  await expect(shop).toBeVisible();
  expect(await offered()).toContain("Boutique de Saumur (Saumur)");

  // corrected: the shop moved across the river
  await shop.getByRole("button", { name: "Modifier le nom ou l’adresse" }).click();
  await shop.getByLabel("Nom du lieu").fill("Boutique de Saint-Hilaire");
  await shop.getByLabel("Ville").fill(" ");
  await shop.getByRole("button", { name: "Enregistrer le lieu" }).click();
  // the server's field error, beside the field
  await expect(shop.getByText("Ce champ est obligatoire")).toBeVisible();
  await shop.getByLabel("Ville").fill("Saint-Hilaire-Saint-Florent");
  await shop.getByRole("button", { name: "Enregistrer le lieu" }).click();
  const moved = page.getByRole("region", { name: "Boutique de Saint-Hilaire" });
  await expect(moved.getByText("Lieu de retrait « Boutique de Saint-Hilaire » enregistré.")).toBeVisible();
  await expect(moved.getByText("12 quai Mayaud, 49400 Saint-Hilaire-Saint-Florent")).toBeVisible();
  await expectAccessible(page, "main");
  expect(await offered()).toContain("Boutique de Saint-Hilaire (Saint-Hilaire-Saint-Florent)");

  // withdrawn, after a confirmation that can be declined
  await moved.getByRole("button", { name: "Ne plus proposer ce lieu" }).click();
  const confirm = page.getByRole("dialog", { name: "Ne plus proposer « Boutique de Saint-Hilaire » ?" });
  await confirm.getByRole("button", { name: "Garder le lieu" }).click();
  await expect(confirm).toBeHidden();
  await expect(moved).toBeVisible();
  await moved.getByRole("button", { name: "Ne plus proposer ce lieu" }).click();
  await confirm.getByRole("button", { name: "Ne plus le proposer" }).click();
  await expect(
    page.getByText("« Boutique de Saint-Hilaire » n’est plus proposé comme lieu de retrait."),
  ).toBeVisible();
  await expect(moved).toHaveCount(0);
  expect((await offered()).some((name) => name.startsWith("Boutique de"))).toBe(false);
  await context.close();
});
