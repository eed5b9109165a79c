// Theme compilation (DESIGN.md §8, issue 3): the full registry of one site compiled from scratch,
// against the cached path the storefront takes on every later request. Pure CPU, in process.
import { defaultParameterValues, type ParameterValues } from "../schemas/parameters";
import type { Font } from "../schemas/site";
import { compileTheme } from "../src/runtime/theme/compile-theme";
import { createThemeCache } from "../src/runtime/theme/theme-cache";
import { siteDomaine } from "../src/server/db/seed/content/site-domaine";

function microsecondsPerCall(fn: () => unknown, iterations: number): number {
  for (let i = 0; i < 200; i++) fn(); // warm-up: the JIT and zod's compiled schemas
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return ((performance.now() - start) * 1000) / iterations;
}

export function benchThemeCompile() {
  const values = { ...defaultParameterValues, ...siteDomaine.parameters } as ParameterValues;
  const fonts: Font[] = siteDomaine.fonts.map((f, i) => ({ id: i + 1, ...f }));
  const cache = createThemeCache();
  let version = 0;
  const compiled = microsecondsPerCall(() => compileTheme(values, fonts), 5_000);
  // a new version each call: the cache misses, compiles and stores
  const miss = microsecondsPerCall(
    () => cache.getOrCompile(2, String(++version), () => compileTheme(values, fonts)),
    5_000,
  );
  const hit = microsecondsPerCall(
    () => cache.getOrCompile(2, "stable", () => compileTheme(values, fonts)),
    50_000,
  );
  return { compiled, miss, hit };
}
