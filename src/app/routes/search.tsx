import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { searchQuerySchema } from "../../../schemas/content";
import { ApiCallError } from "../../client/api-client";
import { langOf } from "../../runtime/messages/lang";
import { apiFor } from "../api.server";
import { SearchForm } from "../components/content/search-form";
import { tOf, useT } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";
import { tFor } from "../texts.server";

/** /search?q=… (SHOW_SEARCHBAR): pages, articles and news containing the words typed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if (!q) return { q, response: null, error: null };
  if (!searchQuerySchema.safeParse(q).success)
    return { q, response: null, error: tFor(langOf(context.lang))("validation.search") };
  try {
    return { q, response: await apiFor(context).search(q), error: null };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500)
      return { q, response: null, error: error.message };
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  const t = tOf(shell);
  return seoMeta(shell, {
    title: loaderData?.q ? `${t("content.search")} : ${loaderData.q}` : t("content.search"),
    path: "/search",
    noIndex: true,
  });
};

export default function Search() {
  const { q, response, error } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="vs-section" aria-labelledby="search-title">
      <header className="vs-section__header">
        <h1 id="search-title" className="vs-section__title">
          {t("content.search")}
        </h1>
      </header>
      <div style={{ maxInlineSize: "40rem", marginBlockEnd: "2rem" }}>
        <SearchForm defaultValue={q} />
      </div>
      {error ? (
        <p role="alert" className="vs-form__status vs-form__status--error">
          {error}
        </p>
      ) : null}
      {response ? (
        <>
          <p role="status">
            {response.total
              ? t("content.searchResults", { count: response.total, query: response.query })
              : t("content.searchNone", { query: response.query })}
          </p>
          <ul className="vs-search-results">
            {response.results.map((r) => (
              <li key={`${r.type}:${r.url}`}>
                <p className="vs-card__meta">{t(`content.searchType.${r.type}`)}</p>
                <h2>
                  <Link to={r.url}>{r.title}</Link>
                </h2>
                <p>{r.excerpt}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
