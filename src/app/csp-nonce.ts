// The render's Content-Security-Policy nonce for the components that write inline scripts
// (docs/decisions/081): provided by entry.server.tsx from the load context on the server; in the
// browser, read back from the page, so that hydration renders the same attributes.
import { createContext, useContext } from "react";
import { pageNonce } from "../client/csp-nonce";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? pageNonce();
}
