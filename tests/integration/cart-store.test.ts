// The cart store of spec §4 against the real API (in process): its state machine, its local
// storage, its login and logout transitions. The storage is an in-memory stand-in for the
// browser's localStorage, the only piece that is not ours.
import { focusManager } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProductDetail } from "../../schemas/shop";
import { createApiClient } from "../../src/client/api-client";
import { createCartQueries } from "../../src/client/cart-query";
import {
  CART_ID_KEY,
  type CartStorage,
  createCartStore,
  readStoredCartId,
} from "../../src/client/cart-store";
import { createQueryClient } from "../../src/client/query-client";
import { withSite } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { createSession } from "../../src/server/modules/account/session";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

class MemoryStorage implements CartStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const transport = (request: Request) => Promise.resolve(platform.api.fetch(request));
const apiAs = (token: string | null = null) => createApiClient({ idSite: 2, token, transport });
const storeWith = (storage: CartStorage, token: string | null = null) =>
  createCartStore({ api: apiAs(token).cart, storage });

async function tokenOf(email: string) {
  const [user] = await withSite(platform.db, 2, (tx) =>
    tx.insert(users).values({ siteId: 2, email, passwordHash: "unused" }).returning({ id: users.id }),
  );
  if (!user) throw new Error("no user");
  return withSite(platform.db, 2, (tx) => createSession(tx, 2, user.id));
}

let bottle: number;
let half: number;
beforeAll(async () => {
  const product: ProductDetail = await apiAs().shop.product("saumur-champigny-les-trois-coteaux");
  bottle = product.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id ?? 0;
  half = product.declinations.find((d) => d.capacity === 37.5)?.id ?? 0;
});

describe("cart store (spec §4)", () => {
  it("has no cart until the first add, then keeps its id in local storage", async () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: "ready", cart: null, cartId: null });
    expect(await store.getState().add(bottle, 2)).toBe(true);
    const { cart, cartId } = store.getState();
    expect(cart?.totalProduct).toBe(2);
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);

    // a new page of the same visit finds it again
    const next = storeWith(storage);
    await next.getState().load();
    expect(next.getState().cart?.id).toBe(cartId);
  });

  it("reads 'new' as none, and discards a tampered value without crashing", async () => {
    for (const value of ["new", "'; drop table carts; --", '{"id":1}', "", "00000000"]) {
      const storage = new MemoryStorage();
      storage.setItem(CART_ID_KEY, value);
      const store = storeWith(storage);
      await store.getState().load();
      expect(store.getState()).toMatchObject({ status: "ready", cart: null, cartId: null });
      expect(storage.getItem(CART_ID_KEY)).toBe("new");
    }
    const refusing: CartStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readStoredCartId(refusing)).toBeNull();
    const store = createCartStore({ api: apiAs().cart, storage: refusing });
    await store.getState().load();
    expect(await store.getState().add(bottle, 1)).toBe(true);
  });

  it("clears the local cart and its id when a refresh fails (spec §4, §8)", async () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    await store.getState().add(bottle, 1);
    const { cartId } = store.getState();
    await apiAs().cart.delete(cartId ?? "");
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ cart: null, cartId: null });
    expect(store.getState().error?.message).toBe("Ce panier n’existe pas");
    expect(storage.getItem(CART_ID_KEY)).toBe("new");
  });

  it("keeps a failed call's message as the cart error message, with its fields", async () => {
    const store = storeWith(new MemoryStorage());
    expect(await store.getState().add(half, 4)).toBe(false);
    const { error } = store.getState();
    expect(error?.message).toBe("Ce vin ne peut être ajouté que par multiple de 6 bouteilles");
    expect(error?.fields.quantity).toEqual([error?.message]);
    const firstId = error?.id ?? 0;
    await store.getState().add(half, 4);
    expect(store.getState().error?.id).toBeGreaterThan(firstId);
    store.getState().dismissError();
    expect(store.getState().error).toBeNull();
  });

  it("changes quantities, applies a discount code, removes lines", async () => {
    const store = storeWith(new MemoryStorage());
    await store.getState().add(bottle, 2);
    const line = store.getState().cart?.products[0]?.id ?? 0;
    expect(await store.getState().setQuantity(line, 6)).toBe(true);
    expect(store.getState().cart?.products[0]?.quantity).toBe(6);
    expect(await store.getState().applyDiscountCode("bienvenue10")).toBe(true);
    expect(store.getState().cart?.discount?.code).toBe("BIENVENUE10");
    expect(await store.getState().applyDiscountCode("FAUX")).toBe(false);
    expect(store.getState().error?.fields.discountCode).toEqual(["Ce code de réduction n’est pas valable"]);
    expect(await store.getState().remove(line)).toBe(true);
    expect(store.getState().cart?.products).toEqual([]);
  });

  it("at login, makes the stored cart the user's main cart", async () => {
    const storage = new MemoryStorage();
    await storeWith(storage).getState().add(bottle, 3);
    const stored = storage.getItem(CART_ID_KEY);
    const token = await tokenOf("claire@example.fr");
    const logged = storeWith(storage, token);
    await logged.getState().login();
    expect(logged.getState().cart).toMatchObject({
      id: stored,
      isOwned: true,
      isDefault: true,
      totalProduct: 3,
    });
    // the cart is the user's now: an anonymous visitor can no longer read it
    const anonymous = storeWith(storage);
    await anonymous.getState().load();
    expect(anonymous.getState().cart).toBeNull();
    expect(storage.getItem(CART_ID_KEY)).toBe("new");
  });

  it("at login without a stored cart, fetches the user's main cart", async () => {
    const token = await tokenOf("hugo@example.fr");
    const first = storeWith(new MemoryStorage(), token);
    await first.getState().add(bottle, 1);
    const main = first.getState().cartId;
    const storage = new MemoryStorage();
    const second = storeWith(storage, token);
    await second.getState().login();
    expect(second.getState().cart).toMatchObject({ id: main, totalProduct: 1 });
    expect(storage.getItem(CART_ID_KEY)).toBe(main);
  });

  it("at login with another customer's stored cart, falls back to the user's main cart", async () => {
    const alice = await tokenOf("alice@example.fr");
    const aliceStore = storeWith(new MemoryStorage(), alice);
    await aliceStore.getState().login();
    const storage = new MemoryStorage();
    storage.setItem(CART_ID_KEY, aliceStore.getState().cartId ?? "");
    const bob = storeWith(storage, await tokenOf("bob@example.fr"));
    await bob.getState().login();
    expect(bob.getState().cart?.id).not.toBe(aliceStore.getState().cartId);
    expect(bob.getState().cart?.isDefault).toBe(true);
  });

  it("notices on the next page a login or a logout made by a server-side form (follow)", async () => {
    const storage = new MemoryStorage();
    // an anonymous page: the cart is built
    const anonymous = storeWith(storage);
    await anonymous.getState().follow(false);
    await anonymous.getState().add(bottle, 2);
    const stored = storage.getItem(CART_ID_KEY);
    // the login form posted, the next page is logged: the stored cart becomes the user's
    const token = await tokenOf("lea@example.fr");
    const loggedPage = storeWith(storage, token);
    await loggedPage.getState().follow(true);
    expect(loggedPage.getState().cart).toMatchObject({ id: stored, isOwned: true, isDefault: true });
    // another logged page: no transition again, the cart simply loads
    const nextPage = storeWith(storage, token);
    await nextPage.getState().follow(true);
    expect(nextPage.getState().cart?.id).toBe(stored);
    // logged out by the server: the cart and its id are cleared
    const outPage = storeWith(storage);
    await outPage.getState().follow(false);
    expect(outPage.getState()).toMatchObject({ cart: null, cartId: null });
    expect(storage.getItem(CART_ID_KEY)).toBe("new");
    // a tampered mark is no mark: the page only loads
    storage.setItem("cartSession", "<script>");
    await storeWith(storage).getState().follow(false);
  });

  it("clears the cart and its id at logout", async () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage, await tokenOf("zoe@example.fr"));
    await store.getState().login();
    await store.getState().add(bottle, 1);
    store.getState().logout();
    expect(store.getState()).toMatchObject({ cart: null, cartId: null });
    expect(storage.getItem(CART_ID_KEY)).toBe("new");
  });
});

describe("cart store, a stored cart that is gone", () => {
  it("starts a new cart at the next add", async () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    await store.getState().add(bottle, 1);
    const gone = store.getState().cartId;
    await apiAs().cart.delete(gone ?? "");
    expect(await store.getState().add(bottle, 2)).toBe(true);
    expect(store.getState().cartId).not.toBe(gone);
    expect(store.getState().cart?.totalProduct).toBe(2);
    expect(storage.getItem(CART_ID_KEY)).toBe(store.getState().cartId);
  });
});

describe("cart store, its reads through the query cache (decision 087)", () => {
  /** A transport that counts the cart reads and loses the first `lose` of them (a network error). */
  function countingApi(lose = 0) {
    const seen = { reads: 0 };
    const counting = (request: Request) => {
      if (request.method === "GET" && /\/cart\/[^/]+$/.test(new URL(request.url).pathname)) {
        seen.reads += 1;
        if (seen.reads <= lose) return Promise.reject(new TypeError("Failed to fetch"));
      }
      return transport(request);
    };
    return { seen, api: createApiClient({ idSite: 2, transport: counting }).cart };
  }
  const quickRetries = () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 1 } });
    return client;
  };

  it("asks once for two refreshes at the same time, and again for the next one", async () => {
    const { seen, api } = countingApi();
    const queries = createCartQueries(2, api, quickRetries());
    const storage = new MemoryStorage();
    const store = createCartStore({ api, storage, read: queries.read });
    await store.getState().add(bottle, 1);
    await Promise.all([store.getState().refresh(), store.getState().refresh()]);
    expect(seen.reads).toBe(1);
    await store.getState().refresh();
    expect(seen.reads).toBe(2);
  });

  it("retries a lost read, and forgets at once a cart that is gone (no retry of a 404)", async () => {
    const { seen, api } = countingApi(1);
    const storage = new MemoryStorage();
    const store = createCartStore({ api, storage, read: createCartQueries(2, api, quickRetries()).read });
    await store.getState().add(bottle, 1);
    await store.getState().refresh();
    expect(seen.reads).toBe(2);
    expect(store.getState().cart?.totalProduct).toBe(1);

    await apiAs().cart.delete(store.getState().cartId ?? "");
    await store.getState().refresh();
    expect(seen.reads).toBe(3);
    expect(store.getState()).toMatchObject({ cart: null, cartId: null });
  });

  it("on the page's return, adopts the cart another tab stored and reads it", async () => {
    const storage = new MemoryStorage();
    const { api } = countingApi();
    const queries = createCartQueries(2, api, quickRetries());
    const here = createCartStore({ api, storage, read: queries.read });
    await here.getState().load();
    expect(here.getState().cart).toBeNull();

    const otherTab = createCartStore({ api, storage, read: queries.read });
    await otherTab.getState().add(bottle, 3);

    let returned = 0;
    const stop = queries.onReturn(() => {
      returned += 1;
      void here.getState().resume();
    });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    stop();
    focusManager.setFocused(undefined);
    expect(returned).toBe(1);
    await vi.waitFor(() => expect(here.getState().cart?.totalProduct).toBe(3));
    expect(here.getState().cartId).toBe(otherTab.getState().cartId);
  });
});
