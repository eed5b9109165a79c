import type { Logger } from "pino";
import type { Lang } from "../../runtime/messages/translate";
import type { SessionUser } from "../modules/account/session";
import type { SiteRecord } from "../modules/site/site-registry";

/** What every API handler finds on its context. */
export interface ApiEnv {
  Variables: {
    site: SiteRecord;
    /** The logged user of this site, or null (token from the Authorization header or cookie). */
    user: SessionUser | null;
    lang: Lang;
    log: Logger;
    requestId: string;
    /**
     * Set by the routes of forms a person fills in (the account's): a 400's message is its first
     * field's, and a validator's own text reads as "invalid value" in the caller's language.
     */
    formErrors?: true;
    /** The answer, even a 404, is the same for every visitor until the site changes (./cached.ts). */
    sharedAnswer?: true;
  };
}
