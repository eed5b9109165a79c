// Issue 15 §7: the legal pages never show an empty mention. A line whose mention is unset is hidden
// from visitors and reads "à compléter" to the site's admins; the back-office home lists what is
// missing (missingLegalMentions, shown by the /admin route).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegalText } from "../../schemas/site";
import { legalNoticeMentions, missingLegalMentions } from "../../src/runtime/theme/legal-text";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller, changeFeedCaughtUp, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
const call = apiCaller(platform, { site: 1 });

beforeAll(async () => {
  admin = await userWithSession(platform.db, 1, "ADMIN");
});

async function saveSettings(values: Record<string, unknown>) {
  const since = platform.cache.version(1);
  const saved = await call("/admin/parameter", { method: "PUT", json: { values }, as: admin });
  expect(saved.status, saved.body.message).toBe(200);
  await changeFeedCaughtUp(platform, 1, since);
}

const notice = async (as: TestUser | null) =>
  (await call<LegalText>("/legal/legal-notice", { as })).data.html;

describe("the legal notice with unset mentions", () => {
  it("hides the SIRET and VAT lines from visitors, shows them as 'à compléter' to admins, and comes back once filled", async () => {
    await saveSettings({
      LEGAL_NOTICE: [
        "<ul><li>SIRET : {{SIRET_NUMBER}}</li><li>TVA : {{INTRACO_VAT}}</li><li>Nom : {{COMPANY_NAME}}</li></ul>",
        '<p>Écrire à <a href="mailto:{{COMPANY_EMAIL}}">nous</a>.</p>',
        "<p>Publication : {{LEGAL_AGENT}}</p>",
      ].join(""),
      SIRET_NUMBER: null,
      INTRACO_VAT: null,
      COMPANY_NAME: "Domaine des Essais",
      COMPANY_EMAIL: null,
      LEGAL_AGENT: "Claire Martin",
    });

    const visitor = await notice(null);
    expect(visitor).not.toContain("SIRET");
    expect(visitor).not.toContain("TVA");
    expect(visitor).toContain("Nom : Domaine des Essais");
    // the paragraph with the unset e-mail goes; the others stay, and no dash or mark is left
    expect(visitor).not.toContain("Écrire à");
    expect(visitor).toContain("Publication : Claire Martin");
    expect(visitor).not.toMatch(/—|\uE000|à compléter/);

    const forAdmin = await notice(admin);
    expect(forAdmin).toContain('SIRET : <mark class="vs-unset">à compléter</mark>');
    expect(forAdmin).toContain('TVA : <mark class="vs-unset">à compléter</mark>');
    // an attribute that would hold the unset value goes, the words stay
    expect(forAdmin).toContain("Écrire à <a>nous</a>");
    expect(forAdmin).not.toContain("\uE000");

    await saveSettings({ SIRET_NUMBER: "813 572 641 00013", INTRACO_VAT: "FR55813572641" });
    const filled = await notice(null);
    expect(filled).toContain("SIRET : 813 572 641 00013");
    expect(filled).toContain("TVA : FR55813572641");
  });

  it("a value cannot forge the mark: a setting holding it is shown without it", async () => {
    await saveSettings({
      LEGAL_NOTICE: "<p>Nom : {{COMPANY_NAME}}</p>",
      COMPANY_NAME: "Cave \uE000 du Port",
    });
    const html = await notice(null);
    expect(html).toContain("Nom : Cave  du Port");
  });
});

describe("missingLegalMentions", () => {
  it("names each mention none of whose settings is set, RCS or RM being one", () => {
    const all = legalNoticeMentions.map((m) => m.label);
    expect(missingLegalMentions({}).map((m) => m.label)).toEqual(all);
    const some = missingLegalMentions({ RM_NUMBER: "123 RM 21", SIRET_NUMBER: "  ", LEGAL_AGENT: "Claire" });
    expect(some.map((m) => m.label)).not.toContain("Numéro RCS ou RM");
    expect(some.map((m) => m.label)).toContain("Numéro SIRET");
    expect(some.map((m) => m.label)).not.toContain("Directeur de la publication");
  });
});
