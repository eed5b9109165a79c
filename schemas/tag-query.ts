/**
 * spec §7 GET /service?tag={comma list}: the tags of a filter, trimmed, lower-cased, without
 * empty entries or duplicates. The browser builds the query with it, the server reads it with it.
 */
export const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;

export function tagListOf(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const tags: string[] = [];
  for (const part of raw.split(",")) {
    const tag = part.trim().toLowerCase().slice(0, MAX_TAG_LENGTH);
    if (tag && !tags.includes(tag)) tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

/** The `tag` query value for a list of tags; "" (not sent, spec §5) when there is none. */
export function tagQueryOf(tags: readonly string[]): string {
  return tagListOf(tags.join(",")).join(",");
}
