// The platform operators' accounts (issue 19 §1). SIGNATURES ONLY: the operator-screens work fills
// the bodies (passwords hashed as the sites' accounts are, src/server/modules/account/password.ts).
import type { Database } from "../../db/client";

export interface Operator {
  id: number;
  email: string;
  name: string | null;
}

/** Creates an operator, or sets the password of the one with this e-mail. */
export async function upsertOperator(
  _db: Database,
  _input: { email: string; password: string; name?: string | null },
): Promise<Operator> {
  throw new Error("operators: not implemented yet");
}
export async function listOperators(_db: Database): Promise<Operator[]> {
  throw new Error("operators: not implemented yet");
}
