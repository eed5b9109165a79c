// A browser of the platform operator's console, for the tests: requests on the platform host with
// its Origin, a cookie jar, the CSRF token of the last page read, and form posts.
export const PLATFORM_HOST = "platform.localhost";

interface Fetcher {
  fetch: (request: Request) => Response | Promise<Response>;
}

export function consoleBrowser(server: Fetcher, options: { host?: string; origin?: string | null } = {}) {
  const host = options.host ?? PLATFORM_HOST;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  const jar = new Map<string, string>();
  let csrf = "";

  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0\b/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("host", host);
    if (jar.size && !headers.has("cookie")) headers.set("cookie", cookieHeader());
    const response = await server.fetch(
      new Request(`http://${host}${path}`, { redirect: "manual", ...init, headers }),
    );
    keep(response);
    return response;
  }

  return {
    jar,
    /** GETs a page and remembers its CSRF token; answers the response and its HTML. */
    async get(path: string) {
      const response = await request(path);
      const html = await response.text();
      csrf = html.match(/name="_csrf" value="([^"]*)"/)?.[1] ?? csrf;
      return { response, html };
    },
    /** POSTs a form as the page's browser would (Origin, the CSRF token unless given). */
    async post(
      path: string,
      fields: Record<string, string>,
      extra: { headers?: Record<string, string> } = {},
    ) {
      const body = new URLSearchParams({ _csrf: csrf, ...fields });
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin ? { origin } : {}),
        ...extra.headers,
      };
      const response = await request(path, { method: "POST", body, headers });
      const html = response.headers.get("content-type")?.startsWith("text/html") ? await response.text() : "";
      return { response, html };
    },
    async login(email: string, password: string) {
      await this.get("/login");
      const done = await this.post("/login", { email, password });
      // a page of the console that needs no site service: its forms' CSRF token
      if (done.response.status === 303) await this.get("/operators");
      return done;
    },
  };
}
