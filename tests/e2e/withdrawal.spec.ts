// Issue 15 §5: a buyer withdraws from a delivered order from their account, within the 14 days;
// the owner's order desk shows the withdrawal, with the buyer's word.
import { expect } from "@playwright/test";
import { origins, test } from "./admin-helpers";
import { dataOf, loggedAs, newCustomer, placeOrder, uniqueName } from "./domaine-session";
import { expectAccessible } from "./support";

test("a buyer withdraws from a delivered order from their account; the owner's desk shows it", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const name = uniqueName("Rétracté-");
  const buyer = await newCustomer(browser, server, name);
  const order = await placeOrder(buyer.call, name);
  const admin = await loggedAs(browser, server, "ADMIN");
  for (const status of ["PAID", "PREPARING", "SHIPPED", "DELIVERED"]) {
    await dataOf(await admin.call("PUT", `/admin/order/${order.id}/status`, { status }));
  }

  const page = await buyer.context.newPage();
  await page.goto(`${origin}/account/orders/${order.id}`);
  const panel = page.getByRole("region", { name: "Droit de rétractation" });
  await expect(panel).toContainText("jusqu’au");
  await panel.getByText("Me rétracter de cette commande").click();
  await panel.getByLabel("Un mot pour le vendeur (facultatif)").fill("Un carton est arrivé abîmé.");
  await expectAccessible(page, "main");
  await panel.getByRole("button", { name: "Confirmer ma rétractation" }).click();
  await expect(panel.getByRole("status")).toContainText("Vous vous êtes rétracté de cette commande le");
  await expect(panel.getByRole("button", { name: "Confirmer ma rétractation" })).toHaveCount(0);

  const desk = await admin.context.newPage();
  await desk.goto(`${origin}/admin/orders?search=${encodeURIComponent(order.reference)}`);
  const row = desk.getByRole("row").filter({ hasText: order.reference });
  await expect(row).toContainText("Rétractation");
  await row.getByRole("button", { name: `Ouvrir la commande ${order.reference}` }).click();
  const section = desk.getByRole("region", { name: "Rétractation de l’acheteur" });
  await expect(section).toContainText("« Un carton est arrivé abîmé. »");
  await expect(desk.getByRole("button", { name: "Annuler la commande" })).toBeVisible();
});
