/**
 * The delivery and order state of spec §3 and §4 in a zustand store (docs/decisions/071):
 * - the state is `checkoutStateSchema` of schemas/order.ts, mirrored in local storage under
 *   "checkout" and restored on load, each part checked with zod (a part that does not parse is
 *   dropped, the others kept: an edited or old value never costs the whole checkout);
 * - choosing click-and-collect clears the carrier, the city, the shipping prices and the access
 *   point;
 * - a shipping calculation is skipped while another runs; on success the chosen carrier is
 *   cleared and the returned prices are stored;
 * - the order delivery kind is derived (`deliveryKindOf`).
 *
 * Every amount here is the server's (carriers' prices, the discount's figures): the store never
 * computes money. It remembers which request the prices answer (`shippingFor`), so that a screen
 * can ask again once the running calculation is over when the address or the cart has changed.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  type AccessPoint,
  type Carrier,
  type CheckoutState,
  checkoutStateSchema,
  type OrderBody,
  type OrderDeliveryKind,
  type OrderDiscount,
  orderAddressSchema,
  type PaymentMethod,
  type ShippingFees,
} from "../../schemas/order";
import { ApiCallError } from "./api-client";
import { browserStorage, type KeyValueStorage, readStored, writeStored } from "./browser-storage";
import { createOrderClient, type OrderClient } from "./order-calls";

/** The local-storage key of the checkout state (spec §4: mirrored and restored on load). */
export const CHECKOUT_KEY = "checkout";

export type DeliveryType = CheckoutState["deliveryType"];
export type StoredAddress = NonNullable<CheckoutState["shippingAddress"]>;

/** A cart line as the checkout needs it. */
export interface CheckoutLine {
  productId: number;
  declinationId: number;
  quantity: number;
  hasShippingFees: boolean;
}

export const emptyCheckoutState = (): CheckoutState => ({
  deliveryType: "delivery",
  clickAndCollect: { date: null, idAddress: null, idSchedule: null },
  accessPointAddress: null,
  city: null,
  country: null,
  carrier: null,
  shippingPrices: [],
  shippingAddress: null,
  billingAddress: null,
  phone: "",
  message: "",
  discount: null,
});

const stateKeys = Object.keys(checkoutStateSchema.shape) as (keyof CheckoutState)[];

/** The stored state, each part parsed on its own: what does not parse is left at its default. */
export function readCheckoutState(storage: KeyValueStorage | null): CheckoutState {
  const state = emptyCheckoutState();
  const stored = readStored(storage, CHECKOUT_KEY, (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null,
  );
  if (!stored) return state;
  const target = state as Record<keyof CheckoutState, unknown>;
  for (const key of stateKeys) {
    if (!(key in stored)) continue;
    const parsed = checkoutStateSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) target[key] = parsed.data;
  }
  return state;
}

/** Only the parts of spec §3, never the screen's transient flags. */
export function checkoutStateOf(state: CheckoutState): CheckoutState {
  const picked = {} as Record<keyof CheckoutState, unknown>;
  for (const key of stateKeys) picked[key] = state[key];
  return picked as CheckoutState;
}

/**
 * An address as typed, kept to the fields that are valid on their own (a half-typed address is
 * still worth remembering, and what is stored always parses back).
 */
export function storableAddressOf(raw: Partial<Record<keyof StoredAddress, string>>): StoredAddress {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = orderAddressSchema.shape[key as keyof StoredAddress];
    if (!field || typeof value !== "string" || value.trim() === "") continue;
    const parsed = field.safeParse(value);
    if (parsed.success && typeof parsed.data === "string") kept[key] = parsed.data;
  }
  return kept as StoredAddress;
}

/**
 * spec §4: DELIVERY when delivery is chosen with a carrier of type DELIVERY; CLICK_AND_COLLECT;
 * NO_DELIVERY; otherwise PICKUP (delivery to a relay point).
 */
export function deliveryKindOf(state: Pick<CheckoutState, "deliveryType" | "carrier">): OrderDeliveryKind {
  if (state.deliveryType === "delivery" && state.carrier?.deliveryType === "DELIVERY") return "DELIVERY";
  if (state.deliveryType === "clickAndCollect") return "CLICK_AND_COLLECT";
  if (state.deliveryType === "no_delivery") return "NO_DELIVERY";
  return "PICKUP";
}

/** The body of POST /calculate/shipping-fees, or null while the address is incomplete. */
export function shippingRequestOf(
  state: Pick<CheckoutState, "city" | "country" | "discount">,
  lines: readonly CheckoutLine[],
) {
  if (!state.city || !state.country) return null;
  return {
    products: lines.map((l) => ({
      idProduct: l.productId,
      idDeclination: l.declinationId,
      quantity: l.quantity,
    })),
    postalCode: state.city.postalCode,
    country: state.country.alphaTwo,
    ...(state.discount ? { discountCode: state.discount.code } : {}),
  };
}

/** The identity of a shipping request: equal keys, same prices. */
export const shippingKeyOf = (request: NonNullable<ReturnType<typeof shippingRequestOf>>) =>
  JSON.stringify(request);

export interface ShippingProblem {
  message: string;
  status: number;
}

export interface CheckoutStore extends CheckoutState {
  /** "idle" until the stored state was read (in the browser, after the first render). */
  status: "idle" | "ready";
  /** A shipping calculation is under way. */
  calculating: boolean;
  /** The key of the request the prices (or the problem) answer. */
  shippingFor: string | null;
  /** The rest of the shipping answer: zone, bottles counted, free shipping, SHIPPING_MESSAGE. */
  shipping: Omit<ShippingFees, "carriers"> | null;
  shippingProblem: ShippingProblem | null;
  /** A discount call is under way. */
  discounting: boolean;

  load(): void;
  setDeliveryType(type: DeliveryType): void;
  setCountry(country: CheckoutState["country"]): void;
  setCity(city: CheckoutState["city"]): void;
  chooseCarrier(carrier: Carrier | null): void;
  /** A relay point and the carrier of its network. */
  chooseAccessPoint(point: AccessPoint | null, carrier: Carrier | null): void;
  setClickAndCollect(choice: Partial<CheckoutState["clickAndCollect"]>): void;
  setShippingAddress(address: StoredAddress | null): void;
  /** null: the billing address is the shipping address. */
  setBillingAddress(address: StoredAddress | null): void;
  setPhone(phone: string): void;
  setMessage(message: string): void;
  /** POST /calculate/shipping-fees; skipped while another runs. */
  calculateShipping(lines: readonly CheckoutLine[]): Promise<"done" | "skipped" | "incomplete" | "failed">;
  /** POST /order/discount: the code's figures, or the server's message (thrown as ApiCallError). */
  applyDiscount(code: string, lines: readonly CheckoutLine[]): Promise<OrderDiscount>;
  removeDiscount(): void;
  /** The order exists: what belonged to it goes (addresses and phone stay for the next one). */
  orderPlaced(): void;
}

export interface CheckoutDeps {
  api: {
    shippingFees: OrderClient["delivery"]["shippingFees"];
    discount: OrderClient["order"]["discount"];
  };
  storage: KeyValueStorage | null;
}

const productsOf = (lines: readonly CheckoutLine[]) =>
  lines.map((l) => ({ id: l.declinationId, quantity: l.quantity }));

export function createCheckoutStore({ api, storage }: CheckoutDeps): StoreApi<CheckoutStore> {
  const store = createStore<CheckoutStore>()((set, get) => {
    /** What a new address or mode makes stale: prices, the carrier and the relay point. */
    const forgetShipping: Partial<CheckoutStore> = {
      carrier: null,
      shippingPrices: [],
      accessPointAddress: null,
      shippingFor: null,
      shipping: null,
      shippingProblem: null,
    };

    return {
      ...emptyCheckoutState(),
      status: "idle",
      calculating: false,
      shippingFor: null,
      shipping: null,
      shippingProblem: null,
      discounting: false,

      load() {
        if (get().status !== "idle") return;
        set({ ...readCheckoutState(storage), status: "ready" });
      },

      setDeliveryType(deliveryType) {
        if (deliveryType === "clickAndCollect") {
          // spec §4: click-and-collect clears carrier, city, shipping prices and access point
          set({ deliveryType, city: null, ...forgetShipping });
        } else {
          set({ deliveryType });
        }
      },

      setCountry(country) {
        if (country?.id === get().country?.id) return;
        set({ country, city: null, ...forgetShipping });
      },

      setCity(city) {
        const current = get().city;
        if (city?.postalCode === current?.postalCode && city?.name === current?.name) return;
        set({ city, ...forgetShipping });
      },

      chooseCarrier(carrier) {
        // a home carrier leaves no relay point behind
        set(carrier?.deliveryType === "DELIVERY" ? { carrier, accessPointAddress: null } : { carrier });
      },

      chooseAccessPoint(accessPointAddress, carrier) {
        set({ accessPointAddress, carrier });
      },

      setClickAndCollect(choice) {
        set({ clickAndCollect: { ...get().clickAndCollect, ...choice } });
      },

      setShippingAddress(shippingAddress) {
        set({ shippingAddress });
      },
      setBillingAddress(billingAddress) {
        set({ billingAddress });
      },
      setPhone(phone) {
        set({ phone });
      },
      setMessage(message) {
        set({ message });
      },

      async calculateShipping(lines) {
        // spec §4: a shipping calculation is skipped while another is running
        if (get().calculating) return "skipped";
        const request = shippingRequestOf(get(), lines);
        if (!request) return "incomplete";
        const key = shippingKeyOf(request);
        set({ calculating: true });
        try {
          const { carriers, ...shipping } = await api.shippingFees(request);
          // spec §4: on success the chosen carrier is cleared and the returned prices stored
          set({
            calculating: false,
            carrier: null,
            shippingPrices: carriers,
            shipping,
            shippingFor: key,
            shippingProblem: null,
          });
          return "done";
        } catch (error) {
          set({
            calculating: false,
            carrier: null,
            shippingPrices: [],
            shipping: null,
            shippingFor: key,
            shippingProblem: {
              message: error instanceof Error ? error.message : String(error),
              status: error instanceof ApiCallError ? error.status : 0,
            },
          });
          return "failed";
        }
      },

      async applyDiscount(code, lines) {
        set({ discounting: true });
        try {
          const discount = await api.discount(code.trim(), productsOf(lines));
          // a code may make shipping free: the prices are asked again (shippingFor no longer matches)
          set({ discount, discounting: false });
          return discount;
        } catch (error) {
          set({ discounting: false });
          throw error;
        }
      },

      removeDiscount() {
        set({ discount: null });
      },

      orderPlaced() {
        set({
          ...forgetShipping,
          city: get().city,
          clickAndCollect: { date: null, idAddress: null, idSchedule: null },
          message: "",
          discount: null,
        });
      },
    };
  });

  // spec §4: the state is mirrored in local storage (once restored: never overwrite it with defaults)
  store.subscribe((state, previous) => {
    if (state.status !== "ready") return;
    if (previous.status === "ready" && stateKeys.every((key) => state[key] === previous[key])) return;
    writeStored(storage, CHECKOUT_KEY, checkoutStateOf(state));
  });
  return store;
}

// ---- the order -------------------------------------------------------------------------------

/** What stands between the checkout and the payment page: a field and a catalogue key. */
export interface CheckoutProblem {
  field: string;
  key:
    | "checkout.chooseDelivery"
    | "checkout.chooseCarrier"
    | "checkout.chooseAccessPoint"
    | "checkout.chooseCity"
    | "checkout.choosePickupPlace"
    | "checkout.choosePickupDate"
    | "checkout.choosePickupSlot"
    | "validation.required"
    | (string & {});
}

const addressProblemsOf = (prefix: string, address: StoredAddress | null): CheckoutProblem[] => {
  const parsed = orderAddressSchema.safeParse(address ?? {});
  if (parsed.success) return [];
  const seen = new Set<string>();
  const problems: CheckoutProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = `${prefix}.${String(issue.path[0])}`;
    if (seen.has(field)) continue;
    seen.add(field);
    // a missing field is "required"; the schema's own keys say what is wrong with a typed one
    problems.push({ field, key: issue.code === "invalid_type" ? "validation.required" : issue.message });
  }
  return problems;
};

/**
 * What the checkout still misses, in the order of the screen: the delivery choice (carrier,
 * relay point or pick-up place, date and slot), the shipping address (home delivery), the
 * billing address. The server checks all of it again.
 */
export function checkoutProblemsOf(
  state: CheckoutState,
  options: { homeDelivery: boolean },
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const kind = deliveryKindOf(state);
  if (kind === "CLICK_AND_COLLECT") {
    const { idAddress, date, idSchedule } = state.clickAndCollect;
    if (idAddress === null) problems.push({ field: "pickup.place", key: "checkout.choosePickupPlace" });
    else if (!date) problems.push({ field: "pickup.date", key: "checkout.choosePickupDate" });
    else if (idSchedule === null) problems.push({ field: "pickup.slot", key: "checkout.choosePickupSlot" });
  } else if (kind !== "NO_DELIVERY") {
    if (!state.country || !state.city) problems.push({ field: "delivery.city", key: "checkout.chooseCity" });
    else if (options.homeDelivery) {
      if (state.carrier?.deliveryType !== "DELIVERY")
        problems.push({ field: "delivery.carrier", key: "checkout.chooseCarrier" });
    } else if (!state.accessPointAddress || state.carrier?.deliveryType !== "PICKUP") {
      problems.push({ field: "delivery.accessPoint", key: "checkout.chooseAccessPoint" });
    }
  }
  const home = kind === "DELIVERY" || (kind === "PICKUP" && options.homeDelivery);
  if (home) {
    // postal code, city and country come from the delivery place chosen above
    problems.push(
      ...addressProblemsOf("shippingAddress", {
        ...state.shippingAddress,
        postalCode: state.city?.postalCode ?? "00",
        city: state.city?.name ?? "-",
        country: state.country?.alphaTwo ?? "FR",
      }),
    );
  }
  if (!home || state.billingAddress !== null) {
    problems.push(...addressProblemsOf("billingAddress", state.billingAddress));
  }
  return problems;
}

/** The shipping address of a home delivery: the typed lines and the chosen place. */
export function shippingAddressOf(state: CheckoutState): StoredAddress {
  return {
    ...state.shippingAddress,
    ...(state.city ? { postalCode: state.city.postalCode, city: state.city.name } : {}),
    ...(state.country ? { country: state.country.alphaTwo } : {}),
  };
}

export interface OrderInput {
  cartId: string | null;
  lines: readonly CheckoutLine[];
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  birthdate?: string;
}

/**
 * POST /order's body from the state (spec §7): ids and quantities, the delivery choice, the
 * addresses and the code. Nothing about money: the server prices everything.
 */
export function orderBodyOf(state: CheckoutState, input: OrderInput): OrderBody {
  const kind = deliveryKindOf(state);
  const shipped = kind === "DELIVERY" || kind === "PICKUP";
  const shippingAddress = kind === "DELIVERY" ? shippingAddressOf(state) : undefined;
  const billingAddress = state.billingAddress ?? shippingAddress ?? {};
  const { carrier } = state;
  const collect = state.clickAndCollect;
  return {
    ...(input.cartId ? { cartId: input.cartId } : {}),
    products: productsOf(input.lines),
    ...(state.phone.trim() ? { phone: state.phone.trim() } : {}),
    ...(shippingAddress ? { shippingAddress: shippingAddress as OrderBody["billingAddress"] } : {}),
    billingAddress: billingAddress as OrderBody["billingAddress"],
    ...(state.discount ? { discountCode: state.discount.code } : {}),
    ...(state.message.trim() ? { message: state.message.trim() } : {}),
    ...(kind === "CLICK_AND_COLLECT"
      ? {
          ...(collect.idAddress !== null ? { idAddress: collect.idAddress } : {}),
          ...(collect.date ? { dateSchedule: collect.date } : {}),
          ...(collect.idSchedule !== null ? { idSchedule: collect.idSchedule } : {}),
        }
      : {}),
    delivery: {
      type: kind,
      ...(shipped && carrier
        ? { idCarrier: carrier.id, serviceName: carrier.name, code: carrier.serviceCode }
        : {}),
      ...(kind === "PICKUP" && state.accessPointAddress
        ? { accessPoint: { id: state.accessPointAddress.id } }
        : {}),
    },
    ...(shipped && state.city ? { deliveryPostalCode: state.city.postalCode } : {}),
    ...(shipped && state.country ? { deliveryIdCountry: state.country.id } : {}),
    paymentMethod: input.paymentMethod,
    acceptTerms: input.acceptTerms as true,
    ...(input.birthdate ? { birthdate: input.birthdate } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The page's store: in the browser one per site for the life of the page; on the server a fresh
// empty one per call, so that nobody's checkout leaks into another visitor's page.

const browserStores = new Map<number, StoreApi<CheckoutStore>>();

export function checkoutStoreFor(idSite: number, lang?: string): StoreApi<CheckoutStore> {
  const make = (storage: KeyValueStorage | null, origin?: string) => {
    const client = createOrderClient({ idSite, lang, origin });
    return createCheckoutStore({
      api: { shippingFees: client.delivery.shippingFees, discount: client.order.discount },
      storage,
    });
  };
  if (typeof window === "undefined") return make(null);
  let store = browserStores.get(idSite);
  if (!store) {
    store = make(browserStorage("local"), window.location.origin);
    browserStores.set(idSite, store);
  }
  return store;
}
