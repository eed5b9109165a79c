// The platform operator's actions on sites (issue 19 §1, §4, §5, §6). SIGNATURES ONLY: the
// platform-core work fills the bodies; the screens and the command line call these.
import type { AddDomain, PlatformSite, SiteLimits } from "../../../../schemas/platform";
import type { Db, Tx } from "../../db/client";
import type { Actor, PlatformDeps } from "./deps";

export interface PlatformAuditLine {
  id: number;
  actor: string;
  action: string;
  siteId: number | null;
  siteName: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

const notYet = (): never => {
  throw new Error("platform-service: not implemented yet");
};

export async function listSites(_deps: PlatformDeps): Promise<PlatformSite[]> {
  return notYet();
}
export async function getSite(_deps: PlatformDeps, _id: number): Promise<PlatformSite | null> {
  return notYet();
}
export async function suspendSite(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _reason: string,
): Promise<PlatformSite> {
  return notYet();
}
export async function resumeSite(_deps: PlatformDeps, _actor: Actor, _id: number): Promise<PlatformSite> {
  return notYet();
}
/** isBuilding on (under construction) or off (open to visitors). */
export async function setBuilding(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _isBuilding: boolean,
): Promise<PlatformSite> {
  return notYet();
}
export async function setLimits(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _limits: SiteLimits,
): Promise<PlatformSite> {
  return notYet();
}
export async function addDomain(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _domain: AddDomain,
): Promise<PlatformSite> {
  return notYet();
}
export async function removeDomain(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _host: string,
): Promise<PlatformSite> {
  return notYet();
}
export async function setCanonical(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _host: string,
): Promise<PlatformSite> {
  return notYet();
}
export async function listAudit(
  _deps: PlatformDeps,
  _query: { siteId?: number; limit?: number },
): Promise<PlatformAuditLine[]> {
  return notYet();
}

/** One line of the operator's audit log, written in the transaction of the action it records. */
export async function recordPlatformAction(
  _db: Db | Tx,
  _actor: Actor,
  _action: string,
  _site: { id: number; name: string } | null,
  _details?: Record<string, unknown>,
): Promise<void> {
  return notYet();
}
