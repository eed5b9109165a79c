import { describe, expect, it } from "vitest";
import { needsRehash, verifyPassword } from "../../../modules/account/password";
import { demoAccounts } from "./accounts";

describe("demo accounts", () => {
  it("hold the hash of their own password, made with today's scrypt settings", async () => {
    for (const account of demoAccounts) {
      expect(await verifyPassword(account.password, account.passwordHash), account.email).toBe(true);
      expect(needsRehash(account.passwordHash), account.email).toBe(false);
    }
  });

  it("give each demo site a SUPER_ADMIN, an ADMIN and a customer", () => {
    for (const siteId of [1, 2]) {
      expect(
        demoAccounts
          .filter((a) => a.siteId === siteId)
          .map((a) => a.role)
          .sort(),
      ).toEqual(["ADMIN", "CUSTOMER", "SUPER_ADMIN"]);
    }
  });
});
