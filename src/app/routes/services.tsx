import { data, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { readParameters } from "../../../schemas/parameters";
import { tagListOf } from "../../../schemas/tag-query";
import { pageParamOf } from "../../runtime/pagination";
import { apiFor } from "../api.server";
import { ContentImage } from "../components/content/content-image";
import { PaginationNav } from "../components/content/pagination-nav";
import { ServiceFacts } from "../components/content/service-facts";
import { SummaryCard } from "../components/content/summary-card";
import { tOf, useT } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";

/** spec §9: services are read 100 a page. */
const SERVICE_PAGE_SIZE = 100;

/** The services (spec §7 GET /service?page=1&nbItem=100&tag={comma list}), filtered by tags. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(context);
  const search = new URL(request.url).searchParams;
  // ?tag=a,b and ?tag=a&tag=b (the filter form's checkboxes) both work
  const tags = tagListOf(search.getAll("tag").join(","));
  const page = pageParamOf(search);
  const [list, items] = await Promise.all([
    api.services.list(tags, { page, nbItem: SERVICE_PAGE_SIZE }),
    api.site.parameters(),
  ]);
  if (page > 1 && !list.services.length) throw data(null, { status: 404 });
  const style = readParameters(items).values.SERVICE_PAGE_STYLE ?? "CARDS";
  return { list, tags, page, style };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  const t = tOf(shell);
  if (!loaderData) return [];
  const { tags, page } = loaderData;
  const query = new URLSearchParams();
  if (tags.length) query.set("tag", tags.join(","));
  if (page > 1) query.set("page", String(page));
  return seoMeta(shell, {
    title: tags.length ? `${t("content.services")} : ${tags.join(", ")}` : t("content.services"),
    description: t("content.servicesIntro"),
    path: `/service${query.size ? `?${query}` : ""}`,
  });
};

function TagFilter({ all, selected }: { all: string[]; selected: string[] }) {
  const t = useT();
  if (!all.length) return null;
  return (
    <form method="get" className="vs-form" style={{ maxInlineSize: "none", marginBlockEnd: "2rem" }}>
      <fieldset className="vs-field">
        <legend className="vs-field__label">{t("content.filterByTag")}</legend>
        <div className="vs-tags">
          {all.map((tag) => (
            <label key={tag} className="vs-choice">
              <input
                type="checkbox"
                name="tag"
                value={tag}
                defaultChecked={selected.includes(tag)}
                className="vs-check"
              />
              {tag}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="vs-form__actions">
        <button type="submit" className="vs-button">
          {t("content.filter")}
        </button>
        {selected.length ? (
          <Link to="/service" className="vs-button vs-button--outline">
            {t("content.allTags")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

export default function Services() {
  const { list, tags, page, style } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="vs-section" aria-labelledby="services-title">
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.services")}</p>
        <h1 id="services-title" className="vs-section__title">
          {t("content.services")}
        </h1>
        <p className="vs-lead">{t("content.servicesIntro")}</p>
      </header>
      <TagFilter all={list.tags} selected={tags} />
      {!list.services.length ? (
        <p>{t("content.noServices")}</p>
      ) : style === "CARDS" ? (
        <ul className="vs-cards">
          {list.services.map((s) => (
            <SummaryCard
              key={s.id}
              href={s.url}
              title={s.title}
              image={s.image}
              meta={s.tags.join(" · ")}
              summary={s.summary}
              footer={s.price ? <p className="vs-card__price">{s.price}</p> : null}
            />
          ))}
        </ul>
      ) : (
        <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: "2.5rem" }}>
          {list.services.map((s, i) => (
            <li
              key={s.id}
              className={
                style === "ALTERNATE" && s.image
                  ? `vs-columns vs-columns--center${i % 2 ? " vs-columns--reverse" : ""}`
                  : undefined
              }
            >
              {style === "ALTERNATE" && s.image ? <ContentImage image={s.image} /> : null}
              <div>
                <p className="vs-card__meta">{s.tags.join(" · ")}</p>
                <h2>
                  <Link to={s.url}>{s.title}</Link>
                </h2>
                <p>{s.summary}</p>
                <ServiceFacts service={s} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <PaginationNav page={page} total={list.total} nbItem={SERVICE_PAGE_SIZE} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
