import type { AnswerMemo, Transport } from "../client/api-client";

// What the server hands every loader (src/server/server.ts builds it; this side only reads it).
declare module "react-router" {
  interface AppLoadContext {
    idSite: number;
    lang: string;
    token: string | null;
    /** The visitor's origin ("https://www.example.fr"): in-process API calls are made on it. */
    origin?: string;
    /**
     * This render's Content-Security-Policy nonce (src/server/http/security-headers.ts): every
     * inline script of the page carries it (entry.server.tsx hands it to React and the root).
     */
    nonce?: string;
    /** The platform API in the same process: loaders call it through src/client, no socket. */
    transport: Transport;
    /** The shared answers this site's renders keep parsed (src/server/shared-answers.ts). */
    memo?: AnswerMemo;
    /** The site is under construction and this viewer is its admin: the banner shows (issue 19 §3). */
    buildingPreview?: boolean;
  }
}
