/**
 * The page's Content-Security-Policy nonce in the browser. The server renders it on
 * `<meta property="csp-nonce" nonce="…">` (src/app/root.tsx), the element Vite's preload helper
 * also reads; the nonce attribute reads back empty once the policy applies (nonce hiding), the
 * `nonce` property keeps it.
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
