/**
 * The cart state machine of spec §4, in a zustand store:
 * - absent until created by the first add to cart or by login;
 * - its id kept in local storage under "cartId", the value "new" meaning none, validated with zod
 *   when read (a tampered value is discarded and replaced by "new", never a crash);
 * - a refresh that fails clears the local cart and its id (spec §4, §8), when the platform answers
 *   that the cart is not there or not ours (401, 403, 404); a network failure keeps them;
 * - logout clears the cart and the id, and so does an order made from the cart;
 * - login with a stored cart id makes that cart the user's main cart (GET /cart/{id}/default),
 *   otherwise the user's main cart is fetched (GET /cart/new/default);
 * - every failed cart call keeps its message as the cart error message (spec §8), which the
 *   storefront shows as a toast.
 *
 * - its reads of the cart go through TanStack Query in the browser (cart-query.ts, loaded after
 *   the page): retried when lost, shared when they overlap, and made again when the tab comes back
 *   to the front (resume), so that two tabs show one cart.
 *
 * The store never computes a price: the browser sends ids and quantities, the server answers the
 * cart with its amounts (DESIGN.md §4).
 */
import { z } from "zod";
import { createStore, type StoreApi } from "zustand/vanilla";
import { type Cart, NEW_CART_ID, storedCartIdSchema } from "../../schemas/shop";
import { ApiCallError, type ApiClient, createApiClient } from "./api-client";
import { announceCartStore, CART_ID_KEY, CART_SESSION_KEY } from "./cart-presence";
import type { CartQueries } from "./cart-query";

export { CART_ID_KEY } from "./cart-presence";

const sessionMarkSchema = z.enum(["1", "0"]);

function readSessionMark(storage: CartStorage | null): boolean | null {
  try {
    const mark = sessionMarkSchema.safeParse(storage?.getItem(CART_SESSION_KEY));
    return mark.success ? mark.data === "1" : null;
  } catch {
    return null;
  }
}

function writeSessionMark(storage: CartStorage | null, logged: boolean): void {
  try {
    storage?.setItem(CART_SESSION_KEY, logged ? "1" : "0");
  } catch {
    // a refused storage: the transition is missed, the cart stays on the server
  }
}

/** What the store needs of a storage: the browser's localStorage, or a stand-in in tests. */
export type CartStorage = Pick<Storage, "getItem" | "setItem">;

export type CartApi = ApiClient["cart"];

export interface CartError {
  message: string;
  /** Per-field messages of the platform (quantity, discountCode). */
  fields: Record<string, string[]>;
  /** Grows at each error, so that the same message twice is shown twice. */
  id: number;
}

export interface CartState {
  /** The cart's id, or null when there is none ("new" in storage). */
  cartId: string | null;
  cart: Cart | null;
  /** "idle" until the stored id was read; "ready" after. */
  status: "idle" | "loading" | "ready";
  /** A cart call is under way. */
  pending: boolean;
  /** spec §8: the message of the last failed cart call. */
  error: CartError | null;

  /** Reads the stored id and refreshes the cart (once, on the first page of a visit). */
  load(): Promise<void>;
  /**
   * The page's first step: loads the cart, running the login or logout transition of spec §4
   * first when the session changed since the last page (a server-side login or logout form).
   */
  follow(logged: boolean): Promise<void>;
  refresh(): Promise<void>;
  /**
   * The page comes back (tab focused, browser online): adopts the cart id that another tab of the
   * visit may have stored meanwhile, and refreshes.
   */
  resume(): Promise<void>;
  /** POST /cart/{cartId|new}/product/{declinationId}; true when added. */
  add(declinationId: number, quantity: number, type?: Cart["products"][number]["type"]): Promise<boolean>;
  setQuantity(lineId: number, quantity: number): Promise<boolean>;
  remove(lineId: number): Promise<boolean>;
  /** POST /cart/{cartId} with a discount code ("" removes it). */
  applyDiscountCode(code: string): Promise<boolean>;
  /** spec §4 login transition. */
  login(): Promise<void>;
  /** spec §4 logout transition: the cart and the id are cleared. */
  logout(): void;
  /**
   * An order was made from the cart, and the server emptied it (POST /order with cartId): the
   * local cart and its id are forgotten; the next add starts from the user's main cart.
   */
  ordered(): void;
  dismissError(): void;
}

/** The stored cart id, or null: "new", a missing value and a tampered one all mean none. */
export function readStoredCartId(storage: CartStorage | null): string | null {
  if (!storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(CART_ID_KEY);
  } catch {
    return null; // storage refused (privacy mode): no stored cart
  }
  if (raw === null) return null;
  const parsed = storedCartIdSchema.safeParse(raw);
  if (!parsed.success) {
    writeStoredCartId(storage, null);
    return null;
  }
  return parsed.data === NEW_CART_ID ? null : parsed.data;
}

export function writeStoredCartId(storage: CartStorage | null, cartId: string | null): void {
  try {
    storage?.setItem(CART_ID_KEY, cartId ?? NEW_CART_ID);
  } catch {
    // a full or refused storage only loses the id; the cart stays on the server
  }
}

const GONE = new Set([401, 403, 404]);

export interface CartStoreDeps {
  api: CartApi;
  storage: CartStorage | null;
  /** How a refresh reads the cart; the API call itself unless given (the browser's goes through its query cache). */
  read?: (cartId: string) => Promise<Cart>;
}

export function createCartStore(deps: CartStoreDeps): StoreApi<CartState> {
  const { api, storage } = deps;
  const read = deps.read ?? ((cartId: string) => api.get(cartId));
  let errors = 0;

  return createStore<CartState>()((set, get) => {
    const fail = (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : "Erreur";
      const fields = error instanceof ApiCallError ? (error.data?.errors ?? {}) : {};
      errors += 1;
      set({ pending: false, error: { message, fields, id: errors } });
    };
    const keep = (cart: Cart) => {
      writeStoredCartId(storage, cart.id);
      set({ cart, cartId: cart.id, pending: false, error: null, status: "ready" });
    };
    const clear = () => {
      writeStoredCartId(storage, null);
      set({ cart: null, cartId: null, pending: false, status: "ready" });
    };

    return {
      cartId: null,
      cart: null,
      status: "idle",
      pending: false,
      error: null,

      async load() {
        if (get().status !== "idle") return;
        const cartId = readStoredCartId(storage);
        if (!cartId) {
          set({ status: "ready" });
          return;
        }
        set({ cartId, status: "loading" });
        await get().refresh();
      },

      async refresh() {
        const { cartId } = get();
        if (!cartId) return;
        set({ pending: true });
        try {
          keep(await read(cartId));
        } catch (error) {
          // spec §4, §8: a cart that cannot be refreshed is forgotten
          if (error instanceof ApiCallError && GONE.has(error.status)) clear();
          else set({ status: "ready" });
          fail(error);
        }
      },

      async resume() {
        const stored = readStoredCartId(storage);
        if (stored && stored !== get().cartId) set({ cartId: stored });
        await get().refresh();
      },

      async add(declinationId, quantity, type) {
        set({ pending: true });
        const body = { quantity, ...(type ? { type } : {}) };
        try {
          keep((await api.add(get().cartId ?? NEW_CART_ID, declinationId, body)).cart);
          return true;
        } catch (error) {
          if (!(error instanceof ApiCallError && GONE.has(error.status) && get().cartId)) {
            fail(error);
            return false;
          }
          // the stored cart is gone (deleted, or no longer ours): forget it and start a new one
          clear();
          try {
            keep((await api.add(NEW_CART_ID, declinationId, body)).cart);
            return true;
          } catch (second) {
            fail(second);
            return false;
          }
        }
      },

      async setQuantity(lineId, quantity) {
        const { cartId } = get();
        if (!cartId) return false;
        set({ pending: true });
        try {
          keep(await api.setQuantity(cartId, lineId, quantity));
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },

      async remove(lineId) {
        const { cartId } = get();
        if (!cartId) return false;
        set({ pending: true });
        try {
          keep(await api.remove(cartId, lineId));
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },

      async applyDiscountCode(code) {
        const { cartId } = get();
        if (!cartId) return false;
        set({ pending: true });
        try {
          keep(await api.update(cartId, { discountCode: code.trim() === "" ? null : code.trim() }));
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },

      async login() {
        const stored = readStoredCartId(storage) ?? get().cartId;
        set({ pending: true });
        try {
          keep(await api.makeDefault(stored ?? NEW_CART_ID));
        } catch (error) {
          if (!stored) {
            fail(error);
            return;
          }
          // the stored cart could not become the main cart (gone, or another customer's):
          // the user's main cart is fetched instead
          try {
            keep(await api.makeDefault(NEW_CART_ID));
          } catch (second) {
            clear();
            fail(second);
          }
        }
      },

      logout() {
        clear();
        set({ error: null });
      },

      async follow(logged) {
        const was = readSessionMark(storage);
        writeSessionMark(storage, logged);
        if (logged && was === false) return get().login();
        if (!logged && was === true) {
          get().logout();
          return;
        }
        return get().load();
      },

      ordered() {
        clear();
        set({ error: null });
      },

      dismissError() {
        set({ error: null });
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The page's store. In the browser, one store per site for the life of the page; on the server
// (SSR) a fresh, empty store per call, so that no visitor's cart can leak into another's page.

const browserStores = new Map<number, StoreApi<CartState>>();

export function cartStoreFor(idSite: number): StoreApi<CartState> {
  if (typeof window === "undefined") {
    return createCartStore({ api: createApiClient({ idSite }).cart, storage: null });
  }
  let store = browserStores.get(idSite);
  if (!store) {
    let storage: CartStorage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    // the session travels in the `token` cookie, which the API accepts (DESIGN.md §4)
    store = browserCartStore(idSite, storage);
    browserStores.set(idSite, store);
    announceCartStore();
  }
  return store;
}

/**
 * The browser's store: its reads go through the page's query cache (cart-query.ts), loaded at the
 * first read; once the visitor has a cart, it is read again whenever the page comes back.
 */
function browserCartStore(idSite: number, storage: CartStorage | null): StoreApi<CartState> {
  const api = createApiClient({ idSite }).cart;
  let queries: Promise<CartQueries> | null = null;
  const cartQueries = () => {
    queries ??= import("./cart-query").then((module) => module.createCartQueries(idSite, api));
    return queries;
  };
  const store = createCartStore({ api, storage, read: async (cartId) => (await cartQueries()).read(cartId) });
  const stopWaiting = store.subscribe((state) => {
    if (!state.cartId) return;
    stopWaiting();
    void cartQueries().then((loaded) => loaded.onReturn(() => void store.getState().resume()));
  });
  return store;
}
