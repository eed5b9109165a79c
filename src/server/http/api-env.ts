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
  };
}
