// The owner's customers on the domaine (site 2): a new buyer registers, subscribes and orders; the
// ADMIN finds them by name at /admin/customers, opens their file (order, address, list and its
// opt-in), downloads their data, is refused the erasure while the order is under way, erases them
// once it is delivered; and keeps a newsletter list.
import { expect } from "@playwright/test";
import { origins, test } from "./admin-helpers";
import { dataOf, loggedAs, newCustomer, placeOrder, uniqueName } from "./domaine-session";
import { expectAccessible } from "./support";

test("the owner finds a buyer by name, reads their file and data, and erases them once their order is delivered", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const name = uniqueName("Quéméner-");
  const buyer = await newCustomer(browser, server, name);
  const lists = await dataOf<{ id: number; name: string }[]>(
    await buyer.call("GET", "/user/newsletter/lists"),
  );
  const list = lists[0];
  if (!list) throw new Error("no newsletter list on the domaine");
  await dataOf(await buyer.call("PUT", "/user/newsletter/subscription", { lists: [list.id] }));
  const order = await placeOrder(buyer.call, name);

  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin`);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Clients" })
    .click();
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();

  // searched as typed on a phone: lower case, no accent
  const filters = page.getByRole("form", { name: "Rechercher et filtrer les clients" });
  await filters.getByLabel("Rechercher").fill(name.toLowerCase().replace("é", "e"));
  await filters.getByRole("button", { name: "Chercher" }).click();
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole("table", { name: /Clients/ }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(buyer.account.email);
  await expectAccessible(page, "main");
  // the export keeps the search: this customer and a header row
  const exportHref = await page
    .getByRole("link", { name: "Exporter ces clients (CSV)" })
    .getAttribute("href");
  const csv = await page.evaluate(async (url) => (await fetch(url)).text(), exportHref ?? "");
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(buyer.account.email);

  await page.getByRole("link", { name: `Hélène ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Hélène ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Commandes (1)" })).toContainText(order.reference);
  await expect(page.getByRole("region", { name: "Adresses (1)" })).toContainText("49400 Saumur");
  await expect(page.getByRole("region", { name: "Consentements et preuves" })).toContainText(
    `${list.name} — inscrit le`,
  );
  await expectAccessible(page, "main");
  // the person's data, as the browser downloads it (with the admin's session cookie)
  const dataHref = await page
    .getByRole("link", { name: "Télécharger toutes ses données (JSON)" })
    .getAttribute("href");
  const data = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      body: (await response.json()) as { data: { user: { email: string } } },
    };
  }, dataHref ?? "");
  expect(data.status).toBe(200);
  expect(data.body.data.user.email).toBe(buyer.account.email);

  // the order is under way: the erasure says why it must wait, and offers nothing to confirm
  await page.getByRole("button", { name: "Effacer ses données" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1 commande(s) de ce client sont en cours");
  await expect(dialog.getByRole("button", { name: "Oui, effacer définitivement" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Ne rien effacer" }).click();
  await expect(page.getByRole("button", { name: "Effacer ses données" })).toBeFocused();

  for (const status of ["PAID", "PREPARING", "SHIPPED", "DELIVERED"])
    await dataOf(await admin.call("PUT", `/admin/order/${order.id}/status`, { status }));
  await page.reload();
  await page.getByRole("button", { name: "Effacer ses données" }).click();
  await expect(page.getByRole("dialog")).toContainText("1 commande(s) et leurs factures restent");
  await page.getByRole("button", { name: "Oui, effacer définitivement" }).click();
  await expect(page.getByRole("heading", { name: "Données effacées" })).toBeFocused();
  await expect(page.getByRole("status").first()).toContainText("1 commande(s) conservée(s) anonymisée(s)");
  // gone from the list; the order stays for the accountant, without the buyer's name
  const anonymised = await dataOf<{ email: string; buyerName: string }>(
    await admin.call("GET", `/admin/order/${order.id}`),
  );
  expect(anonymised.email).toBe(`anonyme-${order.id}@anonyme.invalid`);
  expect(anonymised.buyerName).not.toContain(name);
  await page.getByRole("link", { name: "Tous les clients" }).click();
  await page.goto(`${origin}/admin/customers?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("Aucun client ne correspond à ces critères.")).toBeVisible();
  await buyer.context.close();
  await admin.context.close();
});

test("the owner creates a newsletter list, is told a nameless one is refused, and sees it with its subscribers", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/customers`);
  await page.getByRole("link", { name: "Listes de diffusion" }).click();
  await expect(page.getByRole("heading", { name: "Listes de diffusion", level: 1 })).toBeVisible();
  const name = uniqueName("Primeurs-");

  await page.getByRole("button", { name: "Nouvelle liste" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle liste de diffusion" });
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByLabel("Nom")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByLabel("Description").fill("La vente en primeur, chaque printemps");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").first()).toHaveText(`Liste « ${name} » créée`);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("0 abonné");
  await item.getByRole("button", { name: `Voir les abonnés de ${name}` }).click();
  await expect(page.getByRole("region", { name: `Abonnés de « ${name} »` })).toContainText(
    "Aucun abonné pour l’instant.",
  );
  await expectAccessible(page, "main");
  await admin.context.close();
});

test("a subscriber without an account asks for their data, then their erasure", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const email = `${uniqueName("abonne-")}@example.fr`;
  const subscribed = await admin.context.request.post(`${origins(server).site1}/api/newsletter/subscribe`, {
    headers: { idSite: "2" },
    data: { email },
  });
  expect(subscribed.status()).toBe(200);
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/customers`);
  const request = page.getByRole("region", { name: "Demande d’une personne sans compte" });
  await request.getByLabel("Adresse e-mail").fill(email);
  const href = await request
    .getByRole("link", { name: "Télécharger ses données (JSON)" })
    .getAttribute("href");
  const data = await page.evaluate(
    async (url) => (await (await fetch(url)).json()) as { data: { newsletter: unknown[] } },
    href ?? "",
  );
  expect(data.data.newsletter).toHaveLength(1);
  await request.getByRole("button", { name: "Effacer ses données" }).click();
  await page.getByRole("button", { name: "Oui, effacer définitivement" }).click();
  await expect(request.getByRole("status")).toHaveText(
    `Les données de ${email} sont effacées ; 0 commande(s) conservée(s) anonymisée(s)`,
  );
  await expectAccessible(page, "main");
  await admin.context.close();
});
