import { describe, expect, it } from "vitest";
import { defaultParameterValues } from "../../../schemas/parameters";
import { compileTheme } from "./compile-theme";
import { createThemeCache } from "./theme-cache";

describe("createThemeCache", () => {
  it("misses, then hits for the same site and version", () => {
    const cache = createThemeCache();
    let compiled = 0;
    const compile = () => {
      compiled++;
      return compileTheme(defaultParameterValues, []);
    };
    expect(cache.get(1, "v1")).toBeUndefined();
    const first = cache.getOrCompile(1, "v1", compile);
    const second = cache.getOrCompile(1, "v1", compile);
    expect(second).toBe(first);
    expect(compiled).toBe(1);
    expect(cache.get(1, "v1")).toBe(first);
    expect(cache.stats()).toEqual({ hits: 2, misses: 2 });
  });

  it("keys by site: another site compiles its own theme", () => {
    const cache = createThemeCache<string>();
    cache.set(1, "v1", "site 1");
    cache.set(2, "v1", "site 2");
    expect(cache.get(1, "v1")).toBe("site 1");
    expect(cache.get(2, "v1")).toBe("site 2");
    expect(cache.size).toBe(2);
  });

  it("misses on a new version, which replaces the old one", () => {
    const cache = createThemeCache<string>();
    cache.set(1, "v1", "old");
    expect(cache.get(1, "v2")).toBeUndefined();
    expect(cache.getOrCompile(1, "v2", () => "new")).toBe("new");
    expect(cache.get(1, "v1")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("invalidates one site only", () => {
    const cache = createThemeCache<string>();
    cache.set(1, "v1", "a");
    cache.set(2, "v1", "b");
    expect(cache.invalidate(1)).toBe(true);
    expect(cache.invalidate(1)).toBe(false);
    expect(cache.get(1, "v1")).toBeUndefined();
    expect(cache.get(2, "v1")).toBe("b");
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used site beyond maxSites", () => {
    const cache = createThemeCache<string>({ maxSites: 2 });
    cache.set(1, "v", "a");
    cache.set(2, "v", "b");
    cache.get(1, "v");
    cache.set(3, "v", "c");
    expect(cache.get(2, "v")).toBeUndefined();
    expect(cache.get(1, "v")).toBe("a");
    expect(cache.get(3, "v")).toBe("c");
  });
});
