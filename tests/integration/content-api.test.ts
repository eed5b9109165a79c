// The content calls of spec §7 on a copy of the seeded database, through the real API: blog,
// news, albums, services, element lists and registrations, forms with files, contact messages,
// calendar, reviews, search and sitemap, on both demo sites.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import {
  blogArticles,
  elementRegistrations,
  formSubmissionFiles,
  formSubmissions,
  mailOutbox,
  messages,
  parameters,
  reviews,
} from "../../src/server/db/schema";
import { recordReview } from "../../src/server/modules/content/review-service";
import { changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

type Json = Record<string, unknown> & { [key: string]: unknown };
async function get(path: string, site = 1, lang = "fr_FR") {
  const response = await platform.call(path, { site, lang });
  const body = await envelopeOf(response);
  return { status: response.status, ...body, data: body.data as Json };
}
async function post(path: string, json: unknown, site = 1) {
  const response = await platform.call(path, { site, method: "POST", json });
  const body = await envelopeOf(response);
  return { status: response.status, ...body, data: body.data as Json };
}
async function setParameter(idSite: number, type: string, value: unknown) {
  const since = platform.cache.version(idSite);
  await withSite(platform.db, idSite, (tx) =>
    tx
      .update(parameters)
      .set({ value: value as string })
      .where(and(eq(parameters.siteId, idSite), eq(parameters.type, type))),
  );
  await changeFeedCaughtUp(platform, idSite, since);
}

describe("blog (IS_BLOG_ACTIVATED)", () => {
  it("lists the root folders and every article, 12 a page, newest first", async () => {
    const root = await get("/api/blog/folder/");
    expect(root.status).toBe(200);
    const folders = root.data.folders as { slug: string; url: string; nbBlogs: number }[];
    expect(folders.map((f) => f.slug)).toEqual(["strategie", "evenementiel"]);
    // the events folder counts the articles of its seminars sub-folder
    expect(folders.find((f) => f.slug === "evenementiel")?.nbBlogs).toBe(6);
    const page1 = await get("/api/blog/folder/list");
    const blogs = page1.data.blogs as { publishedAt: string; url: string }[];
    expect(blogs).toHaveLength(12);
    expect(page1.data.total).toBe(13);
    expect([...blogs].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))).toEqual(blogs);
    const page2 = await get("/api/blog/folder/list?page=2");
    expect(page2.data.blogs).toHaveLength(1);
  });

  it("resolves folders and articles by slug, with their breadcrumbs and URLs", async () => {
    const folder = await get("/api/blog/folder/seminaires");
    expect((folder.data.folder as { url: string }).url).toBe("/blog/evenementiel/seminaires");
    expect(folder.data.total).toBe(2);
    const ariane = await get("/api/blog/folder/ariane/seminaires");
    expect(ariane.data.ariane).toEqual([
      { id: 0, url: "/blog", name: "Blog" },
      expect.objectContaining({ url: "/blog/evenementiel", name: "Événementiel" }),
      expect.objectContaining({ url: "/blog/evenementiel/seminaires", name: "Séminaires d’entreprise" }),
    ]);
    const article = await get("/api/blog/seminaire-choisir-le-bon-lieu");
    expect(article.data.url).toBe("/blog/evenementiel/seminaires/seminaire-choisir-le-bon-lieu");
    expect(article.data.html).toContain("<p>");
    const byId = await get(`/api/blog/${article.data.id}`);
    expect(byId.data.slug).toBe("seminaire-choisir-le-bon-lieu");
    const crumbs = (await get(`/api/blog/ariane/${article.data.id}`)).data.ariane as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual([
      "Blog",
      "Événementiel",
      "Séminaires d’entreprise",
      "Séminaire d’équipe\u00a0: choisir le bon lieu",
    ]);
  });

  it("filters with the prefixes of spec §7 and refuses a bad value", async () => {
    const like = await get("/api/blog/folder/list?title=lk:s%C3%A9minaire");
    expect((like.data.blogs as { title: string }[]).every((b) => /séminaire/i.test(b.title))).toBe(true);
    expect(like.data.total).toBe(2);
    const before = await get("/api/blog/folder/list?publishedAt=lt:2026-08-01");
    expect(before.data.total).toBe(2);
    const bad = await get("/api/blog/folder/list?publishedAt=gt:demain");
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ errors: { publishedAt: expect.any(Array) } });
    expect((await get("/api/blog/folder/list?nbItem=0")).status).toBe(400);
  });

  it("answers 404 for unknown folders and articles, and for everything when the blog is off", async () => {
    expect((await get("/api/blog/nope")).status).toBe(404);
    expect((await get("/api/blog/folder/nope")).status).toBe(404);
    expect((await get("/api/blog/..%2F..")).status).toBe(404);
    await setParameter(1, "IS_BLOG_ACTIVATED", false);
    try {
      const off = await get("/api/blog/folder/list");
      expect(off.status).toBe(404);
      expect(off.message).toBe("Le blog n’est pas activé sur ce site");
      // site 2's blog is its own
      expect((await get("/api/blog/folder/list", 2)).status).toBe(200);
    } finally {
      await setParameter(1, "IS_BLOG_ACTIVATED", true);
    }
  });

  it("hides an unpublished or future article", async () => {
    const since = platform.cache.version(2);
    await withSite(platform.db, 2, (tx) =>
      tx
        .update(blogArticles)
        .set({ publishedAt: new Date(Date.now() + 86_400_000) })
        .where(and(eq(blogArticles.siteId, 2), eq(blogArticles.slug, "que-boire-avec-des-huitres"))),
    );
    await changeFeedCaughtUp(platform, 2, since);
    expect((await get("/api/blog/que-boire-avec-des-huitres", 2)).status).toBe(404);
    expect((await get("/api/blog/folder/list", 2)).data.total).toBe(5);
  });

  it("keeps each site's articles to itself", async () => {
    expect((await get("/api/blog/vendanges-2026-le-bilan", 1)).status).toBe(404);
    expect((await get("/api/blog/vendanges-2026-le-bilan", 2)).status).toBe(200);
  });
});

describe("news", () => {
  it("lists 10 a page with the total, and the promoted news", async () => {
    const page1 = await get("/api/news", 2);
    expect(page1.data.news).toHaveLength(10);
    expect(page1.data.total).toBe(11);
    expect((await get("/api/news?page=2", 2)).data.news).toHaveLength(1);
    const promoted = await get("/api/news?promoted=true", 2);
    expect((promoted.data.news as { isPromoted: boolean }[]).map((n) => n.isPromoted)).toEqual([true, true]);
    expect(promoted.data).not.toHaveProperty("total");
    const item = await get("/api/news/portes-ouvertes-de-noel", 2);
    expect(item.data).toMatchObject({ url: "/news/portes-ouvertes-de-noel", isPromoted: true });
    expect((await get("/api/news/portes-ouvertes-de-noel", 1)).status).toBe(404);
  });
});

describe("albums", () => {
  it("lists albums with a cover and gives an album's media typed by extension", async () => {
    const albums = await get("/api/album?page=1&nbItem=100", 1);
    const list = albums.data.albums as { slug: string; cover: { src: string } | null; nbMedia: number }[];
    expect(list.map((a) => a.slug)).toEqual(["seminaire-dans-les-vignes", "salons-et-lancements"]);
    expect(list[0]?.cover?.src).toMatch(/\.svg$/);
    const album = await get("/api/album/salons-et-lancements", 1);
    const media = album.data.media as { type: string; width: number | null; alt: string }[];
    expect(media).toHaveLength(5);
    expect(media.every((m) => m.type === "image" && m.width !== null && m.alt !== "")).toBe(true);
    expect((await get("/api/album/999999", 1)).status).toBe(404);
  });
});

describe("services", () => {
  it("lists services, filtered by any of the tags of a comma list", async () => {
    const all = await get("/api/service?page=1&nbItem=100", 1);
    expect(all.data.total).toBe(5);
    expect(all.data.tags).toEqual(["conseil", "événementiel", "formation", "salon", "stratégie"]);
    const tagged = await get(
      `/api/service?page=1&nbItem=100&tag=${encodeURIComponent("Formation, salon")}`,
      1,
    );
    expect((tagged.data.services as { slug: string }[]).map((s) => s.slug)).toEqual([
      "stand-de-salon",
      "formation-prise-de-parole",
    ]);
    expect((await get("/api/service?tag=inconnu", 1)).data.total).toBe(0);
    expect((await get("/api/service/formation-prise-de-parole", 1)).data.price).toBe("390 € HT par personne");
  });
});

describe("element lists and registration", () => {
  it("lists a route's elements, 24 a page, with the filters echoed", async () => {
    const page = await get("/api/element/rendez-vous", 2);
    expect(page.data.filters).toEqual({ page: 1, nbItem: 24 });
    expect(page.data.total).toBe(3);
    expect((page.data.list as { title: string }).title).toBe("Rendez-vous au domaine");
    expect((await get("/api/element/inconnu", 2)).status).toBe(404);
    // the footer lists keep their own shape
    expect((await get("/api/element/link-footer", 2)).data).toHaveProperty("items");
  });

  it("registers a visitor who states names and e-mail, within the seats left", async () => {
    const path = "/api/element/rendez-vous/soiree-vins-et-fromages/register";
    const missing = await post(path, { firstname: "", email: "x" }, 2);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.data.errors as object).sort()).toEqual(["email", "firstname", "lastname"]);
    const done = await post(
      path,
      { firstname: "Léa", lastname: "Martin", email: "lea@example.fr", seats: 3 },
      2,
    );
    expect(done.status).toBe(201);
    expect(done.message).toBe("Votre inscription est enregistrée");
    // 20 seats, 12 taken by the seed, 3 now
    expect(done.data).toMatchObject({ seats: 3, remainingSeats: 5 });
    const full = await post(path, { firstname: "Jo", lastname: "B", email: "jo@example.fr", seats: 6 }, 2);
    // more seats than are left: the whole request waits on the waiting list (issue 14 §3)
    expect(full.status).toBe(201);
    expect(full.data).toMatchObject({ status: "WAITING", remainingSeats: 5 });
    expect(full.message).toMatch(/^Complet : vous êtes sur la liste d’attente/);
    const rows = await withSite(platform.db, 2, (tx) =>
      tx.select().from(elementRegistrations).where(eq(elementRegistrations.email, "lea@example.fr")),
    );
    expect(rows).toHaveLength(1);
  });

  it("never overbooks when visitors register at the same time", async () => {
    const path = "/api/element/rendez-vous/atelier-assemblage/register";
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(path, { firstname: "P", lastname: `N${i}`, email: `p${i}@example.fr`, seats: 2 }, 2),
      ),
    );
    const confirmed = attempts.filter((a) => a.status === 201 && a.data.status === "CONFIRMED");
    expect(confirmed).toHaveLength(4);
    // the others wait on the waiting list (issue 14 §3)
    expect(attempts.filter((a) => a.data.status === "WAITING")).toHaveLength(2);
  });
});

describe("forms", () => {
  it("gives a form's fields, by slug or id", async () => {
    const form = await get("/api/forms/candidature-vendanges", 2);
    const fields = form.data.fields as { name: string; type: string }[];
    expect(fields.find((f) => f.name === "cv")?.type).toBe("file");
    expect((await get(`/api/forms/${form.data.id}`, 2)).data.slug).toBe("candidature-vendanges");
    expect((await get("/api/forms/candidature-vendanges", 1)).status).toBe(404);
  });

  it("stores a multipart submission with its file in one go", async () => {
    const data = new FormData();
    data.append("firstname", "Léa");
    data.append("lastname", "Martin");
    data.append("email", "lea@example.fr");
    data.append("phone", "06 39 98 00 00");
    data.append("experience", "Oui");
    data.append("consent", "on");
    data.append("cv", new File([new Uint8Array([37, 80, 68, 70])], "cv.pdf", { type: "application/pdf" }));
    const response = await platform.call("/api/forms/candidature-vendanges/submit", {
      site: 2,
      method: "POST",
      body: data,
    });
    const body = await envelopeOf(response);
    expect(response.status).toBe(201);
    expect(body.message).toMatch(/candidature est bien reçue/);
    const files = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissionFiles));
    expect(files).toHaveLength(1);
    expect([...(files[0]?.data ?? [])]).toEqual([37, 80, 68, 70]);
  });

  it("answers per-field errors and stores nothing when a field is at fault", async () => {
    const before = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissions));
    const data = new FormData();
    data.append("firstname", "Léa");
    data.append("email", "pas-un-mail");
    data.append("cv", new File(["x"], "cv.exe"));
    const response = await platform.call("/api/forms/candidature-vendanges/submit", {
      site: 2,
      method: "POST",
      body: data,
    });
    const body = await envelopeOf(response);
    expect(response.status).toBe(422);
    expect(body.message).toBe("Certains champs sont à corriger");
    const errors = (body.data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["consent", "cv", "email", "experience", "lastname", "phone"]);
    expect(errors.cv).toEqual(["Le fichier cv.exe n’est pas d’un type accepté (.pdf, .docx, .odt)"]);
    const after = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissions));
    expect(after).toHaveLength(before.length);
  });

  it("refuses a body that is not multipart, and a file past the hard limit", async () => {
    const json = await post("/api/forms/candidature-vendanges/submit", { firstname: "x" }, 2);
    expect(json.status).toBe(415);
    const data = new FormData();
    data.append("cv", new File([new Uint8Array(11 * 1024 * 1024)], "cv.pdf"));
    const response = await platform.call("/api/forms/candidature-vendanges/submit", {
      site: 2,
      method: "POST",
      body: data,
    });
    expect(response.status).toBe(413);
    expect((await envelopeOf(response)).data).toMatchObject({
      errors: { cv: ["Le fichier cv.pdf est trop volumineux"] },
    });
  });

  it("checks a date field against its calendar", async () => {
    const form = await get("/api/forms/reserver-une-visite", 2);
    const calendarId = (form.data.fields as { name: string; calendarId?: number }[]).find(
      (f) => f.name === "date",
    )?.calendarId;
    const today = new Date();
    const month = today.getUTCMonth() + 2 > 12 ? 1 : today.getUTCMonth() + 2;
    const year = month === 1 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
    const allowed = await get(`/api/calendar/${calendarId}/date/allowed/${month}/${year}`, 2);
    const dates = allowed.data.dates as string[];
    expect(dates.length).toBeGreaterThan(10);
    const base = {
      firstname: "A",
      lastname: "B",
      email: "a@b.fr",
      formula: "Visite et dégustation",
      guests: "2",
    };
    const submit = async (date: string) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ ...base, date })) data.append(k, v);
      return platform.call("/api/forms/reserver-une-visite/submit", { site: 2, method: "POST", body: data });
    };
    expect((await submit(dates[0] ?? "")).status).toBe(201);
    // a Monday is never a visit day
    const monday = Array.from(
      { length: 7 },
      (_, i) => `${year}-${String(month).padStart(2, "0")}-0${i + 1}`,
    ).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1);
    const refused = await submit(monday ?? "");
    expect(refused.status).toBe(422);
    expect((await envelopeOf(refused)).data).toMatchObject({
      errors: { date: ["Cette date n’est pas disponible"] },
    });
    expect((await get(`/api/calendar/${calendarId}/date/allowed/13/${year}`, 2)).status).toBe(400);
    expect((await get(`/api/calendar/${calendarId}/date/allowed/1/2026`, 1)).status).toBe(404);
  });
});

describe("contact messages (POST /message)", () => {
  it("stores a message that states first name, last name and e-mail", async () => {
    const sent = await post(
      "/api/message",
      {
        firstname: "Léa",
        lastname: "Martin",
        email: "lea@example.fr",
        subject: "Projet événementiel",
        message: "Bonjour",
        consent: true,
        company: "Lumen",
      },
      1,
    );
    expect(sent.status).toBe(201);
    expect(sent.message).toBe("Votre message a bien été envoyé");
    const [row] = await withSite(platform.db, 1, (tx) =>
      tx
        .select()
        .from(messages)
        .where(eq(messages.id, sent.data.id as number)),
    );
    expect(row).toMatchObject({
      firstname: "Léa",
      subject: "Projet événementiel",
      extra: { company: "Lumen", consent: true },
    });
    // the owner got a copy at COMPANY_EMAIL, and the message says it was mailed
    expect(row?.mailedAt).toBeInstanceOf(Date);
    await platform.mailer.flush();
    const [mail] = await withSite(platform.db, 1, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.kind, "contact.message"))),
    );
    expect(mail?.subject).toBe("Message de Léa Martin : Projet événementiel");
    expect(mail?.text).toContain("Léa Martin <lea@example.fr>");
    expect(mail?.text).toContain("company : Lumen");
  });

  it("refuses a request without names and e-mail, whatever the site's form says", async () => {
    const refused = await post("/api/message", { message: "Bonjour" }, 2);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.data.errors as object)).toEqual(
      expect.arrayContaining(["firstname", "lastname", "email"]),
    );
    expect((await post("/api/message", "texte", 2)).status).toBe(400);
  });

  it("does not drop the page cache: messages are per visitor", async () => {
    const version = platform.cache.version(1);
    await post(
      "/api/message",
      {
        firstname: "A",
        lastname: "B",
        email: "a@b.fr",
        message: "x",
        subject: "Autre demande",
        consent: true,
      },
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.cache.version(1)).toBe(version);
  });
});

describe("reviews", () => {
  it("lists a source's reviews with their average", async () => {
    const all = await get("/api/reviews?from=all", 2);
    expect(all.data.total).toBe(5);
    expect(all.data.average).toBe(4.6);
    expect(all.data.serviceUrl).toBe("https://avis.vinisite.fr/domaine-des-trois-coteaux");
    const site = await get("/api/reviews?from=site", 2);
    expect((site.data.reviews as { source: string }[]).every((r) => r.source === "site")).toBe(true);
    expect(site.data.total).toBe(3);
    expect((await get("/api/reviews?product=abc", 2)).status).toBe(400);
  });

  it("stores review text as plain, sanitized text", async () => {
    await withSite(platform.db, 1, (tx) =>
      recordReview(tx, 1, {
        source: "site",
        rating: 3,
        firstname: "<b>Zoé</b>",
        text: '<img src=x onerror="alert(1)">Bien &amp; <script>alert(2)</script>rapide',
        reviewedOn: "2026-11-01",
      }),
    );
    const [row] = await withSite(platform.db, 1, (tx) =>
      tx.select().from(reviews).where(eq(reviews.firstname, "Zoé")),
    );
    expect(row?.text).toBe("Bien & rapide");
  });
});

describe("search and sitemap", () => {
  it("finds pages, articles and news by their words", async () => {
    const found = await get("/api/search?q=vendanges", 2);
    const results = found.data.results as { type: string; url: string; excerpt: string }[];
    expect(new Set(results.map((r) => r.type))).toEqual(new Set(["page", "article", "news"]));
    expect(results.find((r) => r.type === "article")?.url).toMatch(/^\/blog\/a-la-vigne\//);
    expect(results.every((r) => !/<[a-z]/i.test(r.excerpt))).toBe(true);
    // a visitor's % is a character, not a wildcard
    expect((await get("/api/search?q=%25%25", 2)).data.total).toBe(0);
    expect((await get("/api/search?q=a", 2)).status).toBe(400);
  });

  it("lists every visible page, article and news item", async () => {
    const entries = (await get("/api/sitemap", 2)).data.entries as { path: string }[];
    const paths = entries.map((e) => e.path);
    for (const path of [
      "/",
      "/contact",
      "/legal-notice",
      "/blog",
      "/blog/a-la-vigne",
      "/blog/a-la-vigne/vendanges-2026-le-bilan",
      "/news/portes-ouvertes-de-noel",
      "/albums/vendanges-2026",
      "/service/atelier-assemblage",
      "/events/rendez-vous/atelier-assemblage",
      "/forms/reserver-une-visite",
    ])
      expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves the contact page out when it is hidden", async () => {
    await setParameter(2, "HIDE_CONTACT_PAGE", true);
    try {
      const paths = ((await get("/api/sitemap", 2)).data.entries as { path: string }[]).map((e) => e.path);
      expect(paths).not.toContain("/contact");
    } finally {
      await setParameter(2, "HIDE_CONTACT_PAGE", false);
    }
  });
});
