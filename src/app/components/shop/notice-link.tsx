import { Link } from "react-router";

/** A page's one message with the way on: "your cart is empty" → "continue shopping". */
export function NoticeWithLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="mt-8 flex flex-col items-start gap-4">
      <p className="text-lg">{text}</p>
      <Link to={to} className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90">
        {label}
      </Link>
    </div>
  );
}
