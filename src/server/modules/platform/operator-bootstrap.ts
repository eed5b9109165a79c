// The platform's operators at start (issue 19 §1): PLATFORM_OPERATOR_EMAIL and
// PLATFORM_OPERATOR_PASSWORD make (or set the password of) that operator; in development, a
// database with no operator at all gets the demo operator, whose password is public (README).
import type { Logger } from "pino";
import { addOperatorSchema } from "../../../../schemas/platform";
import type { Database } from "../../db/client";
import { listOperators, upsertOperator } from "./operators";

export const demoOperator = {
  email: "operateur@platform.localhost",
  password: "Plateforme-demo-2026!",
  name: "Opérateur de démonstration",
} as const;

export interface OperatorSettings {
  NODE_ENV: "development" | "production" | "test";
  PLATFORM_OPERATOR_EMAIL?: string | undefined;
  PLATFORM_OPERATOR_PASSWORD?: string | undefined;
}

export async function ensureOperators(db: Database, settings: OperatorSettings, log: Logger): Promise<void> {
  const { PLATFORM_OPERATOR_EMAIL: email, PLATFORM_OPERATOR_PASSWORD: password } = settings;
  if (email && password) {
    const parsed = addOperatorSchema.safeParse({ email, password });
    if (!parsed.success) {
      throw new Error(
        `PLATFORM_OPERATOR_EMAIL / PLATFORM_OPERATOR_PASSWORD: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join(", ")}`,
      );
    }
    const operator = await upsertOperator(db, parsed.data);
    log.info({ operator: operator.email }, "platform operator from the environment");
    return;
  }
  if (settings.NODE_ENV === "development" && (await listOperators(db)).length === 0) {
    await upsertOperator(db, demoOperator);
    log.info({ operator: demoOperator.email }, "demo platform operator created");
  }
}
