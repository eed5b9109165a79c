// Issue 15 §6 on the demo domaine (site 2): the owner narrows the selling area country by country;
// the checkout's list and the server's refusal follow, whatever the client sends; a delivery abroad
// asks the buying age of the destination.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDestination, DestinationAnswer } from "../../../../schemas/shipping";
import { BUYER_ADDRESS } from "../../../../tests/fixtures/buyer-address";
import { userWithSession } from "../../../../tests/support/admin-session";
import { apiCaller } from "../../../../tests/support/api-call";
import { type DomaineBasket, domaineBasket } from "../../../../tests/support/domaine-orders";
import {
  changeFeedCaughtUp,
  createTestPlatform,
  setSiteParameter,
} from "../../../../tests/support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2, lang: "fr_FR" });

const setParameter = (type: string, value: boolean) => setSiteParameter(platform, 2, type, value);

async function saveDestinations(token: string, destinations: unknown[]) {
  const since = platform.cache.version(2);
  const saved = await call<AdminDestination[]>("/admin/destination", {
    method: "PUT",
    token,
    json: { destinations },
  });
  if (saved.status === 200) await changeFeedCaughtUp(platform, 2, since);
  return saved;
}

let owner: string;
let basket: DomaineBasket;
beforeAll(async () => {
  owner = (await userWithSession(platform.db, 2, "SUPER_ADMIN")).token;
  basket = await domaineBasket(call);
  // the domaine sells in the EU for these tests
  await setParameter("ONLY_SELL_IN_FRANCE", false);
});

const orderTo = (token: string, address: typeof BUYER_ADDRESS, birthdate?: string) =>
  call("/order", {
    method: "POST",
    token,
    json: {
      products: [{ id: basket.declination, quantity: 6 }],
      billingAddress: BUYER_ADDRESS,
      shippingAddress: address,
      delivery: { type: "DELIVERY", idCarrier: basket.carrier },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
      ...(birthdate ? { birthdate } : {}),
    },
  });

const BELGIUM = {
  ...BUYER_ADDRESS,
  address: "12 rue Neuve",
  postalCode: "1000",
  city: "Bruxelles",
  country: "BE",
};
const SWEDEN = {
  ...BUYER_ADDRESS,
  address: "Drottninggatan 1",
  postalCode: "11151",
  city: "Stockholm",
  country: "SE",
};

describe("destinations (issue 15 §6)", () => {
  it("lists the area's countries for the owner, and only admins may read or change them", async () => {
    const list = await call<AdminDestination[]>("/admin/destination", { token: owner });
    expect(list.status).toBe(200);
    const codes = list.data.map((d) => d.alphaTwo);
    expect(codes.slice(0, 2)).toEqual(["FR", "MC"]);
    expect(codes).toContain("BE");
    expect(codes).not.toContain("US"); // not worldwide
    expect(list.data.find((d) => d.alphaTwo === "SE")).toMatchObject({ minimumAge: 20, sold: true });
    const customer = (await userWithSession(platform.db, 2, "CUSTOMER")).token;
    expect((await call("/admin/destination", { token: customer })).status).toBe(403);
    expect((await saveDestinations(customer, [{ alphaTwo: "BE", sold: false }])).status).toBe(403);
    const outside = await saveDestinations(owner, [{ alphaTwo: "US", sold: false }]);
    expect(outside.status).toBe(422);
    expect(outside.body.message).toContain("US");
    expect((await saveDestinations(owner, [{ alphaTwo: "B1", sold: false }])).status).toBe(422);
  });

  it("refuses an order to a country the owner stopped selling to, whatever the client sends", async () => {
    const buyer = (await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-05-01" })).token;
    const before = await call<DestinationAnswer[]>("/destination");
    expect(before.data.map((d) => d.alphaTwo)).toContain("BE");
    const saved = await saveDestinations(owner, [{ alphaTwo: "BE", sold: false, exciseIncluded: false }]);
    expect(saved.status).toBe(200);
    expect(saved.data.find((d) => d.alphaTwo === "BE")?.sold).toBe(false);
    try {
      const after = await call<DestinationAnswer[]>("/destination");
      expect(after.data.map((d) => d.alphaTwo)).not.toContain("BE");
      const fees = await call("/calculate/shipping-fees", {
        method: "POST",
        json: {
          products: [{ idProduct: basket.product.id, idDeclination: basket.declination, quantity: 6 }],
          postalCode: "1000",
          country: "BE",
        },
      });
      expect(fees.status).toBe(422);
      const refused = await orderTo(buyer, BELGIUM);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe("Nous ne livrons pas dans ce pays");
      // written in lower case too
      const lower = await orderTo(buyer, { ...BELGIUM, country: "be" });
      expect(lower.status).toBe(422);
    } finally {
      await saveDestinations(owner, [{ alphaTwo: "BE", sold: true }]);
    }
    expect((await call<DestinationAnswer[]>("/destination")).data.map((d) => d.alphaTwo)).toContain("BE");
  });

  it("says whose excise the prices include, as the owner set it", async () => {
    await saveDestinations(owner, [{ alphaTwo: "BE", sold: true, exciseIncluded: true }]);
    try {
      const list = (await call<DestinationAnswer[]>("/destination")).data;
      expect(list.find((d) => d.alphaTwo === "BE")).toMatchObject({ excise: "EU_DUE", exciseIncluded: true });
      expect(list.find((d) => d.alphaTwo === "DE")).toMatchObject({
        excise: "EU_NONE",
        exciseIncluded: false,
      });
    } finally {
      await saveDestinations(owner, [{ alphaTwo: "BE", sold: true, exciseIncluded: false }]);
    }
  });

  it("asks the destination's buying age where the site asks a proof of majority", async () => {
    const was = await setParameter("BLOCK_MINORS_FROM_REGISTERING", true);
    try {
      // 19 years old: of age in France, not in Sweden (20)
      const today = new Date();
      const nineteen = `${today.getUTCFullYear() - 19}-01-01`;
      const buyer = (await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: nineteen })).token;
      const refused = await orderTo(buyer, SWEDEN);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        "Pour une livraison dans ce pays, l’acheteur doit avoir au moins 20 ans",
      );
      expect((refused.body.data as { errors: Record<string, unknown> }).errors).toHaveProperty("birthdate");
    } finally {
      await setSiteParameter(platform, 2, "BLOCK_MINORS_FROM_REGISTERING", was);
    }
  });
});
