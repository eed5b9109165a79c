import { useEffect, useId, useState } from "react";
import type { Declination, ProductDetail } from "../../../../schemas/shop";
import { formatCapacity, millilitresOf } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import {
  decreaseQuantity,
  increaseQuantity,
  parseQuantityInput,
  quantityChoicesOf,
  quantityProblemOf,
  quantityStepOf,
} from "../../../runtime/shop/quantity";
import type { ShopDisplay } from "../../../runtime/shop/shop-display";
import { stockLabelOf } from "../../../runtime/shop/stock";
import { Price } from "./price";
import type { ShopText } from "./shop-text";
import { useLazyCart } from "./use-lazy-cart";

const NO_YEAR = "none";
const yearKey = (d: Declination) => (d.year === null ? NO_YEAR : String(d.year));

/** The vintages on sale, most recent first, "non-vintage" last. */
function yearsOf(declinations: readonly Declination[]): string[] {
  const keys = [...new Set(declinations.map(yearKey))];
  return keys.sort((a, b) => (a === NO_YEAR ? 1 : b === NO_YEAR ? -1 : Number(b) - Number(a)));
}

/**
 * The declination to show first: the one the URL names, else one that can be bought, the 75 cl
 * bottle of the latest vintage first (the size most visitors come for).
 */
export function initialDeclinationOf(product: ProductDetail, wanted: number | null): Declination | null {
  const { declinations } = product;
  const named = declinations.find((d) => d.id === wanted);
  if (named) return named;
  const buyable = declinations.filter((d) => d.stock === null || d.stock > 0);
  const rank = (d: Declination) => [
    millilitresOf(d.capacity, d.capacityUnit) === 750 ? 0 : 1,
    -(d.year ?? 0),
  ];
  const best = [...buyable].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return (ra[0] ?? 0) - (rb[0] ?? 0) || (ra[1] ?? 0) - (rb[1] ?? 0);
  })[0];
  return best ?? declinations[0] ?? null;
}

const inputClass =
  "rounded border border-[rgb(var(--vs-font-color-rgb)/0.35)] bg-background px-3 py-2 text-base";

/** The vintage, when the wine has one or several. */
function VintageSelect({
  id,
  years,
  value,
  t,
  onChange,
}: {
  id: string;
  years: string[];
  value: string;
  t: ShopText;
  onChange: (year: string) => void;
}) {
  if (!(years.length > 1 || (years.length === 1 && years[0] !== NO_YEAR))) return null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t("shop.vintage")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} w-full`}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year === NO_YEAR ? t("shop.noVintage") : year}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sizes of the chosen vintage, as radio buttons with their prices. */
function SizeChoice({
  name,
  sizes,
  chosen,
  hidePrices,
  t,
  onChoose,
}: {
  name: string;
  sizes: Declination[];
  chosen: Declination;
  hidePrices: boolean;
  t: ShopText;
  onChoose: (declination: Declination) => void;
}) {
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{t("shop.capacity")}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((d) => (
          <label
            key={d.id}
            className={`cursor-pointer rounded border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--vs-accent-color)] ${d.stock === 0 ? "opacity-60" : ""}`}
          >
            <input
              type="radio"
              name={name}
              value={d.id}
              checked={d.id === chosen.id}
              onChange={() => onChoose(d)}
              className="sr-only"
            />
            {formatCapacity(d.capacity, d.capacityUnit)}
            {hidePrices ? null : <span className="ml-1 opacity-80">· {formatPrice(d.finalPrice)}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The quantity, typed or stepped by the sales multiple, with the choices the stock allows. */
function QuantityStepper({
  id,
  value,
  step,
  available,
  choices,
  invalid,
  t,
  onValue,
  onBlur,
}: {
  id: string;
  value: string;
  step: number;
  available: number | null;
  choices: number[];
  invalid: boolean;
  t: ShopText;
  onValue: (value: string) => void;
  onBlur: () => void;
}) {
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={`${id}-quantity`} className="mb-1 block text-sm font-semibold">
        {t("shop.quantity")}
      </label>
      <div className="flex items-stretch">
        <button
          type="button"
          className="rounded-l border border-[rgb(var(--vs-font-color-rgb)/0.35)] px-3"
          aria-label={t("shop.decrease", { step })}
          onClick={() => onValue(String(decreaseQuantity(parseQuantityInput(value, step), step)))}
        >
          <i className="fa-solid fa-minus" aria-hidden="true" />
        </button>
        <input
          id={`${id}-quantity`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          list={`${id}-choices`}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${hintId}${invalid ? ` ${problemId}` : ""}`}
          className={`${inputClass} w-20 rounded-none border-x-0 text-center`}
        />
        <datalist id={`${id}-choices`}>
          {choices.map((q) => (
            <option key={q} value={q} />
          ))}
        </datalist>
        <button
          type="button"
          className="rounded-r border border-[rgb(var(--vs-font-color-rgb)/0.35)] px-3"
          aria-label={t("shop.increase", { step })}
          onClick={() => onValue(String(increaseQuantity(parseQuantityInput(value, step), step, available)))}
        >
          <i className="fa-solid fa-plus" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** The vintages of a product, the chosen one, and the sizes of that vintage (smallest first). */
function pickerOf(product: ProductDetail, declination: Declination) {
  const currentYear = yearKey(declination);
  const sizes = product.declinations
    .filter((d) => yearKey(d) === currentYear && d.capacity !== null)
    .sort(
      (a, b) =>
        (millilitresOf(a.capacity, a.capacityUnit) ?? 0) - (millilitresOf(b.capacity, b.capacityUnit) ?? 0),
    );
  return { years: yearsOf(product.declinations), currentYear, sizes };
}

/** In stock or not, and how many are left when few are. */
function StockLine({ stockLabel, t }: { stockLabel: ReturnType<typeof stockLabelOf>; t: ShopText }) {
  return (
    <p
      className={`flex items-center gap-2 text-sm font-semibold ${stockLabel.available ? "" : "text-primary"}`}
    >
      <i
        className={`fa-solid ${stockLabel.available ? "fa-circle-check" : "fa-circle-xmark"}`}
        aria-hidden="true"
      />
      {stockLabel.label}
      {stockLabel.remaining !== null ? (
        <span>· {t("shop.stockLow", { stock: stockLabel.remaining })}</span>
      ) : null}
    </p>
  );
}

/** The multiple's hint, the rule a quantity breaks (an alert) and what was added (a status). */
function BuyMessages({
  id,
  step,
  problem,
  notice,
  t,
}: {
  id: string;
  step: number;
  problem: string | null;
  notice: string | null;
  t: ShopText;
}) {
  return (
    <>
      <p id={`${id}-hint`} className={step > 1 ? "-mt-2 text-sm" : "sr-only"}>
        {t("shop.quantityHint", { step })}
      </p>
      {problem ? (
        <p
          id={`${id}-problem`}
          role="alert"
          className="rounded border-l-4 border-primary bg-[rgb(var(--vs-primary-color-rgb)/0.08)] px-3 py-2 text-sm font-semibold"
        >
          {problem}
        </p>
      ) : null}
      <p role="status" className={notice ? "text-sm font-semibold" : "sr-only"}>
        {notice ? (
          <>
            <i className="fa-solid fa-check mr-1" aria-hidden="true" />
            {notice}
          </>
        ) : null}
      </p>
    </>
  );
}

/**
 * Declination picker (vintage, then size), price, stock label, quantity and add to cart. The
 * quantity is checked in the browser by the same rules the server enforces (spec §5), with the
 * spec's messages; what is already in the cart counts against the stock.
 */
export function BuyBox({
  product,
  display,
  t,
  declination,
  onDeclination,
}: {
  product: ProductDetail;
  display: ShopDisplay;
  t: ShopText;
  declination: Declination | null;
  onDeclination: (declination: Declination) => void;
}) {
  const id = useId();
  const { cart, pending, storeNow } = useLazyCart();
  const isWine = product.type.type === "WINE";
  const step = declination
    ? quantityStepOf({
        sellByMultipleOf: product.sellByMultipleOf,
        declinationMultipleOf: declination.sellByMultipleOf,
        isWine,
      })
    : product.sellByMultipleOf;
  const [value, setValue] = useState(String(step));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // the cart lives in the browser: the button waits for the page to be interactive
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!declination) return null;

  // the stock left for this declination, what the cart already holds deducted
  const inCart = (cart?.products ?? [])
    .filter((l) =>
      display.stock.useProductStock ? l.productId === product.id : l.declinationId === declination.id,
    )
    .reduce((n, l) => n + l.quantity, 0);
  const available = declination.stock === null ? null : Math.max(0, declination.stock - inCart);
  const stockLabel = stockLabelOf(declination.stock, display.stock);
  const choices = quantityChoicesOf(step, available);
  const canBuy = stockLabel.available && choices.length > 0;

  const { years, currentYear, sizes } = pickerOf(product, declination);

  const choose = (next: Declination) => {
    onDeclination(next);
    const nextStep = quantityStepOf({
      sellByMultipleOf: product.sellByMultipleOf,
      declinationMultipleOf: next.sellByMultipleOf,
      isWine,
    });
    setValue(String(nextStep));
    setProblem(null);
    setNotice(null);
  };
  const chooseYear = (key: string) => {
    const sameSize = product.declinations.find(
      (d) =>
        yearKey(d) === key &&
        millilitresOf(d.capacity, d.capacityUnit) ===
          millilitresOf(declination.capacity, declination.capacityUnit),
    );
    const next = sameSize ?? product.declinations.find((d) => yearKey(d) === key);
    if (next) choose(next);
  };

  /** spec §5: a non-numeric quantity resets to the multiple. */
  const normalize = () => {
    const quantity = parseQuantityInput(value, step);
    if (String(quantity) !== value.trim()) setValue(String(quantity));
    return quantity;
  };
  const check = (quantity: number) => {
    const found = quantityProblemOf(quantity, {
      sellByMultipleOf: product.sellByMultipleOf,
      declinationMultipleOf: declination.sellByMultipleOf,
      isWine,
      stock: available,
    });
    setProblem(found ? t(found.key, found.params) : null);
    return found === null;
  };

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const quantity = normalize();
    if (!check(quantity)) return;
    // the cart's code, loaded at the first add of a first visit; a chunk that cannot come reloads
    // the page once (chunk-reload.ts), else the visitor is told
    const store = await storeNow().catch(() => null);
    if (!store) {
      setProblem(t("ui.overlay.failed"));
      return;
    }
    const added = await store.getState().add(declination.id, quantity, product.type.type);
    if (added) {
      setNotice(t("shop.added", { quantity, name: product.name }));
      setValue(String(step));
    } else {
      // the server's rule message (it may know of a stock the page did not)
      setProblem(store.getState().error?.message ?? null);
    }
  };

  return (
    <form onSubmit={add} className="flex flex-col gap-4" aria-label={t("shop.choose")} noValidate>
      <VintageSelect id={`${id}-year`} years={years} value={currentYear} t={t} onChange={chooseYear} />
      <SizeChoice
        name={`${id}-size`}
        sizes={sizes}
        chosen={declination}
        hidePrices={display.hidePrices}
        t={t}
        onChoose={choose}
      />

      {display.hidePrices ? null : (
        <Price
          price={declination.price}
          finalPrice={declination.finalPrice}
          savedPercent={declination.savedPercent}
          hidePercentage={display.hidePercentageDiscount}
          t={t}
          size="lg"
        />
      )}
      {declination.discount?.label && declination.finalPrice < declination.price ? (
        <p className="-mt-3 text-sm">{declination.discount.label}</p>
      ) : null}

      <StockLine stockLabel={stockLabel} t={t} />

      {canBuy ? (
        <div className="flex flex-wrap items-end gap-3">
          <QuantityStepper
            id={id}
            value={value}
            step={step}
            available={available}
            choices={choices}
            invalid={problem !== null}
            t={t}
            onValue={(next) => {
              setValue(next);
              setProblem(null);
            }}
            onBlur={normalize}
          />
          <button
            type="submit"
            disabled={pending || !hydrated}
            className="rounded bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
          >
            <i className="fa-solid fa-cart-plus mr-2" aria-hidden="true" />
            {t("shop.addToCart")}
          </button>
        </div>
      ) : null}
      <BuyMessages id={id} step={step} problem={problem} notice={notice} t={t} />
    </form>
  );
}
