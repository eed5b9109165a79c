import { useId } from "react";
import { useT } from "./use-t";

/** The site search (SHOW_SEARCHBAR): a GET form to /search, so it works without JavaScript. */
export function SearchForm({
  defaultValue = "",
  compact = false,
}: {
  defaultValue?: string;
  compact?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <search>
      <form method="get" action="/search" className={compact ? "vs-search vs-search--compact" : "vs-search"}>
        <label htmlFor={id} className={compact ? "sr-only" : "vs-field__label"}>
          {t("content.searchLabel")}
        </label>
        <div className="vs-search__row">
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={defaultValue}
            minLength={2}
            maxLength={100}
            required
            className="vs-input"
            placeholder={compact ? t("content.search") : undefined}
          />
          <button type="submit" className="vs-button">
            <i className="fa-solid fa-magnifying-glass" aria-hidden="true" />
            <span className={compact ? "sr-only" : undefined}>{t("content.search")}</span>
          </button>
        </div>
      </form>
    </search>
  );
}
