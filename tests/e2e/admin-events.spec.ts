// The owner's events (issue 14 §3) in Chromium: the owner creates a list and an event of two seats
// from the back-office; a visitor takes both seats; the next visitor finds it full and joins the
// waiting list; the owner cancels the first registration and the waiting visitor is confirmed and
// mailed; the page tells the places left at every step.

import { expect } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { origins, test } from "./admin-helpers";
import { loggedAs, uniqueName } from "./domaine-session";
import { expectAccessible, returningVisitor } from "./support";

test("an event fills up, the next visitor joins the waiting list, and is confirmed when the owner cancels a place", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const admin = await loggedAs(browser, server, "ADMIN");
  const page = await admin.context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${origin}/admin`);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Événements" })
    .click();
  await expect(page.getByRole("heading", { name: "Événements", level: 1 })).toBeVisible();

  // a list of its own for this run
  const route = uniqueName("soirees");
  await page.getByRole("button", { name: "Nouvelle liste" }).click();
  const routeDialog = page.getByRole("dialog", { name: "Nouvelle liste d’événements" });
  await routeDialog.getByLabel("Nom de la liste").fill("Soirées au domaine");
  await routeDialog.getByLabel("Adresse").fill(route);
  await routeDialog.getByRole("button", { name: "Enregistrer la liste" }).click();
  await expect(routeDialog).toHaveCount(0);
  await expect(page.getByLabel("Liste", { exact: true })).toHaveValue(route);

  // an event of two seats, with a waiting list; a refused value is said beside its field
  const title = `Dégustation ${uniqueName("")}`;
  await page.getByRole("button", { name: "Nouvel événement" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvel événement" });
  await dialog.getByRole("textbox", { name: "Titre" }).fill(title);
  await dialog.getByLabel("Lieu").fill("Cave du domaine");
  await dialog.getByLabel("Places", { exact: true }).fill("0");
  await dialog.getByRole("button", { name: "Enregistrer l’événement" }).click();
  await expect(dialog.getByLabel("Places", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel("Places", { exact: true }).fill("2");
  await dialog.getByLabel("Début").fill("2031-06-12T19:00");
  await dialog.getByRole("button", { name: "Enregistrer l’événement" }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("0 / 2 places prises");
  await expect(card).toContainText("Publié");
  await expectAccessible(page, "main");
  const link = await card.getByRole("link", { name: title }).getAttribute("href");
  expect(link).toMatch(new RegExp(`^/events/${route}/degustation-`));

  // a first visitor takes both seats
  const visitors = await browser.newContext();
  await returningVisitor(visitors);
  const first = await visitors.newPage();
  await first.goto(`${origin}${link}`);
  await expect(first.getByText("Il reste 2 place(s).")).toBeVisible();
  const form = first.getByRole("form", { name: "Inscription" });
  await form.getByLabel("Prénom").fill("Nina");
  await form.getByLabel(/^Nom\b/).fill("Perrin");
  await form.getByLabel("Adresse e-mail").fill(`${route}-nina@example.fr`);
  await form.getByLabel("Nombre de places").fill("2");
  await form.getByRole("button", { name: "S’inscrire" }).click();
  await expect(first.getByRole("status").filter({ hasText: "inscription" })).toContainText(
    "Votre inscription est enregistrée Il reste 0 place(s).",
  );

  // the next one finds it full, and joins the waiting list
  const second = await visitors.newPage();
  await second.goto(`${origin}${link}`);
  await expect(second.getByText("Complet — liste d’attente")).toBeVisible();
  await expectAccessible(second, "main");
  const form2 = second.getByRole("form", { name: "Inscription" });
  await form2.getByLabel("Prénom").fill("Paul");
  await form2.getByLabel(/^Nom\b/).fill("Girard");
  await form2.getByLabel("Adresse e-mail").fill(`${route}-paul@example.fr`);
  await form2.getByRole("button", { name: "S’inscrire" }).click();
  await expect(second.getByRole("status").filter({ hasText: "attente" })).toContainText(
    "Complet : vous êtes sur la liste d’attente",
  );

  // the list says it too
  await second.goto(`${origin}/events/${route}`);
  await expect(second.getByRole("listitem").filter({ hasText: title })).toContainText(
    "Complet — liste d’attente",
  );
  await second.goto(`${origin}${link}`);

  // the owner sees both, and cancels the first: the waiting visitor gets the place
  await page.reload();
  await expect(card).toContainText("2 / 2 places prises · 1 en attente");
  await card.getByRole("button", { name: `Inscriptions à « ${title} »` }).click();
  const registrations = page.getByRole("dialog", { name: `Inscriptions — ${title}` });
  await expect(registrations.getByRole("heading", { name: "Confirmée (1)" })).toBeVisible();
  await expect(registrations.getByRole("heading", { name: "Liste d’attente (1)" })).toBeVisible();
  await expect(registrations.getByRole("link", { name: "Exporter en CSV (tableur)" })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await registrations.getByRole("button", { name: "Annuler l’inscription de Nina Perrin" }).click();
  await page
    .getByRole("dialog", { name: "Annuler l’inscription de Nina Perrin ?" })
    .getByRole("button", { name: "Oui, annuler" })
    .click();
  await expect(registrations.getByRole("heading", { name: "Annulée (1)" })).toBeVisible();
  await expect(registrations.getByRole("heading", { name: "Confirmée (1)" })).toBeVisible();
  await expect(registrations).toContainText("Paul Girard");
  await expect(registrations.getByRole("heading", { name: "Liste d’attente (1)" })).toHaveCount(0);
  await expect(registrations).toContainText("1 / 2 places prises");

  // Paul is told, and the page shows the place left
  const mails = await withSite(server.platform.db, 2, (tx) =>
    tx
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, `${route}-paul@example.fr`))),
  );
  expect(mails.map((m) => m.kind)).toEqual(["element.registrant.waiting", "element.registrant.promoted"]);
  await second.reload();
  await expect(second.getByText("Il reste 1 place(s).")).toBeVisible();
  await visitors.close();
  await admin.context.close();
});
