import { describe, expect, it } from "vitest";
import { NEW_CART_ID } from "../../schemas/shop";
import { CART_ID_KEY, CART_SESSION_KEY, cartInUse, NO_CART_ID } from "./cart-presence";

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("cartInUse: the header loads the cart's code only for a cart in use (decision 118)", () => {
  it("is false on a first visit, and for the stored 'no cart yet' id", () => {
    expect(NO_CART_ID).toBe(NEW_CART_ID);
    expect(cartInUse(storageOf({}), false)).toBe(false);
    expect(cartInUse(storageOf({ [CART_ID_KEY]: NEW_CART_ID, [CART_SESSION_KEY]: "0" }), false)).toBe(false);
    expect(cartInUse(null, false)).toBe(false);
  });

  it("is true with a stored cart, a session, or a session that just ended", () => {
    expect(cartInUse(storageOf({ [CART_ID_KEY]: "0b6c1f3e-8a1d-4c1e-9a4e-2f0d6f5c7b11" }), false)).toBe(true);
    expect(cartInUse(storageOf({}), true)).toBe(true);
    expect(cartInUse(storageOf({ [CART_SESSION_KEY]: "1" }), false)).toBe(true);
  });

  it("is false when the storage refuses to be read", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(cartInUse(refusing, false)).toBe(false);
  });
});
