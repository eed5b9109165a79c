import { envelopeOf, type TestPlatform } from "./test-platform";

export interface CallInit {
  method?: string;
  json?: unknown;
  token?: string;
  site?: number;
}

/**
 * An /api caller for one platform: the site (default `site`) and French, the token as a bearer;
 * the answer's status, envelope and data.
 */
export function apiCaller(platform: TestPlatform, defaults: { site: number; lang?: string }) {
  return async function call<T>(path: string, init: CallInit = {}) {
    const { token, site = defaults.site, ...rest } = init;
    const response = await platform.call(`/api${path}`, {
      site,
      lang: defaults.lang ?? "fr_FR",
      ...rest,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const body = await envelopeOf(response);
    return { status: response.status, body, data: body.data as T };
  };
}
