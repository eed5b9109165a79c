// The owner's forms and inbox on the domaine (site 2), issue 14 §4-§5: the owner builds a form with
// a file field, a visitor answers it with a PDF, the owner reads the answer in the inbox (marked
// read), downloads the file and answers by mail; the owner's notice and the reply are in the mail
// outbox, read straight from the in-process server's database (no outbox API: docs/decisions/014).
import { expect } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { loggedContext, origins, test } from "./admin-helpers";
import { uniqueName } from "./domaine-session";
import { expectAccessible, returningVisitor } from "./support";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
/** A label a hostile admin could type: shown as text, never run. */
const HOSTILE = `<img src=x onerror="window.__xss=1">Société`;

test("the owner builds a form with a file field, a visitor answers it, the owner reads it in the inbox and gets the mail", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site2;
  const title = `Candidature ${uniqueName("")}`;
  const email = `${uniqueName("visiteur")}@example.fr`;

  // ---- the owner builds the form
  const { context: owner } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await owner.newPage();
  await page.goto(`${origin}/admin`);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Formulaires" })
    .click();
  await expect(page.getByRole("heading", { name: "Formulaires", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau formulaire" }).click();
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  const add = page.getByRole("button", { name: "Ajouter un champ" });
  await add.click();
  await page.getByLabel("Libellé du champ 1").fill("Nom");
  await page.getByRole("checkbox", { name: "Obligatoire" }).nth(0).check();
  await add.click();
  await page.getByLabel("Libellé du champ 2").fill("E-mail");
  await page.getByLabel("Type du champ 2").selectOption("email");
  await page.getByRole("checkbox", { name: "Obligatoire" }).nth(1).check();
  await add.click();
  await page.getByLabel("Libellé du champ 3").fill(HOSTILE);
  await add.click();
  await page.getByLabel("Libellé du champ 4").fill("Lettre de motivation");
  await page.getByLabel("Type du champ 4").selectOption("file");
  await page.getByRole("checkbox", { name: ".pdf", exact: true }).check();
  await page.getByLabel("Taille maximale (Mo, 10 au plus)").fill("2");
  await expectAccessible(page, "main");
  await page.getByRole("button", { name: "Enregistrer le formulaire" }).click();
  await expect(page.getByText(`Formulaire « ${title} » enregistré.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("4 champs");
  const address = (await row.getByRole("link").first().textContent()) ?? "";
  expect(address).toMatch(/^\/forms\/candidature-/);

  // ---- a visitor answers it, with a PDF
  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${origin}${address}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  // the hostile label is text on the page, and it ran nothing
  await expect(visitor.getByText(HOSTILE)).toBeVisible();
  const main = visitor.getByRole("main");
  await main.getByLabel(/^Nom/).fill("Léa Martin");
  await main.getByLabel(/^E-mail/).fill(email);
  await main.getByLabel(/^Lettre de motivation/).setInputFiles({
    name: "lettre.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await main.getByRole("button", { name: "Envoyer" }).click();
  await expect(visitor.getByText("Merci, votre réponse est bien reçue.")).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await visitorContext.close();

  // ---- the owner's notice is in the outbox: reply-to the visitor, the file as a back-office link
  const [notice] = await withSite(server.platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "form.answer"), eq(mailOutbox.replyTo, email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1),
  );
  expect(notice?.subject).toContain(title);
  expect(notice?.text).toContain("Nom : Léa Martin");
  expect(notice?.text).toMatch(
    /Lettre de motivation : lettre\.pdf, à télécharger depuis l’administration : \S+\/admin\/forms\/files\/\d+\/answer\/\d+\/file\/\d+/,
  );

  // ---- the owner reads it in the inbox, downloads the file and answers
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Messages" })
    .click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const item = page.getByRole("button", { name: new RegExp(`${email} — ${title}`) });
  await expect(item).toContainText("non lu");
  await expectAccessible(page, "main");
  await item.click();
  const detail = page.getByRole("region", { name: new RegExp(title) });
  await expect(detail.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(detail).toContainText("Léa Martin");
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).not.toContainText(
    "non lu",
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    detail.getByRole("link", { name: "Télécharger lettre.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("lettre.pdf");
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

  await detail.getByLabel("Votre réponse").fill("Bonjour Léa,\n\nMerci, nous vous appelons lundi.");
  await expectAccessible(page, "main");
  await detail.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText(`Réponse envoyée à ${email}.`)).toBeVisible();
  const [reply] = await withSite(server.platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "inbox.reply"), eq(mailOutbox.toAddress, email)),
      )
      .limit(1),
  );
  expect(reply?.subject).toBe(`Re : ${title}`);
  expect(reply?.replyTo).toBe("contact@domaine.vinisite.fr");
  expect(reply?.text).toContain("Merci, nous vous appelons lundi.");
  // the answer keeps when it was answered (decision 115): in the item, in the list, in the filter
  const answered = /Répondu le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
  await expect(detail.getByText(answered)).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).toContainText(answered);
  await page.getByLabel("Réponse", { exact: true }).selectOption("false");
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).toHaveCount(0);
  await page.getByLabel("Réponse", { exact: true }).selectOption("true");
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).toBeVisible();
  await expectAccessible(page, "main");
  await page.getByLabel("Réponse", { exact: true }).selectOption("");
  await page.getByRole("button", { name: new RegExp(`${email} — ${title}`) }).click();

  // archived, it leaves the list for the archive
  await detail.getByRole("button", { name: "Archiver" }).click();
  await expect(page.getByText("Archivé.")).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).toHaveCount(0);
  await page.getByLabel("Boîte").selectOption("true");
  await expect(page.getByRole("button", { name: new RegExp(`${email} — ${title}`) })).toBeVisible();
  // on a phone (360 px), no part of the forms' and the inbox's screens goes past the screen's edge
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of [
    ["/admin/inbox", "Messages"],
    ["/admin/forms", "Formulaires"],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Chargement/)).toHaveCount(0);
    const out = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll("main *")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1 && !el.closest('nav[aria-label="Administration"]');
        })
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
    });
    expect({ path, out }).toEqual({ path, out: [] });
    await expectAccessible(page, "main");
  }
  await owner.close();
});
