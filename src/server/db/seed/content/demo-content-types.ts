/**
 * Shapes of the demo content of the content screens (blog, news, albums, services, element lists,
 * forms, calendars, reviews), seeded with each demo site. Plain typed data, in French. Dates of
 * things to come are given in days from the seeding, so that the demo never goes stale.
 */
import type { FormField } from "../../../../../schemas/content";
import type { StoredImage } from "../../schema";

export interface SeedBlogFolder {
  key: string;
  parentKey?: string;
  name: string;
  slug: string;
  description: string;
  order: number;
}

export interface SeedArticle {
  folderKey?: string;
  title: string;
  slug: string;
  summary: string;
  html: string;
  image: StoredImage | null;
  author: string | null;
  /** ISO date and time, in the past. */
  publishedAt: string;
  metaDescription: string;
}

export interface SeedNews {
  title: string;
  slug: string;
  summary: string;
  html: string;
  image: StoredImage | null;
  publishedAt: string;
  isPromoted: boolean;
  metaDescription: string;
}

export interface SeedAlbum {
  title: string;
  slug: string;
  description: string;
  publishedAt: string;
  media: StoredImage[];
}

export interface SeedService {
  title: string;
  slug: string;
  summary: string;
  html: string;
  image: StoredImage | null;
  price: string | null;
  duration: string | null;
  tags: string[];
}

export interface SeedRegistration {
  firstname: string;
  lastname: string;
  email: string;
  seats: number;
}

export interface SeedElement {
  title: string;
  slug: string;
  summary: string;
  html: string;
  image: StoredImage | null;
  /** Days from the seeding, and the local hour (Europe/Paris) it starts at. */
  startsInDays: number;
  startHour: number;
  durationHours: number;
  location: string;
  price: string | null;
  capacity: number | null;
  registrationOpen: boolean;
  registrations: SeedRegistration[];
}

export interface SeedElementList {
  route: string;
  title: string;
  description: string;
  elements: SeedElement[];
}

export interface SeedCalendar {
  key: string;
  name: string;
  weekdays: number[];
  closedDates: string[];
  openDates: string[];
  minDelayDays: number;
  maxDelayDays: number | null;
}

export interface SeedForm {
  slug: string;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  /** Date fields name their calendar by key (`calendarKey`); the seeder turns it into an id. */
  fields: (FormField & { calendarKey?: string })[];
}

export interface SeedReview {
  source: "site" | "service";
  rating: number;
  firstname: string;
  text: string;
  reviewedOn: string;
}

export interface SeedDemoContent {
  blogFolders: SeedBlogFolder[];
  articles: SeedArticle[];
  news: SeedNews[];
  albums: SeedAlbum[];
  services: SeedService[];
  elementLists: SeedElementList[];
  calendars: SeedCalendar[];
  forms: SeedForm[];
  reviews: SeedReview[];
}
