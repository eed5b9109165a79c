import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import {
  createSession,
  hashToken,
  isTokenShaped,
  SESSION_TTL_SECONDS,
  sessionForToken,
  tokenOf,
} from "../../src/server/modules/account/session";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
const userForToken = async (db: typeof platform.db, idSite: number, token: string) =>
  isTokenShaped(token) ? ((await sessionForToken(db, idSite, hashToken(token)))?.user ?? null) : null;
afterAll(() => platform.close());

async function userOn(idSite: number, email: string) {
  const [user] = await withSite(platform.db, idSite, (tx) =>
    tx.insert(users).values({ siteId: idSite, email, passwordHash: "unused" }).returning({ id: users.id }),
  );
  if (!user) throw new Error("no user");
  return user.id;
}

describe("sessions", () => {
  it("finds the user of a token on its own site only", async () => {
    const id = await userOn(1, "lea@example.fr");
    const token = await withSite(platform.db, 1, (tx) => createSession(tx, 1, id));
    expect(await userForToken(platform.db, 1, token)).toMatchObject({
      id,
      email: "lea@example.fr",
      role: "CUSTOMER",
    });
    // DESIGN.md §4: a token issued on one site is worthless on another
    expect(await userForToken(platform.db, 2, token)).toBeNull();
  });

  it("refuses an expired token and a malformed one", async () => {
    const id = await userOn(1, "marc@example.fr");
    const past = new Date(Date.now() - (SESSION_TTL_SECONDS + 1) * 1000);
    const token = await withSite(platform.db, 1, (tx) => createSession(tx, 1, id, past));
    expect(await userForToken(platform.db, 1, token)).toBeNull();
    expect(await userForToken(platform.db, 1, "' or 1=1 --")).toBeNull();
  });

  it("stores only the token's hash", async () => {
    const id = await userOn(1, "ines@example.fr");
    const token = await withSite(platform.db, 1, (tx) => createSession(tx, 1, id));
    const rows = await platform.db.owner.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("reads the token from the Authorization header, else the cookie", () => {
    expect(tokenOf("Bearer abc", "token=def")).toBe("abc");
    expect(tokenOf(undefined, "idSite=1; token=def")).toBe("def");
    expect(tokenOf("Basic xyz", undefined)).toBeNull();
    expect(tokenOf(undefined, "token=%E0%A4%A")).toBeNull();
  });
});
