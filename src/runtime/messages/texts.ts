// The texts a page shows, in its language only: computed on the server (visitor-texts.ts) and
// handed to the browser in a script of their own (decision 126), so that no catalogue is part of
// the visitor's JavaScript (docs/decisions/076). This module imports no catalogue: the browser may
// use it.
import type { MessageKey } from "./en";
import { fillPlaceholders, type MessageParams } from "./fill";

export type { MessageKey } from "./en";
export type { MessageParams } from "./fill";

/** Catalogue texts of one language, by key: the ones the storefront's screens show. */
export type Texts = Readonly<Partial<Record<MessageKey, string>>>;

/** A text by key, with its `{{name}}` placeholders filled. */
export type T = (key: MessageKey, params?: MessageParams) => string;

/** Looks keys up in `texts`; a key they lack shows as itself, where a test or a reader sees it. */
export function lookupIn(texts: Texts): T {
  return (key, params) => fillPlaceholders(texts[key] ?? key, params);
}
