import type { ComponentProps } from "react";
import { cn } from "./cn";

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClass, "min-h-24", className)} {...props} />;
}

/** A native select: keyboard, screen readers and mobile pickers work as users expect. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(inputClass, "pr-8", className)} {...props} />;
}
