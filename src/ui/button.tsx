import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50",
  {
    variants: {
      variant: {
        /** The site's own colours (storefront). */
        primary: "bg-primary text-on-primary hover:opacity-90",
        /** Admin tools: a fixed, high-contrast palette that no site setting can make unreadable. */
        neutral: "bg-slate-900 text-white hover:bg-slate-700",
        outline: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
        ghost: "bg-transparent text-slate-900 hover:bg-slate-100",
        danger: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        icon: "size-9 text-base",
      },
    },
    defaultVariants: { variant: "neutral", size: "md" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the child element (a link…) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
