import { useEffect, useState } from "react";
import type { AdminSession } from "../../../../schemas/admin";

export type AdminSessionState =
  | { status: "checking" }
  | { status: "admin"; session: AdminSession }
  /** No session, or one that is not an admin's of this site. */
  | { status: "anonymous" | "forbidden" | "unavailable" };

/**
 * Whether the browser's user is an ADMIN or SUPER_ADMIN of the site (GET /admin/session). Asked only
 * when the page came with a session cookie: a visitor costs no request and loads nothing more (the
 * API client itself is imported on demand, so it is not in the visitor's bundle either).
 */
export function useAdminSession(idSite: number | undefined, hasSession: boolean): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: "checking" });
  useEffect(() => {
    if (idSite === undefined || !hasSession) {
      setState({ status: "anonymous" });
      return;
    }
    let cancelled = false;
    import("../../../client/api-client")
      .then(({ createApiClient, ApiCallError }) =>
        createApiClient({ idSite })
          .admin.session()
          .catch((error: unknown) => {
            throw error instanceof ApiCallError ? error.status : 0;
          }),
      )
      .then(
        (session) => !cancelled && setState({ status: "admin", session }),
        (status: unknown) => {
          if (cancelled) return;
          setState({ status: status === 401 ? "anonymous" : status === 403 ? "forbidden" : "unavailable" });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [idSite, hasSession]);
  return state;
}
