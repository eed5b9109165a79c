// The owner's set-up checklist on the back-office home (issue 19 §3): what GET /api/admin/setup
// answers, and which steps the owner may tick by hand. The steps themselves are schemas/platform.ts's.
import { z } from "zod";
import { type SetupStep, setupSteps } from "./platform";

/**
 * The steps the owner may mark done by hand: keeping the preset's colours or the starting text is
 * a choice, as is offering no delivery or no pick-up. The others are done by the data only (the
 * legal pages need the company's details; a logo, a wine exist or not).
 */
export const manualSetupSteps = [
  "colours",
  "firstPage",
  "shipping",
  "pickup",
] as const satisfies readonly SetupStep[];

export const setupStepParamSchema = z.enum(setupSteps, { error: "setup.stepUnknown" });

export const setupStepStateSchema = z.object({
  step: z.enum(setupSteps),
  done: z.boolean(),
  /** The back-office screen that does it. */
  href: z.string(),
  /** The owner may mark it done by hand (manualSetupSteps). */
  manual: z.boolean(),
});
export type SetupStepState = z.infer<typeof setupStepStateSchema>;

export const setupStateSchema = z.object({
  isBuilding: z.boolean(),
  steps: z.array(setupStepStateSchema),
});
export type SetupState = z.infer<typeof setupStateSchema>;
