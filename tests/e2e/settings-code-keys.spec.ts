// Issue 11 item 3: every setting that makes the pages run code (SCRIPT_TO_LOAD, the HTML after
// <body>, the trackers' ids) is the SUPER_ADMIN's. The settings editor shows it read-only to an
// ADMIN, with the reason, and editable to a SUPER_ADMIN; the server refuses it either way
// (tests/integration/admin-parameters.test.ts).
import { expect } from "@playwright/test";
import { superAdminParameterKeys } from "../../schemas/admin";
import { parameterRegistry } from "../../schemas/parameters";
import { loggedContext, origins, test } from "./admin-helpers";

const reserved = /Réservé au super-administrateur/;

test("the settings that load code are read-only to an ADMIN and editable to a SUPER_ADMIN", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site1;
  for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
    const { context } = await loggedContext(browser, server, role);
    const page = await context.newPage();
    await page.goto(`${origin}/admin/settings`);
    await expect(page.getByRole("heading", { name: "Paramètres du site", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Intégration et réseaux sociaux" }).click();
    const form = page.getByRole("form", { name: "Paramètres" });
    for (const key of ["TAG_MANAGER_ID", "ANALYTICS_ID", "SOCIAL_PIXEL_ID", "SCRIPT_TO_LOAD"] as const) {
      expect(superAdminParameterKeys).toContain(key);
      const field = form.getByLabel(parameterRegistry[key].label, { exact: true });
      if (role === "ADMIN") {
        await expect(field, key).toBeDisabled();
        await expect(field, key).toHaveAccessibleDescription(reserved);
      } else {
        await expect(field, key).toBeEnabled();
        await expect(field, key).not.toHaveAccessibleDescription(reserved);
      }
    }
    // the search-engine verification is a meta tag, no script: an ADMIN sets it
    await expect(form.getByLabel(parameterRegistry.SEARCH_CONSOLE_ID.label, { exact: true })).toBeEnabled();
    await context.close();
  }
});
