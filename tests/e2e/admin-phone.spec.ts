// Issue 12 §1 and issue 13: the owner runs the shop from a phone — no back-office screen (every
// tool of the navigation) scrolls sideways on a 360-px screen, lists included (a card each where a
// table would not fit). Only the navigation bar scrolls, on purpose: its tools stay on one line.
import { expect } from "@playwright/test";
import { origins, test } from "./admin-helpers";
import { loggedAs, placeOrder } from "./domaine-session";

const screens = [
  ["/admin", "Administration"],
  ["/admin/products", "Catalogue"],
  ["/admin/orders", "Commandes"],
  ["/admin/discounts", "Codes de réduction"],
  ["/admin/shipping", "Livraison"],
  ["/admin/pickup", "Retrait sur place"],
  ["/admin/customers", "Clients"],
  ["/admin/newsletters", "Listes de diffusion"],
  ["/admin/media", "Médiathèque"],
  ["/admin/inbox", "Messages"],
  ["/admin/blog", "Blog"],
  ["/admin/news", "Actualités"],
  ["/admin/pages", "Pages du site"],
  ["/admin/events", "Événements"],
  ["/admin/forms", "Formulaires"],
  ["/admin/contents", "Contenus"],
  ["/admin/settings", "Paramètres du site"],
  ["/admin/team", "Équipe"],
] as const;

test("no back-office screen scrolls sideways on a 360-px phone", async ({ browser, server }) => {
  const origin = origins(server).site2;
  const buyer = await loggedAs(browser, server, "CUSTOMER");
  await placeOrder(buyer.call, "Dubois");
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of screens) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { level: 1 }).filter({ hasText: heading })).toBeVisible();
    // the lists are drawn once their page has come
    await expect(page.getByText(/^Chargement/)).toHaveCount(0);
    const out = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll("main *")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.right > width + 1 &&
            getComputedStyle(el).position !== "fixed" &&
            !el.closest('nav[aria-label="Administration"]')
          );
        })
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
    });
    expect({ path, out }).toEqual({ path, out: [] });
    // nor a text wider than its box (a label that cannot wrap): the page itself is not wider
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ path, wider }).toEqual({ path, wider: 0 });
  }
  await buyer.context.close();
  await admin.context.close();
});
