// Sessions of the domaine (site 2) for the owner's end-to-end journeys: a seeded account logged in
// through POST /api/login (or a new customer registered for the test), its API calls, and an order
// placed through them.
import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import type { OrderCreated, ShippingFees } from "../../schemas/order";
import type { ProductDetail } from "../../schemas/shop";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { origins, type Server } from "./admin-helpers";
import { returningVisitor } from "./support";

const api = { idSite: "2" };

/** Letters of this run alone, after `prefix` (a name on an order holds letters only). */
export const uniqueName = (prefix: string) =>
  `${prefix}${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("")}`;
type Response = Awaited<ReturnType<APIRequestContext["get"]>>;

/**
 * A browser context of a seeded account of the domaine, logged in through POST /api/login, and
 * its API calls. Node cannot resolve domaine.localhost (Chromium maps *.localhost itself), so the
 * calls go to the server's other host with the site's id in the header, as spec §7 has it, and the
 * session cookie is given to the browser for the domaine's host.
 */
export async function loggedAs(browser: Browser, server: Server, role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN") {
  const account = demoAccounts.find((a) => a.siteId === 2 && a.role === role);
  if (!account) throw new Error(`no seeded ${role} on site 2`);
  return { account, ...(await sessionOf(browser, server, "/login", account)) };
}

/** A customer of this test alone, registered through POST /api/register (they may be erased). */
export async function newCustomer(browser: Browser, server: Server, lastname: string) {
  const account = {
    email: `client-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`,
    password: "Une cave fraîche et sombre",
    firstname: "Hélène",
    lastname,
    birthdate: "1985-06-15",
    acceptTerms: true,
  };
  return { account, ...(await sessionOf(browser, server, "/register", account)) };
}

async function sessionOf(browser: Browser, server: Server, path: "/login" | "/register", body: object) {
  const context = await browser.newContext();
  await returningVisitor(context);
  const apiBase = `${origins(server).site1}/api`;
  const answer = await context.request.post(`${apiBase}${path}`, { headers: api, data: body });
  const { token } = await dataOf<{ token: string }>(answer, path === "/register" ? 201 : 200);
  await context.addCookies([{ name: "token", value: token, domain: "domaine.localhost", path: "/" }]);
  const headers = { ...api, Authorization: `Bearer ${token}` };
  const call = (method: string, path: string, data?: unknown) =>
    context.request.fetch(`${apiBase}${path}`, { method, headers, ...(data === undefined ? {} : { data }) });
  return { context, call };
}

type Call = Awaited<ReturnType<typeof sessionOf>>["call"];

export async function dataOf<T>(response: Response, status = 200) {
  const body = (await response.json()) as { success: boolean; data: T; message: string };
  expect({ status: response.status(), message: body.message }).toMatchObject({ status });
  return body.data;
}

/** An order of six bottles delivered at home, paid by bank transfer, placed by the logged customer. */
export async function placeOrder(call: Call, lastname = "Dubois", discountCode?: string) {
  const product = await dataOf<ProductDetail>(
    await call("GET", "/product/saumur-champigny-les-trois-coteaux"),
  );
  const declination = product.declinations.find((d) => d.year === 2023 && d.capacity === 75);
  if (!declination) throw new Error("no 2023 75 cl");
  const fees = await dataOf<ShippingFees>(
    await call("POST", "/calculate/shipping-fees", {
      products: [{ idProduct: product.id, idDeclination: declination.id, quantity: 6 }],
      postalCode: "49400",
      country: "FR",
    }),
  );
  const carrier = fees.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME");
  if (!carrier) throw new Error("no Colissimo");
  const address = {
    firstname: "Claire",
    lastname,
    address: "5 rue des Lilas",
    postalCode: "49400",
    city: "Saumur",
    country: "FR",
  };
  return dataOf<OrderCreated>(
    await call("POST", "/order", {
      products: [{ id: declination.id, quantity: 6 }],
      billingAddress: address,
      shippingAddress: address,
      phone: "06 39 98 02 03",
      message: "Merci de sonner deux fois.",
      vatNumber: "FR40303265045",
      delivery: { type: "DELIVERY", idCarrier: carrier.id },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
      ...(discountCode ? { discountCode } : {}),
    }),
    201,
  );
}
