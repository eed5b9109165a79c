import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the empty ones; of two utilities for the same property (a
 * component's `w-full` and its caller's `w-40`), the later one is kept. Joined without merging,
 * the stylesheet's order decided instead, and a caller's width, height or wrapping was lost.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes);
}
