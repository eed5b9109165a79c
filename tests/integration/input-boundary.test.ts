// issue 11 §6: a NUL (or another control character, or a lone surrogate) in any input is a 422
// naming the field, before it reaches PostgreSQL (which refused it with a 500); an unknown /api
// path answers the envelope; and the storefront answers 400, not 500, to what it cannot read: a
// body no form sends, a control character in a page's address (docs/decisions/082).
import { afterAll, describe, expect, it } from "vitest";
import { userWithSession } from "../support/admin-session";
import { createTestPlatform, createTestServer, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const FIELD_MESSAGE = "Ce champ contient un caractère de contrôle non autorisé";
const admin = await userWithSession(platform.db, 1, "ADMIN");
const customer = await userWithSession(platform.db, 2, "CUSTOMER");

/** The 422 of a control character: the envelope, and `field` named in data.errors, in French. */
async function expectRefused(response: Response, field: string) {
  const body = await envelopeOf(response);
  expect(response.status, JSON.stringify(body)).toBe(422);
  expect(body.success).toBe(false);
  expect(body.message).toBe("La requête contient des caractères de contrôle non autorisés");
  expect((body.data as { errors: Record<string, string[]> }).errors[field]).toEqual([FIELD_MESSAGE]);
}

describe("control characters in API input (issue 11 §6)", () => {
  const contact = {
    firstname: "Léa",
    lastname: "Martin",
    email: "lea@example.fr",
    subject: "Autre demande",
    consent: true,
    message: "Bonjour",
  };

  it("refuses a NUL in a contact message, a search, an address, a code, a registration", async () => {
    await expectRefused(
      await platform.call("/api/message", { method: "POST", json: { ...contact, message: "a\u0000b" } }),
      "message",
    );
    await expectRefused(await platform.call("/api/search?q=vin%00rouge"), "q");
    await expectRefused(
      await platform.call("/api/order", {
        method: "POST",
        site: 2,
        headers: customer.headers,
        json: { shippingAddress: { address1: "1 rue\u0000 des Vignes" }, billingAddress: {} },
      }),
      "shippingAddress.address1",
    );
    await expectRefused(
      await platform.call("/api/order/discount", {
        method: "POST",
        site: 2,
        headers: customer.headers,
        json: { code: "BIENVENUE\u0000", products: [{ idProduct: 1, quantity: 1 }] },
      }),
      "code",
    );
    await expectRefused(
      await platform.call("/api/element/evenements/1/register", {
        method: "POST",
        json: { ...contact, lastname: "\u0000" },
      }),
      "lastname",
    );
  });

  it("refuses it in admin writes: a page, the settings", async () => {
    await expectRefused(
      await platform.call("/api/admin/page/1", {
        method: "PUT",
        headers: admin.headers,
        json: { title: "Accueil\u0000", version: 1 },
      }),
      "title",
    );
    await expectRefused(
      await platform.call("/api/admin/parameter", {
        method: "PUT",
        headers: admin.headers,
        json: { values: { COMPANY_NAME: "Conseil\u0000" } },
      }),
      "values.COMPANY_NAME",
    );
  });

  it("refuses it in the layout project, JSON inside a form field", async () => {
    const layout = (
      await envelopeOf(await platform.call("/api/admin/page/1/layout/1", { headers: admin.headers }))
    ).data as { hash: string };
    const form = new FormData();
    form.append("html", "<p>Bonjour</p>");
    form.append("css", "");
    form.append("baseHash", layout.hash);
    const text = { type: "text", content: "a\u0000b", attributes: { title: "t\u0000" } };
    form.append(
      "projectData",
      JSON.stringify({ pages: [{ frames: [{ component: { type: "wrapper", components: [text] } }] }] }),
    );
    const response = await platform.call("/api/admin/page/1/layout/1/preview", {
      method: "PUT",
      headers: admin.headers,
      body: form,
    });
    const body = await envelopeOf(response);
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(Object.keys((body.data as { errors: object }).errors)[0]).toMatch(/^projectData\./);
  });

  it("refuses it in a multipart field, the path, a query name, a header, a JSON key", async () => {
    const form = new FormData();
    form.append("message", "x\u0000y");
    await expectRefused(
      await platform.call("/api/forms/1/submit", { method: "POST", body: form }),
      "message",
    );
    await expectRefused(await platform.call("/api/product/%00", { site: 2 }), "path");
    await expectRefused(await platform.call("/api/product?na%01me=x", { site: 2 }), "na\ufffdme");
    await expectRefused(
      await platform.call("/api/parameter", { headers: { "X-Request-Id": "a\u0001b" } }),
      "x-request-id",
    );
    await expectRefused(
      await platform.call("/api/message", { method: "POST", json: { ...contact, "a\u0000": "x" } }),
      "a\ufffd",
    );
  });

  it("refuses other C0 controls and lone surrogates, keeps TAB and line breaks in texts", async () => {
    for (const message of ["\u001b[31mrouge", "cloche\u0007", "demi \ud800 paire"]) {
      await expectRefused(
        await platform.call("/api/message", { method: "POST", json: { ...contact, message } }),
        "message",
      );
    }
    const multiline = await platform.call("/api/message", {
      method: "POST",
      json: { ...contact, message: "Bonjour,\r\n\tune question\npar ligne" },
    });
    expect(multiline.status).toBeLessThan(300);
  });

  it("answers an unknown /api path with the envelope 404, through the server", async () => {
    const response = await server.fetch(
      new Request("http://localhost:3000/api/nulle-part", { headers: { idSite: "1" } }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
    expect((await envelopeOf(response)).message).toBe("Cette route de l’API n’existe pas");
  });
});

describe("what the storefront cannot read (issue 11 §6)", () => {
  const post = (path: string, init: { body?: BodyInit; type?: string } = {}) => {
    const headers = new Headers({ host: "localhost:3000" });
    if (init.type) headers.set("content-type", init.type);
    return server.fetch(
      new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: init.body }),
    );
  };
  const truncated =
    '------x\r\nContent-Disposition: form-data; name="email"\r\n\r\nlea@example.fr\r\n------x\r\nContent-Disp';

  it("answers 400 with a French page to a body no form sends, on every form action", async () => {
    for (const path of [
      "/contact",
      "/auth",
      "/newsletter",
      "/forms/contact-devis",
      "/password/reset/ask",
      "/account",
    ]) {
      for (const body of [
        { body: JSON.stringify({ email: "lea@example.fr" }), type: "application/json" },
        { body: truncated, type: "multipart/form-data; boundary=----x" },
        { body: "email=lea@example.fr", type: "text/plain" },
        { body: "email=lea@example.fr" },
      ]) {
        const response = await post(path, body);
        expect(response.status, `${path} ${body.type}`).toBe(400);
        expect(await response.text()).toContain("Le formulaire envoyé est illisible");
      }
    }
  });

  it("still takes a form as browsers send it", async () => {
    const body = new URLSearchParams({
      firstname: "Léa",
      lastname: "Martin",
      email: "lea@example.fr",
      subject: "Autre demande",
      consent: "on",
      message: "Bonjour",
    });
    const response = await post("/contact", { body });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Le formulaire envoyé est illisible");
  });

  it("answers a form's NUL with the field's message, not a 500", async () => {
    const body = new URLSearchParams({
      firstname: "Léa",
      lastname: "Martin",
      email: "lea@example.fr",
      message: "a\u0000",
    });
    const response = await post("/contact", { body });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(FIELD_MESSAGE);
  });

  it("answers 400 to a control character in a page's address", async () => {
    for (const path of ["/blog/%00", "/news/a%00", "/albums/%1b", "/service?tag=%00", "/search?q=vin%00"]) {
      const response = await server.fetch(
        new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } }),
      );
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain("caractères de contrôle");
    }
    const shop = await server.fetch(
      new Request("http://domaine.localhost:3000/shop?search=%00", {
        headers: { host: "domaine.localhost:3000" },
      }),
    );
    expect(shop.status).toBe(400);
  });
});

describe("the validator's own messages (issue 18 §6)", () => {
  it("come back in the caller's language, never English inside a French answer", async () => {
    const bad = (lang: string) =>
      platform.call("/api/cart/new", { site: 2, method: "POST", lang, json: { type: "PAR_PIGEON" } });
    const french = await envelopeOf(await bad("fr_FR"));
    const typeFr = (french.data as { errors: Record<string, string[]> }).errors.type?.[0] ?? "";
    expect(french.message).toBe("La requête est invalide");
    expect(typeFr).toMatch(/^Option invalide : une valeur parmi .*delivery/i);
    expect(typeFr).not.toMatch(/Invalid|expected/);
    const english = await envelopeOf(await bad("en_GB"));
    expect((english.data as { errors: Record<string, string[]> }).errors.type?.[0]).toMatch(
      /^Invalid option: expected one of .*delivery/i,
    );
  });
});
