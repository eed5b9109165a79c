// A new site (issue 19 §2). SIGNATURE ONLY: the platform-core work fills the body.
import type { CreateSiteInput, PlatformSite } from "../../../../schemas/platform";
import type { Actor, PlatformDeps } from "./deps";

/** Creates the site, its owner (SUPER_ADMIN) and mails the invitation; answers the invitation link too. */
export async function createSite(
  _deps: PlatformDeps,
  _actor: Actor,
  _input: CreateSiteInput,
): Promise<{ site: PlatformSite; invitationUrl: string }> {
  throw new Error("site-factory: not implemented yet");
}
