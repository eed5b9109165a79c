import { Link } from "react-router";
import type { CheckoutText } from "./checkout-text";

const steps = [
  { key: "checkout.step.cart", to: "/cart" },
  { key: "checkout.step.delivery", to: "/checkout" },
  { key: "checkout.step.payment", to: "/checkout/payment" },
] as const;

/** Where the buyer is: cart, delivery, payment; the steps done are links back. */
export function CheckoutSteps({ current, t }: { current: 1 | 2; t: CheckoutText }) {
  return (
    <nav aria-label={t("checkout.steps")} className="mt-4">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full border text-xs font-semibold ${index <= current ? "border-primary bg-primary text-on-primary" : "border-current"}`}
            >
              {index + 1}
            </span>
            {index < current ? (
              <Link to={step.to} className="underline underline-offset-4">
                {t(step.key)}
              </Link>
            ) : (
              <span
                aria-current={index === current ? "step" : undefined}
                className={index === current ? "font-semibold" : ""}
              >
                {t(step.key)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
