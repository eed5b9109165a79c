/**
 * spec §9: "Prefetch: skipped on 2g or data-saver connections". Links prefetch the next page's
 * code and data when the visitor shows the intent to follow them (hover, focus, touch), except on
 * a slow or metered connection (Network Information API; browsers without it prefetch).
 */
import { useSyncExternalStore } from "react";

export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export type PrefetchPolicy = "intent" | "none";

export function prefetchPolicyOf(connection: ConnectionInfo | null | undefined): PrefetchPolicy {
  if (!connection) return "intent";
  if (connection.saveData === true) return "none";
  // effectiveType is "slow-2g", "2g", "3g" or "4g"
  return connection.effectiveType?.endsWith("2g") ? "none" : "intent";
}

type NetworkInformation = ConnectionInfo & EventTarget;
const connectionOf = () =>
  (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;

function subscribe(onChange: () => void): () => void {
  const connection = connectionOf();
  connection?.addEventListener?.("change", onChange);
  return () => connection?.removeEventListener?.("change", onChange);
}

/** The React Router `<Link prefetch>` value for this visitor's connection. */
export function usePrefetchPolicy(): PrefetchPolicy {
  return useSyncExternalStore(
    subscribe,
    () => prefetchPolicyOf(connectionOf()),
    // the server does not know the connection; prefetching starts only on intent anyway
    () => "intent",
  );
}
