// The unknown host page of issue 19 §4 in Chromium (every *.localhost name reaches this machine):
// a French page that says no site answers here, accessible (axe), with no script and nothing of
// any site, kept out of search engines.
import { expect, test } from "@playwright/test";
import { expectAccessible, port } from "./support";

test("an unknown host gets the platform's neutral page, never a site", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const host = `aucun-site-${Date.now().toString(36)}.localhost`;
  const answer = await page.goto(`http://${host}:${port}/contact`);
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveTitle("Site introuvable");
  await expect(page.getByRole("heading", { level: 1, name: "Site introuvable" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Aucun site de cette plateforme ne répond à cette adresse.",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect(await page.locator("script, link, img").count()).toBe(0);
  // the page itself, nothing else: no script, font or image of a site
  expect(requests).toEqual([`http://${host}:${port}/contact`]);
  await expect(page.locator("body")).not.toContainText("Camille Verdier");
  await expect(page.locator("body")).not.toContainText("Trois Coteaux");
  await expectAccessible(page);
});
