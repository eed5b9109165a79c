// The ordering and delivery calls of spec §7 and the client-side order state of spec §3/§4
// (docs/decisions/070-checkout-and-orders.md). Money is integer cents and always the server's:
// whatever a client sends about a price is ignored.
import { z } from "zod";
import { birthdateSchema, nameSchema, phoneInputSchema } from "./account";
import { capacityUnitSchema, cartIdSchema, discountDetailTypeSchema, discountTypeSchema } from "./shop";

const cents = z.number().int();
const id = z.number().int().positive().max(2_147_483_647);

/** Where a parcel goes, for the rate grids: mainland France, Corsica, the EU, the rest of the world. */
export const shippingZones = ["FR", "CORSICA", "EU", "WORLD"] as const;
export const shippingZoneSchema = z.enum(shippingZones);
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** spec §3 carrier: DELIVERY carriers bring the parcel home, PICKUP ones to a relay point. */
export const carrierDeliveryTypes = ["DELIVERY", "PICKUP"] as const;
export const carrierDeliveryTypeSchema = z.enum(carrierDeliveryTypes);

/** A country as the calls accept it: ISO alpha-2 ("FR") or the ISO numeric id of GET /countries (250). */
export const countryInputSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase()),
  z.number().int().min(1).max(999),
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number),
]);

export const postalCodeSchema = z
  .string()
  .trim()
  .min(2, { error: "order.postalCodeInvalid" })
  .max(12, { error: "order.postalCodeInvalid" })
  .regex(/^[A-Za-z0-9 -]+$/, { error: "order.postalCodeInvalid" });

/** spec §3 carrier {id, name, serviceCode, price, fdp, deliveryType, siteType}. */
export const carrierSchema = z.object({
  id: z.number(),
  name: z.string(),
  serviceCode: z.string(),
  /** What the buyer pays for shipping: 0 when free shipping applies. */
  price: cents,
  /** The fee of the carrier's rate grid ("frais de port"), before free shipping. */
  fdp: cents,
  deliveryType: carrierDeliveryTypeSchema,
  /** The carrier's provider: "BUILTIN" for the rate grids kept here. */
  siteType: z.string(),
  /** Working days announced for delivery, for display. */
  delayDays: z.number().int().nullable(),
});
export type Carrier = z.infer<typeof carrierSchema>;

export const orderProductInputSchema = z.object({
  /** The product's id. */
  idProduct: id,
  /** The declination (vintage and size); its product's first one when omitted. */
  idDeclination: id.optional(),
  quantity: z.number().int().min(1).max(1000),
});

/** POST /calculate/shipping-fees. */
export const shippingFeesBodySchema = z.object({
  products: z.array(orderProductInputSchema).max(200),
  postalCode: postalCodeSchema,
  country: countryInputSchema,
  /** A discount code whose detailType is SHIPPING_FEES makes every carrier free. */
  discountCode: z.string().trim().max(40).optional(),
});
export type ShippingFeesBody = z.input<typeof shippingFeesBodySchema>;

export const shippingFeesSchema = z.object({
  carriers: z.array(carrierSchema),
  zone: shippingZoneSchema,
  /** Bottles counted with the half-bottle rule of spec §5. */
  bottles: z.number().int(),
  /** Free shipping reached (threshold or code). */
  freeShipping: z.boolean(),
  /** SHIPPING_MESSAGE, when set. */
  message: z.string().nullable(),
});
export type ShippingFees = z.infer<typeof shippingFeesSchema>;

/** spec §3 access point {id, name, addLine1, zipCode, city, country, position, icon}. */
export const accessPointSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  addLine1: z.string().min(1).max(200),
  zipCode: z.string().min(1).max(12),
  city: z.string().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/),
  position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  icon: z.string().max(200),
  /** The carrier whose network the point belongs to. */
  idCarrier: z.number(),
  /** Opening hours as the network gives them, for display. */
  openingHours: z.string().max(300).nullable(),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;

/** POST /relay/access-points: the address to search around. */
export const accessPointsBodySchema = z.object({
  postalCode: postalCodeSchema,
  city: z.string().trim().max(100).optional(),
  country: countryInputSchema,
  idCarrier: id.optional(),
});
export const accessPointListSchema = z.object({ accessPoints: z.array(accessPointSchema) });

/** A pick-up slot of a click-and-collect address on a weekday (1 Monday … 7 Sunday), "HH:MM". */
export const pickupScheduleSchema = z.object({
  id: z.number(),
  weekday: z.number().int().min(1).max(7),
  opensAt: z.string().regex(/^\d{2}:\d{2}$/),
  closesAt: z.string().regex(/^\d{2}:\d{2}$/),
  /** The dates ahead on which the slot has taken as many orders as it may (issue 13 §2). */
  fullDates: z.array(z.string()).default([]),
});
export type PickupSchedule = z.infer<typeof pickupScheduleSchema>;

/** GET /click-and-collect: the company's pick-up addresses, their slots and their calendar. */
export const clickAndCollectSchema = z.object({
  /** CLICK_AND_COLLECT_HOURS: hours of preparation before the first slot that may be chosen. */
  preparationHours: z.number().int(),
  addresses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      address: z.string(),
      addressPart2: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      phone: z.string().nullable(),
      /** For GET /calendar/{id}/date/allowed/{month}/{year}; null: every date with a slot. */
      idCalendar: z.number().nullable(),
      schedules: z.array(pickupScheduleSchema),
    }),
  ),
});
export type ClickAndCollect = z.infer<typeof clickAndCollectSchema>;

/** spec §3 shipping and billing addresses. */
export const orderAddressSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  company: z.string().trim().max(150).optional(),
  address: z.string().trim().min(1, { error: "validation.required" }).max(200),
  addressPart2: z.string().trim().max(200).optional(),
  postalCode: postalCodeSchema,
  city: z.string().trim().min(1, { error: "validation.required" }).max(100),
  /** ISO alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "order.countryInvalid" })
    .transform((v) => v.toUpperCase()),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The order delivery kind of spec §4, derived on the client and checked by the server. */
export const orderDeliveryKinds = ["DELIVERY", "PICKUP", "CLICK_AND_COLLECT", "NO_DELIVERY"] as const;
export const orderDeliveryKindSchema = z.enum(orderDeliveryKinds);
export type OrderDeliveryKind = z.infer<typeof orderDeliveryKindSchema>;

export const paymentMethods = ["CARD", "BANK_TRANSFER", "CHECK", "ON_PICKUP"] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /order/validate (products: id, quantity): `id` is the declination's. */
export const orderValidateBodySchema = z.object({
  products: z.array(z.object({ id, quantity: z.number().int().min(-1_000_000).max(1_000_000) })).max(200),
});

/** A line as the server prices it. */
export const orderLineSchema = z.object({
  productId: z.number(),
  declinationId: z.number(),
  name: z.string(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: capacityUnitSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: cents,
  total: cents,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** POST /order/validate's answer: every line priced, or what prevents ordering per declination. */
export const orderValidationSchema = z.object({
  valid: z.boolean(),
  lines: z.array(orderLineSchema),
  subtotal: cents,
  /** declination id → messages ('Only N items remaining in stock'…). */
  errors: z.record(z.string(), z.array(z.string())),
});
export type OrderValidation = z.infer<typeof orderValidationSchema>;

/** POST /order/discount: a code tried on products. */
export const orderDiscountBodySchema = z.object({
  code: z.string().trim().min(1, { error: "validation.required" }).max(40),
  products: z.array(z.object({ id, quantity: z.number().int().min(1).max(1000) })).max(200),
});

/** spec §3 discount {value, total, subtotal, shippingFees} with the code's terms. */
export const orderDiscountSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  amount: z.number().int(),
  detailType: discountDetailTypeSchema,
  value: cents,
  subtotal: cents,
  total: cents,
  shippingFees: z.boolean(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

const optionalText = (max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(max).optional());

/** POST /order (spec §7). Prices and fees sent by a client are read as nothing. */
export const orderBodySchema = z.object({
  /** The cart being ordered: emptied once the order exists. */
  cartId: cartIdSchema.optional(),
  products: z
    .array(z.object({ id, quantity: z.number().int().min(1).max(1000) }))
    .min(1, { error: "cart.empty" })
    .max(200),
  phone: z.preprocess((v) => (v === "" || v === null ? undefined : v), phoneInputSchema.optional()),
  shippingAddress: orderAddressSchema.optional(),
  billingAddress: orderAddressSchema,
  discountCode: optionalText(40),
  message: optionalText(2000),
  /** Click-and-collect: the pick-up address, date (YYYY-MM-DD) and slot. */
  idAddress: id.optional(),
  dateSchedule: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "order.dateInvalid" })
    .optional(),
  idSchedule: id.optional(),
  delivery: z.object({
    type: orderDeliveryKindSchema,
    idCarrier: id.optional(),
    serviceName: optionalText(100),
    code: optionalText(100),
    /** Ignored: the server computes the fee. */
    price: z.unknown().optional(),
    accessPoint: accessPointSchema.pick({ id: true }).optional(),
  }),
  deliveryPostalCode: postalCodeSchema.optional(),
  deliveryIdCountry: countryInputSchema.optional(),
  paymentMethod: paymentMethodSchema,
  /** The sale terms, accepted on the payment page. */
  acceptTerms: z.literal(true, { error: "order.termsRequired" }),
  /** Proof of majority, where the site blocks minors and the account has no birthdate. */
  birthdate: birthdateSchema.optional(),
  /** The buyer's intra-community VAT number, for a B2B invoice. */
  vatNumber: optionalText(20),
});
export type OrderBody = z.input<typeof orderBodySchema>;

/** DESIGN.md §4 statuses. */
/** Where an order line took its bottles from: its declination's stock or its product's. */
export const stockSources = ["DECLINATION", "PRODUCT"] as const;

export const orderStatuses = [
  "PENDING_PAYMENT",
  "PAID",
  "PREPARING",
  "SHIPPED",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "CANCELLED",
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** POST /order's answer (DESIGN.md §4). */
export const orderCreatedSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: orderStatusSchema,
  total: cents,
  /** Where to pay by card; absent for the other methods. */
  paymentUrl: z.string().optional(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  /** The buyer, as they ordered. */
  email: z.string(),
  buyerName: z.string(),
  status: orderStatusSchema,
  deliveryKind: orderDeliveryKindSchema,
  paymentMethod: paymentMethodSchema,
  total: cents,
  itemCount: z.number().int(),
  createdAt: z.string(),
  /** The buyer withdrew from it (issue 15 §5): the owner's desk shows it. */
  withdrawalRequested: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Bank details shown for a bank transfer. */
export const bankDetailsSchema = z.object({ holder: z.string(), iban: z.string(), bic: z.string() });

/** GET /order/{id}. */
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  subtotal: cents,
  discount: orderDiscountSchema.nullable(),
  shippingFees: cents,
  carrier: z.object({ id: z.number(), name: z.string(), serviceCode: z.string() }).nullable(),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema,
  accessPoint: accessPointSchema.nullable(),
  clickAndCollect: z
    .object({
      idAddress: z.number(),
      name: z.string(),
      date: z.string(),
      opensAt: z.string(),
      closesAt: z.string(),
    })
    .nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** INTRACO_VAT of the seller, printed on B2B invoices. */
  sellerVatNumber: z.string().nullable(),
  /** For BANK_TRANSFER: where to send the money, the reference as label. */
  bankDetails: bankDetailsSchema.nullable(),
  /** When it reached the buyer (DELIVERED). */
  deliveredAt: z.string().nullable(),
  /** The buyer's withdrawal (consumer code L221-18), once sent. */
  withdrawal: z.object({ requestedAt: z.string(), message: z.string().nullable() }).nullable(),
  /** The last day ("YYYY-MM-DD") the buyer may withdraw; null before delivery (open until then). */
  withdrawalLastDay: z.string().nullable(),
  /** Whether the buyer may withdraw now (src/runtime/shop/withdrawal.ts). */
  canWithdraw: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /order/{id}/withdrawal: the buyer's withdrawal, with an optional word for the seller. */
export const withdrawalBodySchema = z.object({
  message: z.string().trim().max(2000, { error: "order.withdrawalMessageTooLong" }).optional(),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

/** GET /payment/methods: the methods each delivery kind may use on the site. */
export const paymentMethodsSchema = z.object({
  methods: z.record(orderDeliveryKindSchema, z.array(paymentMethodSchema)),
});

/** GET /payment/card/public-key: the card provider's public configuration. */
export const cardPaymentConfigSchema = z.object({
  provider: z.literal("stripe"),
  publishableKey: z.string(),
});

/** PUT /admin/payment/card: the site's own Stripe keys (SUPER_ADMIN). */
export const cardAccountBodySchema = z.object({
  publishableKey: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9]{6,200}$/, { error: "order.cardKeyInvalid" }),
  secretKey: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{6,200}$/, { error: "order.cardKeyInvalid" }),
  webhookSecret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]{6,200}$/, { error: "order.cardKeyInvalid" }),
});

/** Its answer: what the owner needs to finish the set-up on Stripe's side; never the secrets. */
export const cardAccountSchema = z.object({
  provider: z.literal("stripe"),
  publishableKey: z.string(),
  /** The webhook endpoint to declare on Stripe (event checkout.session.completed). */
  webhookUrl: z.string(),
});

// ---- The owner's order desk (issue 13 §5) -----------------------------------------------------

export const adminOrderSorts = ["createdAt", "total", "reference"] as const;
export const ADMIN_ORDER_PAGE_SIZES = [25, 50, 100] as const;

const isoDay = z.iso.date({ error: "order.dateInvalid" });

/** What the desk's list and its exports keep: searched, filtered, on the server. */
export const adminOrderFilterSchema = z.object({
  /** A reference, a buyer's name or e-mail (part of it). */
  search: z.string().trim().max(100).optional(),
  status: orderStatusSchema.optional(),
  deliveryKind: orderDeliveryKindSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** Ordered on or after this day (Paris time). */
  from: isoDay.optional(),
  /** Ordered on or before this day (Paris time). */
  to: isoDay.optional(),
});
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

/** GET /admin/order: the filters, a sort and a page. */
export const adminOrderQuerySchema = adminOrderFilterSchema.extend({
  sort: z.enum(adminOrderSorts).default("createdAt"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminOrderListSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** A step of an order's life: placed, paid by card, moved by an admin (the audit log). */
export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  /** The status reached; null for the order's creation. */
  status: orderStatusSchema.nullable(),
  /** Who moved it (an admin's e-mail); null: the buyer or the payment provider. */
  by: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** A cancelled paid order's credit note ("avoir"), numbered in its own sequence. */
export const creditNoteSchema = z.object({
  number: z.string(),
  amount: cents,
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const adminOrderDetailSchema = orderDetailSchema.extend({
  /** The statuses the order may move to (src/runtime/shop/order-status.ts). */
  nextStatuses: z.array(orderStatusSchema),
  history: z.array(orderHistoryEntrySchema),
  creditNote: creditNoteSchema.nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** PUT /admin/order/{id}/status. */
export const orderStatusBodySchema = z.object({ status: orderStatusSchema });

/** GET /admin/dashboard: the back-office home's figures (issue 13 §6), days in Paris time. */
export const adminDashboardSchema = z.object({
  today: z.object({ day: z.string(), orders: z.number(), revenue: cents }),
  /** Paid and waiting to be prepared; being prepared. */
  toPrepare: z.object({ paid: z.number(), preparing: z.number() }),
  /** Click-and-collect orders to hand over today. */
  pickupsToday: z.number(),
  /** Sales (orders not cancelled) by day of this month and of the last one. */
  month: z.object({
    current: z.array(cents),
    previous: z.array(cents),
    /** This month to date, and the last one to the same day. */
    currentTotal: cents,
    previousToDate: cents,
  }),
  /** The inbox's unread items of every kind (issue 14 §5), and the latest unread contact messages. */
  unreadMessages: z.number(),
  latestUnread: z.array(
    z.object({ id: z.number(), from: z.string(), subject: z.string().nullable(), receivedAt: z.string() }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** GET /admin/order/pickups.pdf?date=: the day whose pick-ups are listed. */
export const pickupDayQuerySchema = z.object({
  date: z.iso.date({ error: "order.pickupDateRequired" }),
});

/** POST /admin/order/status: several orders moved at once, each on its own. */
export const orderBulkStatusBodySchema = z.object({
  ids: z.array(id).min(1).max(200),
  status: orderStatusSchema,
});
export const orderBulkStatusSchema = z.object({
  moved: z.array(z.object({ id: z.number(), reference: z.string() })),
  refused: z.array(z.object({ id: z.number(), reference: z.string().nullable(), message: z.string() })),
});
export type OrderBulkStatus = z.infer<typeof orderBulkStatusSchema>;

// ---- client-side order state (spec §3, §4), mirrored in local storage ------------------------

export const checkoutStateSchema = z.object({
  deliveryType: z.enum(["delivery", "clickAndCollect", "no_delivery"]),
  clickAndCollect: z.object({
    date: z.string().nullable(),
    idAddress: z.number().nullable(),
    idSchedule: z.number().nullable(),
  }),
  accessPointAddress: accessPointSchema.nullable(),
  city: z.object({ postalCode: z.string(), name: z.string() }).nullable(),
  country: z.object({ id: z.number(), alphaTwo: z.string() }).nullable(),
  carrier: carrierSchema.nullable(),
  shippingPrices: z.array(carrierSchema),
  shippingAddress: orderAddressSchema.partial().nullable(),
  billingAddress: orderAddressSchema.partial().nullable(),
  phone: z.string(),
  message: z.string(),
  discount: orderDiscountSchema.nullable(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;
