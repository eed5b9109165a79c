import { describe, expect, it } from "vitest";
import { prefetchPolicyOf } from "./prefetch-policy";

describe("prefetch policy (spec §9)", () => {
  it.each([
    [{ effectiveType: "slow-2g" }, "none"],
    [{ effectiveType: "2g" }, "none"],
    [{ effectiveType: "3g" }, "intent"],
    [{ effectiveType: "4g" }, "intent"],
    [{ effectiveType: "4g", saveData: true }, "none"],
    [{ saveData: false }, "intent"],
    [{}, "intent"],
    [undefined, "intent"],
  ] as const)("%j → %s", (connection, policy) => {
    expect(prefetchPolicyOf(connection)).toBe(policy);
  });
});
