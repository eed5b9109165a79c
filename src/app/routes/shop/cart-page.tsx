import { useEffect, useId, useState } from "react";
import { data, Link, type LoaderFunctionArgs, type MetaFunction, useRouteLoaderData } from "react-router";
import type { CartLine } from "../../../../schemas/shop";
import { countBottlesForFreeShipping, freeShippingProgressOf } from "../../../runtime/shop/bottles";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import {
  decreaseQuantity,
  increaseQuantity,
  parseQuantityInput,
  quantityProblemOf,
  quantityStepOf,
} from "../../../runtime/shop/quantity";
import { apiFor } from "../../api.server";
import { NoticeWithLink } from "../../components/shop/notice-link";
import { type ShopText, shopTextOf } from "../../components/shop/shop-text";
import { useCart, useCartStore } from "../../components/shop/use-cart";
import { shellOf } from "../../seo/meta";
import type { Shell } from "../../shell.server";

export async function loader({ context }: LoaderFunctionArgs) {
  // the cart lives in the visitor's browser (spec §4); the server only says whether there is a shop
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  const t = shopTextOf(shell);
  return [
    { title: `${t("cart.title")} — ${shell?.site.name ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
};

const ruleOf = (line: CartLine) => ({
  sellByMultipleOf: line.sellByMultipleOf,
  declinationMultipleOf: line.declinationSellByMultipleOf,
  isWine: line.type === "WINE",
  stock: line.stock,
});

/** One line: quantity under the rules of spec §5 (checked here, enforced by the server), removal. */
function Line({ line, t }: { line: CartLine; t: ShopText }) {
  const id = useId();
  const store = useCartStore();
  const pending = useCart((s) => s.pending);
  const step = quantityStepOf(ruleOf(line));
  const [value, setValue] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setValue(String(line.quantity)), [line.quantity]);

  const update = async (quantity: number) => {
    setValue(String(quantity));
    const found = quantityProblemOf(quantity, ruleOf(line));
    if (found) {
      setProblem(t(found.key, found.params));
      return;
    }
    setProblem(null);
    if (quantity === line.quantity) return;
    if (!(await store.getState().setQuantity(line.id, quantity))) {
      setProblem(store.getState().error?.message ?? null);
      setValue(String(line.quantity));
    }
  };
  const details = [line.appellation, line.year, formatCapacity(line.capacity, line.capacityUnit)].filter(
    Boolean,
  );
  const problemId = `${id}-problem`;
  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)] gap-4 border-b border-[rgb(var(--vs-font-color-rgb)/0.12)] py-4 xs:grid-cols-[5rem_minmax(0,1fr)_auto]">
      <div
        className="overflow-hidden rounded bg-[rgb(var(--vs-font-color-rgb)/0.04)]"
        style={{ aspectRatio: "3/4" }}
      >
        {line.image ? (
          <img src={line.image} alt="" width={75} height={100} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="font-title text-lg font-semibold leading-snug break-words">
          <Link to={`/shop/${line.slug}?d=${line.declinationId}`} className="hover:underline">
            {line.name}
          </Link>
        </h2>
        {details.length ? <p className="text-sm opacity-90">{details.join(" · ")}</p> : null}
        <p className="text-sm">
          {t("cart.unitPrice")} : {formatPrice(line.unitPrice)}
          {line.unitPrice < line.basePrice ? (
            <s className="ml-2 opacity-70">{formatPrice(line.basePrice)}</s>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t("cart.quantityOf", { name: line.name })}
          </label>
          <div className="flex items-stretch">
            <button
              type="button"
              disabled={pending}
              className="rounded-l border border-[rgb(var(--vs-font-color-rgb)/0.35)] px-3 disabled:opacity-50"
              aria-label={`${t("shop.decrease", { step })} — ${line.name}`}
              onClick={() => update(decreaseQuantity(parseQuantityInput(value, step), step))}
            >
              <i className="fa-solid fa-minus" aria-hidden="true" />
            </button>
            <input
              id={`${id}-q`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onBlur={() => update(parseQuantityInput(value, step))}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void update(parseQuantityInput(value, step));
                }
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              className="w-16 border-y border-[rgb(var(--vs-font-color-rgb)/0.35)] bg-background px-2 py-1.5 text-center"
            />
            <button
              type="button"
              disabled={pending}
              className="rounded-r border border-[rgb(var(--vs-font-color-rgb)/0.35)] px-3 disabled:opacity-50"
              aria-label={`${t("shop.increase", { step })} — ${line.name}`}
              onClick={() => update(increaseQuantity(parseQuantityInput(value, step), step, line.stock))}
            >
              <i className="fa-solid fa-plus" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            disabled={pending}
            onClick={() => store.getState().remove(line.id)}
            aria-label={t("cart.remove", { name: line.name })}
            className="inline-flex items-center gap-1 text-sm underline underline-offset-4 disabled:opacity-50"
          >
            <i className="fa-solid fa-trash-can" aria-hidden="true" />
            {t("cart.removeShort")}
          </button>
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-semibold text-primary">
            {problem}
          </p>
        ) : null}
      </div>
      <p className="col-start-2 font-semibold xs:col-start-3 xs:text-right">
        <span className="sr-only">{t("cart.lineTotal")} : </span>
        {formatPrice(line.total)}
      </p>
    </li>
  );
}

function DiscountCode({ code, t }: { code: string | null; t: ShopText }) {
  const store = useCartStore();
  const pending = useCart((s) => s.pending);
  const [value, setValue] = useState(code ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const apply = async (next: string) => {
    const done = await store.getState().applyDiscountCode(next);
    const error = store.getState().error;
    setProblem(done ? null : (error?.fields.discountCode?.[0] ?? error?.message ?? null));
    if (done) setValue(next.trim().toUpperCase());
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void apply(value);
      }}
    >
      <label htmlFor="cart-code" className="text-sm font-semibold">
        {t("cart.discountCode")}
      </label>
      <div className="flex gap-2">
        <input
          id="cart-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={40}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "cart-code-problem" : undefined}
          className="min-w-0 flex-1 rounded border border-[rgb(var(--vs-font-color-rgb)/0.35)] bg-background px-3 py-2 uppercase"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded border border-primary px-4 py-2 font-semibold text-primary disabled:opacity-50"
        >
          {t("cart.applyCode")}
        </button>
      </div>
      {code ? (
        <button type="button" className="self-start text-sm underline" onClick={() => apply("")}>
          {t("cart.removeCode")}
        </button>
      ) : null}
      {problem ? (
        <p id="cart-code-problem" role="alert" className="text-sm font-semibold text-primary">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** spec §2 cart: lines, quantities, removal, discount code, subtotal, free-shipping progress. */
export default function CartPage() {
  const shell = useRouteLoaderData<Shell>("root");
  const cart = useCart((s) => s.cart);
  const status = useCart((s) => s.status);
  const t = shopTextOf(shell);
  const display = shell?.shop;
  const lines = cart?.products ?? [];
  // spec §5: bottles counted with the half-bottle rule, rounded down (the server counts the same)
  const progress = freeShippingProgressOf(
    countBottlesForFreeShipping(lines),
    display?.freeShippingBottles ?? null,
  );
  const freeByCode = cart?.discount?.shippingFees ? cart.discount.code : null;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold">{t("cart.title")}</h1>
      {status !== "ready" ? (
        <p className="mt-8" role="status">
          {t("cart.loading")}
        </p>
      ) : lines.length === 0 ? (
        <NoticeWithLink text={t("cart.empty")} to="/shop" label={t("cart.continue")} />
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-10 desktop:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label={t("cart.lines")}>
            <ul>
              {lines.map((line) => (
                <Line key={line.id} line={line} t={t} />
              ))}
            </ul>
            <p className="mt-6">
              <Link to="/shop" className="underline underline-offset-4">
                {t("cart.continue")}
              </Link>
            </p>
          </section>
          <aside
            aria-label={t("cart.summary")}
            className="flex flex-col gap-6 self-start rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.15)] p-5"
          >
            {progress ? (
              <div>
                <p className="text-sm font-semibold">
                  {progress.reached || freeByCode
                    ? t("cart.freeShippingReached")
                    : t("cart.freeShippingMissing", { missing: progress.missing })}
                </p>
                <div
                  role="progressbar"
                  aria-label={t("cart.freeShippingProgress")}
                  aria-valuemin={0}
                  aria-valuemax={progress.threshold}
                  aria-valuenow={Math.min(progress.bottles, progress.threshold)}
                  aria-valuetext={t("cart.bottles", {
                    bottles: progress.bottles,
                    threshold: progress.threshold,
                  })}
                  className="mt-2 h-2.5 overflow-hidden rounded-full bg-[rgb(var(--vs-font-color-rgb)/0.12)]"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${progress.percent}%` }} />
                </div>
                <p className="mt-1 text-xs">
                  {t("cart.bottles", { bottles: progress.bottles, threshold: progress.threshold })}
                </p>
              </div>
            ) : null}
            <DiscountCode code={cart?.discountCode ?? null} t={t} />
            <dl className="flex flex-col gap-2 border-t border-[rgb(var(--vs-font-color-rgb)/0.15)] pt-4">
              <div className="flex justify-between">
                <dt>{t("cart.subtotal")}</dt>
                <dd>{formatPrice(cart?.subtotal ?? 0)}</dd>
              </div>
              {cart?.discount && cart.discount.value > 0 ? (
                <div className="flex justify-between">
                  <dt>{t("cart.discount", { code: cart.discount.code })}</dt>
                  <dd>-{formatPrice(cart.discount.value)}</dd>
                </div>
              ) : null}
              {freeByCode ? (
                <p className="text-sm">{t("cart.freeShippingCode", { code: freeByCode })}</p>
              ) : null}
              <div className="flex justify-between text-lg font-semibold">
                <dt>{t("cart.total")}</dt>
                <dd>{formatPrice(cart?.total ?? 0)}</dd>
              </div>
            </dl>
            <Link
              to="/checkout"
              className="rounded bg-primary px-5 py-3 text-center font-semibold text-on-primary hover:opacity-90"
            >
              {t("cart.checkout")}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
