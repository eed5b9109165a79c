// The storefront's renders keep the parsed answers the API marked shared (the same for every
// visitor of the site: settings, site info, page tree, footer…; src/server/http/cached.ts), per
// site and language, until the change feed says the site changed (docs/decisions/094). A render
// then costs no in-process request, no JSON and no zod parsing for them: for anonymous and
// logged-in visitors alike, since these answers never depend on who asks.

/** Parsed answers by the URL of their call (src/client/api-client.ts reads and writes them). */
type Answers = Map<string, unknown>;

/** Distinct shared URLs kept per site and language before the oldest half is dropped. */
const MAX_ANSWERS = 500;

export class SharedAnswers {
  private readonly sites = new Map<number, Map<string, Answers>>();

  /**
   * The answers of `idSite` in `lang`, to hand to one render. A render that began before a change
   * keeps the map it was given, which the change has detached: what it adds is not seen by later
   * renders.
   */
  for(idSite: number, lang: string) {
    let site = this.sites.get(idSite);
    if (!site) {
      site = new Map();
      this.sites.set(idSite, site);
    }
    let answers = site.get(lang);
    if (!answers) {
      answers = new Map();
      site.set(lang, answers);
    }
    const kept = answers;
    return {
      get: (key: string) => kept.get(key),
      set: (key: string, answer: unknown) => {
        if (kept.size >= MAX_ANSWERS) {
          for (const old of [...kept.keys()].slice(0, MAX_ANSWERS / 2)) kept.delete(old);
        }
        kept.set(key, answer);
      },
    };
  }

  dropSite(idSite: number): void {
    this.sites.delete(idSite);
  }
}
