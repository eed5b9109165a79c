// The owner's services as visitors get them (issue 14 §2, decision 115), through the real server and
// the React Router build on site 2: a service's own page style lays out its page; without one, the
// site's SERVICE_PAGE_STYLE does, and follows the setting when it changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminService } from "../../schemas/content-desk";
import { type TestUser, userWithSession } from "../support/admin-session";
import {
  apiCaller,
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
  setSiteParameter,
} from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const HOST = "domaine.localhost:3000";
const call = apiCaller(platform, { site: 2 });
const PHOTO = "/api/media/file/site-2/library/vendanges.jpg";

const page = async (path: string) => {
  const response = await server.fetch(new Request(`http://${HOST}${path}`, { headers: { host: HOST } }));
  expect(response.status).toBe(200);
  return response.text();
};

/** The article of the service page: its style, and the order of its parts in the HTML. */
function layoutOf(html: string) {
  const article = /<article class="vs-article" data-page-style="([A-Z]+)">([\s\S]*?)<\/article>/.exec(html);
  expect(article, "the service's article").not.toBeNull();
  const body = article?.[2] ?? "";
  return {
    style: article?.[1],
    columns: body.includes('class="vs-columns vs-columns--center"'),
    factsCard: /<div class="vs-card"[^>]*><dl class="vs-details">/.test(body),
    photoBeforeText: body.indexOf("vendanges.jpg") < body.indexOf("Texte de la prestation"),
  };
}

let admin: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
});

async function newService(pageStyle: string | null) {
  const since = platform.cache.version(2);
  const slug = `atelier-${(pageStyle ?? "site").toLowerCase()}-${Math.random().toString(36).slice(2, 7)}`;
  const made = await call<AdminService>("/admin/service", {
    method: "POST",
    as: admin,
    json: {
      title: `Atelier ${slug}`,
      slug,
      summary: "Une prestation sur mesure.",
      html: "<p>Texte de la prestation.</p>",
      image: { src: PHOTO, alt: "Les vendanges", width: 1200, height: 800 },
      price: "90 € par personne",
      duration: "2 heures",
      pageStyle,
    },
  });
  expect(made.status, JSON.stringify(made.data)).toBe(201);
  await changeFeedCaughtUp(platform, 2, since);
  return made.data;
}

describe("a service's page style (decision 115)", () => {
  it("lays the page out in the service's own style, whatever the site's", async () => {
    const previous = await setSiteParameter(platform, 2, "SERVICE_PAGE_STYLE", "LIST");
    try {
      const alternate = await newService("ALTERNATE");
      expect(layoutOf(await page(`/service/${alternate.slug}`))).toEqual({
        style: "ALTERNATE",
        columns: true,
        factsCard: false,
        photoBeforeText: true,
      });
      const cards = await newService("CARDS");
      expect(layoutOf(await page(`/service/${cards.slug}`))).toEqual({
        style: "CARDS",
        columns: false,
        factsCard: true,
        photoBeforeText: true,
      });
    } finally {
      await setSiteParameter(platform, 2, "SERVICE_PAGE_STYLE", previous);
    }
  });

  it("follows the site's SERVICE_PAGE_STYLE when the service has none", async () => {
    const previous = await setSiteParameter(platform, 2, "SERVICE_PAGE_STYLE", "LIST");
    try {
      const service = await newService(null);
      const path = `/service/${service.slug}`;
      expect(layoutOf(await page(path))).toEqual({
        style: "LIST",
        columns: false,
        factsCard: false,
        photoBeforeText: false,
      });
      await setSiteParameter(platform, 2, "SERVICE_PAGE_STYLE", "ALTERNATE");
      expect(layoutOf(await page(path))).toMatchObject({ style: "ALTERNATE", columns: true });
      // the owner gives it its own style: the setting no longer decides
      const since = platform.cache.version(2);
      const saved = await call<AdminService>(`/admin/service/${service.id}`, {
        method: "PUT",
        as: admin,
        json: {
          title: service.title,
          slug: service.slug,
          summary: service.summary,
          html: service.html,
          image: { src: PHOTO, alt: "Les vendanges", width: 1200, height: 800 },
          price: service.price,
          duration: service.duration,
          pageStyle: "CARDS",
          version: service.version,
        },
      });
      expect(saved.status, saved.body.message).toBe(200);
      await changeFeedCaughtUp(platform, 2, since);
      expect(layoutOf(await page(path))).toMatchObject({ style: "CARDS", factsCard: true });
    } finally {
      await setSiteParameter(platform, 2, "SERVICE_PAGE_STYLE", previous);
    }
  });
});
