/** @jsxImportSource hono/jsx */
// The operator's console on the platform host (issue 19 §1, decision 109): server-rendered French
// pages, plain forms (POST, then a redirect; a refused form comes back with its errors), no script.
// Everything but the login form and the stylesheet needs an operator's session; every POST must
// come from this host's pages and carry the session's CSRF token.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { translate } from "../../../runtime/messages/translate";
import type { PlatformDeps } from "./deps";
import { type ConsoleEnv, type RefusalKey, requireOperator } from "./screens/console-auth";
import { consoleCss } from "./screens/console-css";
import { auditRoutes, loginRoutes, logoutRoute } from "./screens/console-screens";
import { renderPage } from "./screens/layout";
import { operatorRoutes } from "./screens/operators-screens";
import { sitePageRoutes } from "./screens/site-page";
import { IMPORT_BODY_LIMIT, siteListRoutes } from "./screens/sites-screens";

/** The forms' bodies are small; only the import takes an archive. */
const FORM_BODY_LIMIT = 256 * 1024;

export function operatorScreens(deps: PlatformDeps) {
  const app = new Hono<ConsoleEnv>();
  const tooLarge = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) =>
      renderPage(
        c,
        { title: "Envoi trop volumineux", csrf: "", error: translate("fr_FR", "error.payloadTooLarge") },
        413,
      ),
  });
  app.post("/sites/import", bodyLimit({ maxSize: IMPORT_BODY_LIMIT }));
  app.post("*", async (c, next) => (c.req.path === "/sites/import" ? next() : tooLarge(c, next)));

  app.get("/console.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(consoleCss);
  });
  loginRoutes(app, deps);

  const refuse = (c: Parameters<typeof renderPage>[0], key: RefusalKey) =>
    renderPage(
      c,
      {
        title: "Requête refusée",
        csrf: "",
        error: translate("fr_FR", key),
        children: (
          <p>
            <a href="/">Retour à la console</a>
          </p>
        ),
      },
      403,
    );
  app.use("*", requireOperator(deps, refuse));
  logoutRoute(app, deps);
  siteListRoutes(app, deps);
  sitePageRoutes(app, deps);
  auditRoutes(app, deps);
  operatorRoutes(app, deps);

  app.notFound((c) =>
    renderPage(
      c,
      {
        title: "Page introuvable",
        csrf: "",
        error: translate("fr_FR", "error.notFound"),
        children: (
          <p>
            <a href="/">Retour à la console</a>
          </p>
        ),
      },
      404,
    ),
  );
  app.onError((error, c) => {
    deps.log.error({ err: error }, "operator console error");
    return renderPage(c, { title: "Erreur", csrf: "", error: translate("fr_FR", "console.unexpected") }, 500);
  });
  return app;
}
