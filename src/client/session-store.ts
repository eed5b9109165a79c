// The logged state of spec §4 in the browser ("two states: logged or not"). Anonymous pages come
// from the server's page cache, so the header's account icon is filled here, after load. The
// token cookie is HttpOnly (docs/decisions/011): the readable idSite cookie tells whether a
// session may exist, and only then is GET /logged asked.
import { create } from "zustand";
import type { SessionUserView } from "../../schemas/account";
import { importChunk } from "./chunk-reload";

export type SessionStatus = "unknown" | "anonymous" | "logged";

interface SessionState {
  status: SessionStatus;
  user: SessionUserView | null;
  /** Asks the platform who is logged on this site (skipped when no idSite cookie is set). */
  refresh(idSite: number): Promise<void>;
}

/** The value of a cookie readable by scripts, or null. */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The question in flight: several components asking at once share one call. */
let pending: Promise<void> | null = null;

export const useSession = create<SessionState>((set) => ({
  status: "unknown",
  user: null,
  refresh(idSite) {
    pending ??= ask(idSite, set).finally(() => {
      pending = null;
    });
    return pending;
  },
}));

async function ask(idSite: number, set: (state: Partial<SessionState>) => void): Promise<void> {
  if (typeof document === "undefined") return;
  if (readCookie(document.cookie, "idSite") !== String(idSite)) {
    set({ status: "anonymous", user: null });
    return;
  }
  try {
    // the API client (and zod) load only for a visitor who may be logged in
    const { createApiClient } = await importChunk(() => import("./api-client"));
    const logged = await createApiClient({ idSite }).account.logged();
    set(
      logged.logged && logged.user
        ? { status: "logged", user: logged.user }
        : { status: "anonymous", user: null },
    );
  } catch {
    // offline or failing: keep what is shown; the next navigation asks again
  }
}
