import { describe, expect, it } from "vitest";
import {
  commonPasswordList,
  hashPassword,
  isCommonPassword,
  needsRehash,
  passwordRuleErrorOf,
  verifyPassword,
} from "./password";

describe("password hashing (crypto.scrypt)", () => {
  it("verifies the password it hashed, and nothing else", async () => {
    const hash = await hashPassword("Une phrase de passe assez longue");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Une phrase de passe assez longue", hash)).toBe(true);
    // exactly as typed: no trimming, no case change (ASVS 6.2.8)
    expect(await verifyPassword("une phrase de passe assez longue", hash)).toBe(false);
    expect(await verifyPassword("Une phrase de passe assez longue ", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("même mot de passe")).not.toBe(await hashPassword("même mot de passe"));
  });

  it("matches nothing with a missing or malformed stored hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "unused")).toBe(false);
    expect(await verifyPassword("x", "scrypt$99999999$8$5$a$b")).toBe(false);
    expect(needsRehash("scrypt$1024$8$1$AAAA$BBBB")).toBe(true);
  });
});

describe("common passwords", () => {
  it("ships a list of common passwords", () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThan(2000);
    for (const word of ["password", "123456", "azerty", "motdepasse", "soleil"])
      expect(list.has(word), word).toBe(true);
  });

  it("refuses the common ones and their usual disguises", () => {
    for (const password of [
      "azertyuiop123",
      "Password1234!",
      "MotDePasse2024",
      "soleilsoleil",
      "aaaaaaaaaaaa",
      "!!2024soleil!!",
      "123456789012",
      "abcabcabcabc",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [
      "les vignes sous la pluie",
      "Turquant, 12 chemin des Caves",
      "cheval-agrafe-pile-correct",
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it("refuses a password built on the e-mail", () => {
    expect(passwordRuleErrorOf("jean.dupont2024!", "jean.dupont@example.fr")).toBe(
      "account.passwordLikeEmail",
    );
    expect(passwordRuleErrorOf("mon adresse jean.dupont@example.fr", "jean.dupont@example.fr")).toBe(
      "account.passwordLikeEmail",
    );
    expect(passwordRuleErrorOf("les vignes sous la pluie", "jean.dupont@example.fr")).toBeNull();
  });
});
