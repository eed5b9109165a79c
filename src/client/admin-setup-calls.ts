// The owner's set-up checklist calls (issue 19 §3). Apart from createApiClient, so that their
// schemas load with the checklist only.
import type { SetupStep } from "../../schemas/platform";
import { setupStateSchema } from "../../schemas/setup";
import { type ApiClientOptions, createCaller } from "./api-client";

export function createAdminSetupClient(options: ApiClientOptions) {
  const { call, callFull } = createCaller(options);
  return {
    load: () => call("GET", "/admin/setup", setupStateSchema),
    /** A choice confirmed by hand ("Garder ces couleurs"); 422 for a step its screen completes. */
    mark: (step: SetupStep) => callFull("PUT", `/admin/setup/${step}`, setupStateSchema),
    /** isBuilding off: visitors see the site (SUPER_ADMIN only). */
    open: () => callFull("POST", "/admin/site/open", setupStateSchema),
  };
}
