// Users of a given role with an open session, for the admin tests (the accounts module creates
// real accounts; these tests only need a user row and a token, DESIGN.md §4).
import { randomBytes } from "node:crypto";
import type { Database } from "../../src/server/db/client";
import { withSite } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { createSession } from "../../src/server/modules/account/session";

export type Role = "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  token: string;
  /** The Authorization header of the API calls of this user. */
  headers: { Authorization: string };
}

/** A person's details, for the tests whose user buys (names on the order, proof of majority). */
export interface TestProfile {
  firstname?: string;
  lastname?: string;
  birthdate?: string | null;
}

export async function userWithSession(
  db: Database,
  idSite: number,
  role: Role,
  profile: TestProfile = {},
): Promise<TestUser> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString("hex")}@example.fr`;
  return withSite(db, idSite, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ siteId: idSite, email, passwordHash: "unused", role, ...profile })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    const token = await createSession(tx, idSite, user.id);
    return { id: user.id, email, role, token, headers: { Authorization: `Bearer ${token}` } };
  });
}
