// Issue 16 §6: a render keeps the parsed answers the API marked shared (settings, site info, page
// tree, footer, a configuration the site does not have…), so that the next render of the site,
// anonymous or logged in, makes no in-process request for them; a change of the site drops them.
import { afterAll, describe, expect, it } from "vitest";
import { SHARED_ANSWER_HEADER } from "../../schemas/envelope";
import { userWithSession } from "../support/admin-session";
import { apiCaller, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform, { pageCache: false });
afterAll(() => platform.close());

const HOST = "domaine.localhost:3000";
/** The calls of the account page whose answers are the customer's own. */
const personal = new Set([
  "GET /api/logged",
  "GET /api/user",
  "GET /api/user/address",
  "GET /api/user/newsletter/lists",
  "GET /api/user/newsletter/subscription",
  "GET /api/order",
]);

/** The API calls a render of `path` makes in-process, and the page. */
async function render(path: string, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const original = platform.api.fetch;
  platform.api.fetch = (request: Request, ...rest: unknown[]) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return original.call(platform.api, request, ...(rest as []));
  };
  try {
    const response = await server.fetch(
      new Request(`http://${HOST}${path}`, { headers: { host: HOST, ...headers } }),
    );
    return { status: response.status, html: await response.text(), calls };
  } finally {
    platform.api.fetch = original;
  }
}

describe("shared answers", () => {
  it("are marked by the API, and the personal ones are not", async () => {
    const call = (path: string, init: RequestInit = {}) => platform.call(`/api${path}`, { site: 2, ...init });
    expect((await call("/site/info")).headers.get(SHARED_ANSWER_HEADER)).toBe("1");
    expect((await call("/page")).headers.get(SHARED_ANSWER_HEADER)).toBe("1");
    // a configuration the site does not have is a shared "not found"
    const missing = await platform.call("/api/component/conf/popup-on-load", { site: 1 });
    expect(missing.status).toBe(404);
    expect(missing.headers.get(SHARED_ANSWER_HEADER)).toBe("1");
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const me = await call("/user", { headers: customer.headers });
    expect(me.status).toBe(200);
    expect(me.headers.get(SHARED_ANSWER_HEADER)).toBeNull();
  });

  it("are read from memory by the next render, anonymous or logged in", async () => {
    const first = await render("/");
    expect(first.status).toBe(200);
    expect(first.calls).toContain("GET /api/site/info");
    const second = await render("/");
    expect(second.status).toBe(200);
    expect(second.calls).toEqual([]);
    expect(second.html).toContain("Trois Coteaux");

    // a customer's page: the shared answers come from memory, only what is theirs is asked for
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const account = await render("/account", { cookie: `token=${customer.token}` });
    expect(account.status).toBe(200);
    expect(account.calls).not.toContain("GET /api/site/info");
    expect(account.calls).not.toContain("GET /api/page");
    expect(account.calls).not.toContain("GET /api/element/link-footer");
    expect(account.calls).toContain("GET /api/user");
    // and the second time, only what is theirs
    const again = await render("/account", { cookie: `token=${customer.token}` });
    expect(again.calls.filter((c) => !personal.has(c))).toEqual([]);
    expect(again.calls).toContain("GET /api/user");
  });

  it("are dropped when the site changes: the next render shows the change", async () => {
    await render("/");
    const admin = await userWithSession(platform.db, 2, "ADMIN");
    const call = apiCaller(platform, { site: 2, as: admin });
    const name = `Domaine renommé ${Date.now()}`;
    const saved = await call("/admin/parameter", { method: "PUT", json: { values: { COMPANY_NAME: name } } });
    expect(saved.status).toBe(200);
    const after = await render("/");
    expect(after.calls).toContain("GET /api/parameter");
    expect(after.html).toContain(name);
  });
});
