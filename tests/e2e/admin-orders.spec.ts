// The owner's orders screen on the domaine (site 2): the seeded customer orders through the API,
// the seeded ADMIN finds the order at /admin/orders and moves it along its life; a refused move
// shows the server's message; cancelling asks first; the SUPER_ADMIN sets the Stripe keys; and a
// visitor or a customer downloads none of the screen's code. The server runs in the test worker
// (admin-helpers), so that what one test orders does not meet another file's data.
import { expect } from "@playwright/test";
import { formatPrice } from "../../src/runtime/shop/money";
import { editorChunks, origins, recordScripts, test } from "./admin-helpers";
import { dataOf, loggedAs, placeOrder, uniqueName } from "./domaine-session";
import { expectAccessible, returningVisitor } from "./support";

test("an ADMIN finds a new order, marks it paid, then preparing, then shipped; the buyer sees it shipped", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const customer = await loggedAs(browser, server, "CUSTOMER");
  const order = await placeOrder(customer.call);
  expect(order.status).toBe("PENDING_PAYMENT");

  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  // the admin hub leads there on a shop site
  await page.goto(`${origin}/admin`);
  // the home says what today holds: the order just placed is among today's
  const today = page.getByRole("region", { name: "Aujourd’hui" });
  await expect(today.getByRole("link", { name: /Commandes du jour/ })).toBeVisible();
  await expect(today.getByRole("img", { name: /Ventes par jour/ })).toBeVisible();
  await expect(today.getByText(/^Ventes de ce mois à date : /)).toBeVisible();
  await expectAccessible(page, "main");
  await page.getByRole("region", { name: "Vos outils" }).getByRole("link", { name: "Commandes" }).click();
  await expect(page).toHaveURL(`${origin}/admin/orders`);
  await expect(page.getByRole("heading", { name: "Commandes", level: 1 })).toBeVisible();

  // newest first: the order just placed is the first row
  const rows = page.getByRole("table", { name: /Commandes/ }).getByRole("row");
  await expect(rows.nth(1)).toContainText(order.reference);
  const row = rows.filter({ hasText: order.reference });
  await expect(row).toContainText("Claire Dubois");
  await expect(row).toContainText(customer.account.email);
  await expect(row).toContainText("Livraison à domicile");
  await expect(row).toContainText("Virement bancaire");
  await expect(row).toContainText(formatPrice(order.total));
  await expect(row).toContainText("En attente de paiement");
  // the card keys are the SUPER_ADMIN's
  await expect(page.getByRole("heading", { name: "Paiement par carte" })).toHaveCount(0);
  await expectAccessible(page, "main");

  await page.getByRole("button", { name: `Ouvrir la commande ${order.reference}` }).click();
  const heading = page.getByRole("heading", { name: `Commande ${order.reference}`, level: 2 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("row", { name: /Les Trois Coteaux 2023, 75\scl/ })).toContainText("6");
  await expect(page.getByText("Colissimo", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("5 rue des Lilas").first()).toBeVisible();
  await expect(page.getByText("Merci de sonner deux fois.")).toBeVisible();
  await expect(page.getByText("FR40303265045")).toBeVisible();
  await expect(page.getByText("Statut : En attente de paiement")).toBeVisible();
  await expectAccessible(page, "main");

  const status = page.getByRole("status").first();
  for (const [action, label] of [
    ["Passer à « payée »", "payée"],
    ["Passer à « en préparation »", "en préparation"],
    ["Passer à « expédiée »", "expédiée"],
  ] as const) {
    await page.getByRole("button", { name: action }).click();
    await expect(status).toHaveText(`Commande ${order.reference} : ${label}.`);
    await expect(page.getByText(`Statut : ${label.charAt(0).toUpperCase()}${label.slice(1)}`)).toBeVisible();
  }
  // shipped: it can only be delivered now, no longer cancelled
  const moves = page.getByRole("group", { name: "Changer le statut" }).getByRole("button");
  await expect(moves).toHaveText(["Passer à « livrée »"]);

  // back to the list: the focus returns to the order's row, which says shipped
  await page.getByRole("button", { name: "Toutes les commandes" }).click();
  await expect(page.getByRole("button", { name: `Ouvrir la commande ${order.reference}` })).toBeFocused();
  await expect(row).toContainText("Expédiée");
  await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Expédiée" });
  await expect(rows.filter({ hasText: order.reference })).toHaveCount(1);
  // the filter is in the address: a reload or a shared link shows the same list
  await expect(page).toHaveURL(/status=SHIPPED/);
  await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Payée" });
  await expect(rows.filter({ hasText: order.reference })).toHaveCount(0);

  // the buyer's own call says so
  const seen = await dataOf<{ status: string }>(await customer.call("GET", `/order/${order.id}`));
  expect(seen.status).toBe("SHIPPED");
  await customer.context.close();
  await admin.context.close();
});

test("the owner finds an order by the buyer's name, marks it paid with others, prints its packing slip and ships it", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const customer = await loggedAs(browser, server, "CUSTOMER");
  const name = uniqueName("Lefèvre-");
  const order = await placeOrder(customer.call, name);
  const other = await placeOrder(customer.call, name);
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/orders`);

  // searched as typed on a phone: lower case, no accent
  const filters = page.getByRole("form", { name: "Rechercher et filtrer les commandes" });
  await filters.getByLabel("Rechercher").fill(name.toLowerCase().replace("è", "e"));
  await filters.getByRole("button", { name: "Chercher" }).click();
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole("table", { name: /Commandes/ }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("Page 1 sur 1 — 2 commandes")).toBeVisible();
  await expectAccessible(page, "main");

  // both selected, marked paid at once
  await page.getByLabel("Sélectionner toutes les commandes de la page").check();
  const bulk = page.getByRole("region", { name: "Commandes sélectionnées" });
  await expect(bulk).toContainText("2 commandes sélectionnées");
  await bulk.getByLabel("Passer au statut").selectOption({ label: "Payée" });
  await bulk.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByRole("status").first()).toHaveText("2 commandes : payée.");
  await expect(rows.filter({ hasText: order.reference })).toContainText("Payée");
  await expect(rows.filter({ hasText: other.reference })).toContainText("Payée");

  // the accountant's export keeps the search: these two orders, and a header row
  const exportHref = await page
    .getByRole("link", { name: "Exporter les commandes (CSV)" })
    .getAttribute("href");
  const csv = await page.evaluate(async (url) => (await fetch(url)).text(), exportHref ?? "");
  expect(csv.trim().split("\r\n")).toHaveLength(3);
  expect(csv).toContain(order.reference);

  await page.getByRole("button", { name: `Ouvrir la commande ${order.reference}` }).click();
  // its packing slip, a PDF the browser opens to print
  const slip = page.getByRole("link", { name: "Bon de préparation (PDF)" });
  const href = await slip.getAttribute("href");
  expect(href).toBe(`/admin/orders/papers/${order.id}/packing-slip.pdf`);
  // fetched as the browser opens it (with the admin's session cookie)
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get("content-type") };
  }, href ?? "");
  expect(pdf).toEqual({ status: 200, type: "application/pdf" });
  await page.getByRole("button", { name: "Passer à « en préparation »" }).click();
  await page.getByRole("button", { name: "Passer à « expédiée »" }).click();
  await expect(page.getByText("Statut : Expédiée")).toBeVisible();
  // its history says who did what
  const history = page.getByRole("region", { name: "Historique" });
  await expect(history.getByRole("listitem")).toHaveCount(4);
  await expect(history).toContainText(`Expédiée (par ${admin.account.email})`);
  await expectAccessible(page, "main");
  const seen = await dataOf<{ status: string }>(await customer.call("GET", `/order/${order.id}`));
  expect(seen.status).toBe("SHIPPED");
  await customer.context.close();
  await admin.context.close();
});

test("the owner creates a code for a tasting evening; a buyer uses it once; the screen shows the order and its revenue", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin`);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Codes promo" })
    .click();
  await expect(page.getByRole("heading", { name: "Codes de réduction", level: 1 })).toBeVisible();
  const code = uniqueName("DEGUST").toUpperCase();

  await page.getByRole("button", { name: "Nouveau code" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau code de réduction" });
  // a percentage over 100 is refused beside its field
  await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel("Note").fill("Soirée dégustation");
  await dialog.getByLabel("Réduction (%)").fill("150");
  await dialog.getByRole("button", { name: "Enregistrer le code" }).click();
  await expect(dialog.getByText("Un pourcentage entre 1 et 100")).toBeVisible();
  await expect(dialog.getByLabel("Réduction (%)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel("Réduction (%)").fill("10");
  await dialog.getByLabel("Utilisations par acheteur").fill("1");
  await dialog.getByRole("button", { name: "Enregistrer le code" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").first()).toHaveText(`Code ${code} enregistré.`);
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("−10 % sur les produits");
  await expect(row).toContainText("1 fois par acheteur");
  await expect(row).toContainText("Actif");
  await expectAccessible(page, "main");

  // a buyer uses it once; a second time is refused
  const customer = await loggedAs(browser, server, "CUSTOMER");
  const order = await placeOrder(customer.call, "Dubois", code);
  const again = await customer.call("POST", "/order/discount", {
    code,
    products: [
      {
        id: (
          await dataOf<{ lines: { declinationId: number }[] }>(
            await customer.call("GET", `/order/${order.id}`),
          )
        ).lines[0]?.declinationId,
        quantity: 6,
      },
    ],
  });
  expect(again.status()).toBe(422);
  await page.reload();
  await expect(row).toContainText(formatPrice(order.total));
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");

  // paused: the buyer's checkout no longer knows it
  await row.getByRole("button", { name: `Mettre en pause le code ${code}` }).click();
  await expect(page.getByRole("status").first()).toHaveText(`Code ${code} mis en pause.`);
  await expect(row).toContainText("En pause");
  await customer.context.close();
  await admin.context.close();
});

test("a move refused by the server shows its message; cancelling asks first, in an accessible dialog", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const customer = await loggedAs(browser, server, "CUSTOMER");
  const order = await placeOrder(customer.call);
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin/orders`);
  await page.getByRole("button", { name: `Ouvrir la commande ${order.reference}` }).click();
  await expect(page.getByText("Statut : En attente de paiement")).toBeVisible();

  // another admin marks it paid meanwhile: the screen's "paid" is refused (409) and says why
  const meanwhile = await admin.call("PUT", `/admin/order/${order.id}/status`, { status: "PAID" });
  expect(meanwhile.status()).toBe(200);
  await page.getByRole("button", { name: "Passer à « payée »" }).click();
  await expect(page.getByRole("alert")).toHaveText("Une commande payée ne peut pas passer à « payée »");
  // and it shows where the order is now
  await expect(page.getByText("Statut : Payée")).toBeVisible();
  await expect(page.getByRole("button", { name: "Passer à « en préparation »" })).toBeVisible();

  // cancelling asks for confirmation; keeping the order changes nothing
  const cancel = page.getByRole("button", { name: "Annuler la commande" });
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: `Annuler la commande ${order.reference} ?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Le stock de chaque article est rendu");
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Garder la commande" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(page.getByText("Statut : Payée")).toBeVisible();

  await cancel.click();
  await dialog.getByRole("button", { name: "Oui, annuler la commande" }).click();
  await expect(page.getByRole("status").first()).toHaveText(`Commande ${order.reference} : annulée.`);
  await expect(page.getByText("Statut : Annulée")).toBeVisible();
  await expect(page.getByText("Cette commande ne change plus de statut.")).toBeVisible();
  const seen = await dataOf<{ status: string }>(await customer.call("GET", `/order/${order.id}`));
  expect(seen.status).toBe("CANCELLED");
  await customer.context.close();
  await admin.context.close();
});

test("the SUPER_ADMIN sets the site's Stripe keys, learns the webhook address, and removes them", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const owner = await loggedAs(browser, server, "SUPER_ADMIN");
  const page = await owner.context.newPage();
  await page.goto(`${origin}/admin/orders`);
  const panel = page.getByRole("region", { name: "Paiement par carte" });
  await expect(panel.getByText(/Aucun compte Stripe n’est configuré/)).toBeVisible();
  const webhook = `${origin}/api/payment/stripe/webhook/2`;
  // known before saving: Stripe gives the webhook's secret once this address is declared
  await expect(panel.getByLabel("Adresse du webhook à déclarer sur Stripe")).toHaveValue(webhook);
  for (const secret of ["Clé secrète", "Secret de signature du webhook"]) {
    await expect(panel.getByLabel(secret)).toHaveAttribute("type", "password");
    await expect(panel.getByLabel(secret)).toHaveAttribute("autocomplete", "off");
  }
  await expectAccessible(page, "main");

  // a key of the wrong kind is refused beside its field
  await panel.getByLabel("Clé publique").fill("sk_test_abcdef123456");
  await panel.getByLabel("Clé secrète").fill("sk_test_abcdef123456");
  await panel.getByLabel("Secret de signature du webhook").fill("whsec_abcdef123456");
  await panel.getByRole("button", { name: "Enregistrer les clés" }).click();
  await expect(panel.getByLabel("Clé publique")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByText("Ce n’est pas une clé Stripe du type attendu")).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveText("Vérifiez les clés signalées.");

  await panel.getByLabel("Clé publique").fill("pk_test_abcdef123456");
  await panel.getByRole("button", { name: "Enregistrer les clés" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    `Clés enregistrées. Adresse du webhook à déclarer sur Stripe : ${webhook}`,
  );
  await expect(panel.getByText(/avec la clé publique pk_test_abcdef123456/)).toBeVisible();
  // the secrets are not kept on screen
  await expect(panel.getByLabel("Clé secrète")).toHaveValue("");
  await expect(panel.getByLabel("Secret de signature du webhook")).toHaveValue("");
  // the checkout now offers the card
  const config = await dataOf<{ publishableKey: string }>(
    await owner.call("GET", "/payment/card/public-key"),
  );
  expect(config.publishableKey).toBe("pk_test_abcdef123456");

  await panel.getByRole("button", { name: "Retirer les clés Stripe" }).click();
  const dialog = page.getByRole("dialog", { name: "Retirer les clés Stripe ?" });
  await dialog.getByRole("button", { name: "Oui, retirer les clés" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "Clés Stripe retirées : la carte n’est plus proposée aux acheteurs.",
  );
  await expect(panel.getByText(/Aucun compte Stripe n’est configuré/)).toBeVisible();
  expect((await owner.call("GET", "/payment/card/public-key")).status()).toBe(404);
  await owner.context.close();
});

test("visitors and customers download none of the orders screen; a site without a shop has none", async ({
  browser,
  server,
}) => {
  const { site1, site2 } = origins(server);
  const chunks = editorChunks();
  const ordersChunks = chunks.filter((c) => c.startsWith("editor-orders-screen-"));
  expect(ordersChunks.length).toBe(1);
  const isEditorScript = (url: string) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`));
  // words only the screen and its calls hold (the back-office navigation's link to /admin/orders is
  // no screen code: it is in the page every visitor of /admin/orders gets)
  const isOrdersCode = (body: string) =>
    body.includes('"/admin/order"') || body.includes("/admin/order/") || body.includes("Paiement par carte");

  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  const visitorScripts = recordScripts(visitor);
  for (const path of ["/", "/shop", "/admin/orders"]) await visitor.goto(`${site2}${path}`);
  await expect(visitor.getByText("Connectez-vous avec un compte administrateur")).toBeVisible();
  expect(visitorScripts.length).toBeGreaterThan(0);
  expect(visitorScripts.filter((s) => isEditorScript(s.url)).map((s) => s.url)).toEqual([]);
  for (const script of visitorScripts)
    expect({ url: script.url, orders: isOrdersCode(await script.body) }).toEqual({
      url: script.url,
      orders: false,
    });
  expect((await visitor.goto(`${site1}/admin/orders`))?.status()).toBe(404);

  const customer = await loggedAs(browser, server, "CUSTOMER");
  const customerPage = await customer.context.newPage();
  const customerScripts = recordScripts(customerPage);
  await customerPage.goto(`${site2}/admin/orders`);
  await expect(
    customerPage.getByText("Votre compte n’a pas les droits d’administration de ce site."),
  ).toBeVisible();
  expect(customerScripts.filter((s) => isEditorScript(s.url)).map((s) => s.url)).toEqual([]);

  // the admin gets it
  const admin = await loggedAs(browser, server, "ADMIN");
  const adminPage = await admin.context.newPage();
  const adminScripts = recordScripts(adminPage);
  await adminPage.goto(`${site2}/admin/orders`);
  // the gate shows the title at once; the screen's own filter comes with its code
  await expect(adminPage.getByLabel("Statut")).toBeVisible();
  const fetched = adminScripts.filter((s) => ordersChunks.some((c) => s.url.endsWith(`/assets/${c}`)));
  expect(fetched.length).toBe(1);
  expect(isOrdersCode(await (fetched[0] as (typeof fetched)[number]).body)).toBe(true);
  await visitorContext.close();
  await customer.context.close();
  await admin.context.close();
});

test("a visitor's message shows unread on the owner's home until it is marked read", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const lastname = uniqueName("Garnier-");
  const sent = await admin.context.request.post(`${origins(server).site1}/api/message`, {
    headers: { idSite: "2" },
    data: {
      firstname: "Luc",
      lastname,
      email: "luc@example.fr",
      subject: "Autre demande",
      message: "Ouvrez-vous le dimanche ?",
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const page = await admin.context.newPage();
  await page.goto(`${origin}/admin`);
  const unread = page.getByRole("region", { name: "Derniers messages non lus" });
  const item = unread.getByRole("listitem").filter({ hasText: `Luc ${lastname}` });
  await expect(item).toBeVisible();
  await expectAccessible(page, "main");
  await item.getByRole("button", { name: /Marquer comme lu/ }).click();
  await expect(page.getByText(`Luc ${lastname}`)).toHaveCount(0);
  await admin.context.close();
});
