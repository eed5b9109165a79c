// Issue 15 §7: the consultant's site has no VAT number yet. Its owner's home lists it among the
// legal mentions to fill in, the legal notice shows "à compléter" to the owner and hides the line
// from visitors: no visitor ever reads an empty mention.
import { expect } from "@playwright/test";
import { loggedContext, origins, test } from "./admin-helpers";
import { expectAccessible } from "./support";

test("the owner is told which legal mentions are missing; visitors never see an empty one", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site1;
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();

  await page.goto(`${origin}/admin`);
  const checklist = page.getByRole("region", { name: "Mentions légales à compléter" });
  await expect(checklist.getByRole("listitem")).toHaveText(["Numéro de TVA intracommunautaire"]);
  await expectAccessible(page, "main");

  await page.goto(`${origin}/legal-notice`);
  await expect(page.getByRole("listitem").filter({ hasText: "TVA intracommunautaire" })).toHaveText(
    "TVA intracommunautaire : à compléter",
  );
  await expect(page.getByText("912 408 531 00016")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/legal-notice`);
  await expect(visitor.getByText("912 408 531 00016")).toBeVisible();
  await expect(visitor.getByText("TVA intracommunautaire")).toHaveCount(0);
  await expect(visitor.getByText("à compléter")).toHaveCount(0);
  await visitor.close();
  await context.close();
});
