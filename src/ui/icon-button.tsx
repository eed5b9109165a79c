import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";

const iconButton = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-default disabled:opacity-50",
  {
    variants: {
      tone: {
        /** On the page's own colours. */
        plain: "hover:bg-[rgb(var(--vs-font-color-rgb,0_0_0)/0.08)] focus-visible:outline-current",
        /** On a dark backdrop (the slider). */
        light: "bg-black/40 text-white hover:bg-white/20 focus-visible:outline-white",
        /** The site's primary colour. */
        primary: "bg-primary text-on-primary shadow-lg hover:opacity-90 focus-visible:outline-primary",
      },
      size: { md: "size-10 text-lg", lg: "size-12 text-2xl" },
    },
    defaultVariants: { tone: "plain", size: "md" },
  },
);

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children">,
    VariantProps<typeof iconButton> {
  /** The accessible name, also shown as a tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  /** A Font Awesome solid icon name ("fa-xmark"). */
  icon: string;
}

/** A round button showing one icon, named by `label`. */
export function IconButton({
  label,
  icon,
  tone,
  size,
  className = "",
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`${iconButton({ tone, size })} ${className}`}
      {...props}
    >
      <i className={`fa-solid ${icon}`} aria-hidden="true" />
    </button>
  );
}
