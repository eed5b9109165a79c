// The owner's destinations on the domaine (issue 15 §6): from the shipping screen, the owner stops
// delivering to a country of the selling area; the checkout's list (GET /destination) loses it, and
// it comes back when the owner ticks it again.
import { expect } from "@playwright/test";
import type { DestinationAnswer } from "../../schemas/shipping";
import { origins, test } from "./admin-helpers";
import { dataOf, loggedAs } from "./domaine-session";
import { expectAccessible } from "./support";

test("the owner stops delivering to Monaco, and the checkout no longer offers it", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "SUPER_ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/shipping`);
  const panel = page.getByRole("region", { name: "Destinations" });
  const france = panel.getByRole("checkbox", { name: "France" });
  await expect(france).toBeChecked();
  await expect(france).toBeDisabled();
  await expect(panel.getByRole("listitem").filter({ hasText: "Monaco" })).toContainText("18 ans minimum");
  const monaco = panel.getByRole("checkbox", { name: "Monaco" });
  await monaco.uncheck();
  await panel.getByRole("button", { name: "Enregistrer les destinations" }).click();
  await expect(panel.getByRole("status")).toHaveText("Destinations enregistrées");
  await expectAccessible(page, "main");
  try {
    await expect
      .poll(async () =>
        (await dataOf<DestinationAnswer[]>(await admin.call("GET", "/destination"))).map((d) => d.alphaTwo),
      )
      .toEqual(["FR"]);
    await page.reload();
    await expect(panel.getByRole("checkbox", { name: "Monaco" })).not.toBeChecked();
  } finally {
    await panel.getByRole("checkbox", { name: "Monaco" }).check();
    await panel.getByRole("button", { name: "Enregistrer les destinations" }).click();
    await expect(panel.getByRole("status")).toHaveText("Destinations enregistrées");
  }
  await expect
    .poll(async () =>
      (await dataOf<DestinationAnswer[]>(await admin.call("GET", "/destination"))).map((d) => d.alphaTwo),
    )
    .toEqual(["FR", "MC"]);
  await admin.context.close();
});
