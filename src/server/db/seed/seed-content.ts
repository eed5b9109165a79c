// Seeds the demo content of the content screens (blog, news, albums, services, element lists,
// forms, calendars, reviews) into a demo site, inside the site's seeding transaction.
import { todayIn } from "../../../runtime/content/allowed-dates";
import { recordReview } from "../../modules/content/review-service";
import { sanitizeHtml } from "../../security/sanitize";
import type { Tx } from "../client";
import {
  albumMedia,
  albums,
  blogArticles,
  blogFolders,
  calendars,
  elementLists,
  elementRegistrations,
  elements,
  forms,
  news,
  services,
} from "../schema";
import { consultantContent } from "./content/content-consultant";
import { domaineContent } from "./content/content-domaine";
import type { SeedDemoContent } from "./content/demo-content-types";

/** The demo content of each demo site, by site id. */
export const demoContent: Readonly<Record<number, SeedDemoContent>> = {
  1: consultantContent,
  2: domaineContent,
};

/** The instant of `hour`:00 in Paris on the date `days` after today (Paris). */
export function parisInstant(days: number, hour: number, now = new Date()): Date {
  const [y, m, d] = todayIn("Europe/Paris", now).split("-").map(Number) as [number, number, number];
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d + days, hour - offset));
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(candidate);
    if (Number(local) === hour) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d + days, hour - 1));
}

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} was not inserted`);
  return row;
}

/** Blog folders (parents first) and articles. */
async function seedBlog(tx: Tx, siteId: number, content: SeedDemoContent) {
  const folderIds = new Map<string, number>();
  // parents first: a folder's parent is always seeded before it
  const pending = [...content.blogFolders];
  while (pending.length) {
    const at = pending.findIndex((f) => !f.parentKey || folderIds.has(f.parentKey));
    if (at === -1) throw new Error(`blog folders of site ${siteId}: unknown parent`);
    const [folder] = pending.splice(at, 1);
    if (!folder) break;
    const row = one(
      await tx
        .insert(blogFolders)
        .values({
          siteId,
          idParent: folder.parentKey ? (folderIds.get(folder.parentKey) ?? null) : null,
          name: folder.name,
          slug: folder.slug,
          description: folder.description,
          order: folder.order,
        })
        .returning({ id: blogFolders.id }),
      "blog folder",
    );
    folderIds.set(folder.key, row.id);
  }
  if (content.articles.length) {
    await tx.insert(blogArticles).values(
      content.articles.map((a) => ({
        siteId,
        folderId: a.folderKey ? (folderIds.get(a.folderKey) ?? null) : null,
        title: a.title,
        slug: a.slug,
        summary: a.summary,
        html: sanitizeHtml(a.html),
        image: a.image,
        author: a.author,
        metaDescription: a.metaDescription,
        publishedAt: new Date(a.publishedAt),
      })),
    );
  }
}

/** News, albums and services. */
async function seedPublished(tx: Tx, siteId: number, content: SeedDemoContent) {
  if (content.news.length) {
    await tx.insert(news).values(
      content.news.map((n) => ({
        siteId,
        title: n.title,
        slug: n.slug,
        summary: n.summary,
        html: sanitizeHtml(n.html),
        image: n.image,
        metaDescription: n.metaDescription,
        isPromoted: n.isPromoted,
        publishedAt: new Date(n.publishedAt),
      })),
    );
  }
  for (const album of content.albums) {
    const row = one(
      await tx
        .insert(albums)
        .values({
          siteId,
          title: album.title,
          slug: album.slug,
          description: album.description,
          publishedAt: new Date(album.publishedAt),
        })
        .returning({ id: albums.id }),
      "album",
    );
    if (album.media.length) {
      await tx
        .insert(albumMedia)
        .values(album.media.map((m, order) => ({ siteId, albumId: row.id, ...m, order })));
    }
  }
  if (content.services.length) {
    await tx.insert(services).values(
      content.services.map((s, order) => ({
        siteId,
        ...s,
        html: sanitizeHtml(s.html),
        tags: s.tags.map((t) => t.toLowerCase()),
        order,
      })),
    );
  }
}

/** Element lists, their items and registrations. */
async function seedElements(tx: Tx, siteId: number, content: SeedDemoContent, now: Date) {
  for (const list of content.elementLists) {
    const listRow = one(
      await tx
        .insert(elementLists)
        .values({ siteId, route: list.route, title: list.title, description: list.description })
        .returning({ id: elementLists.id }),
      "element list",
    );
    for (const [order, e] of list.elements.entries()) {
      const startsAt = parisInstant(e.startsInDays, e.startHour, now);
      const row = one(
        await tx
          .insert(elements)
          .values({
            siteId,
            listId: listRow.id,
            title: e.title,
            slug: e.slug,
            summary: e.summary,
            html: sanitizeHtml(e.html),
            image: e.image,
            startsAt,
            endsAt: new Date(startsAt.getTime() + e.durationHours * 3_600_000),
            location: e.location,
            price: e.price,
            capacity: e.capacity,
            registrationOpen: e.registrationOpen,
            order,
          })
          .returning({ id: elements.id }),
        "element",
      );
      if (e.registrations.length) {
        await tx
          .insert(elementRegistrations)
          .values(e.registrations.map((r) => ({ siteId, elementId: row.id, ...r })));
      }
    }
  }
}

/** Calendars, forms and reviews. */
async function seedFormsAndReviews(tx: Tx, siteId: number, content: SeedDemoContent) {
  const calendarIds = new Map<string, number>();
  for (const c of content.calendars) {
    const { key, ...rules } = c;
    const row = one(
      await tx
        .insert(calendars)
        .values({ siteId, ...rules })
        .returning({ id: calendars.id }),
      "calendar",
    );
    calendarIds.set(key, row.id);
  }
  for (const form of content.forms) {
    const fields = form.fields.map(({ calendarKey, ...field }) => {
      if (!calendarKey) return field;
      const calendarId = calendarIds.get(calendarKey);
      if (calendarId === undefined) throw new Error(`form ${form.slug}: unknown calendar ${calendarKey}`);
      return { ...field, calendarId };
    });
    await tx.insert(forms).values({
      siteId,
      slug: form.slug,
      title: form.title,
      description: sanitizeHtml(form.description),
      submitLabel: form.submitLabel,
      successMessage: form.successMessage,
      fields,
    });
  }
  for (const review of content.reviews) await recordReview(tx, siteId, review);
}

export async function seedDemoContent(
  tx: Tx,
  siteId: number,
  content: SeedDemoContent | undefined,
  now = new Date(),
) {
  if (!content) return;
  await seedBlog(tx, siteId, content);
  await seedPublished(tx, siteId, content);
  await seedElements(tx, siteId, content, now);
  await seedFormsAndReviews(tx, siteId, content);
}
