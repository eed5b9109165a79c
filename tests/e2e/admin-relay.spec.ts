// The relay network's points on the domaine (issue 13 §1): the owner adds a point from the shipping
// screen, a bad coordinate is refused beside its field, and the checkout's search offers the point
// first near its postal code.
import { expect } from "@playwright/test";
import type { AccessPoint } from "../../schemas/order";
import { origins, test } from "./admin-helpers";
import { dataOf, loggedAs, uniqueName } from "./domaine-session";
import { expectAccessible } from "./support";

test("the owner adds a relay point, and the checkout offers it nearest its postal code", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/shipping`);
  const panel = page.getByRole("region", { name: "Points relais" });
  await panel.getByRole("button", { name: "Nouveau point relais" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau point relais" });
  const name = uniqueName("Épicerie ");
  await dialog.getByLabel("Référence").fill("VS-98798-01");
  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByLabel("Adresse").fill("2 quai des Pêcheurs");
  await dialog.getByLabel("Code postal").fill("98798");
  await dialog.getByLabel("Ville").fill("Port-Neuf");
  await dialog.getByLabel("Latitude").fill("147");
  await dialog.getByLabel("Longitude").fill("-0,08");
  await dialog.getByRole("button", { name: "Enregistrer le point" }).click();
  await expect(dialog.getByLabel("Latitude")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Latitude").fill("47,26");
  await dialog.getByRole("button", { name: "Enregistrer le point" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Point relais « ${name} » enregistré`);
  await expect(panel.getByRole("listitem").filter({ hasText: name })).toContainText("98798 Port-Neuf (FR)");
  await expectAccessible(page, "main");

  const found = await dataOf<{ accessPoints: AccessPoint[] }>(
    await admin.call("POST", "/relay/access-points", { postalCode: "98798", country: "FR" }),
  );
  expect(found.accessPoints[0]).toMatchObject({ name, position: { lat: 47.26, lng: -0.08 } });
  await admin.context.close();
});
