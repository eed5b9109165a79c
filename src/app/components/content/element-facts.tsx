import type { Element } from "../../../../schemas/content";
import { formatDateTime } from "./format";
import { langOfShell, useShell, useT } from "./use-t";

/** When, where, price and seats of an element (event, workshop). */
export function ElementFacts({ element }: { element: Element }) {
  const t = useT();
  const lang = langOfShell(useShell());
  return (
    <dl className="vs-details">
      {element.startsAt ? (
        <>
          <dt>{t("content.when")}</dt>
          <dd>
            <time dateTime={element.startsAt}>{formatDateTime(element.startsAt, lang)}</time>
          </dd>
        </>
      ) : null}
      {element.location ? (
        <>
          <dt>{t("content.where")}</dt>
          <dd>{element.location}</dd>
        </>
      ) : null}
      <dt>{t("content.price")}</dt>
      <dd>{element.price ?? t("content.eventFree")}</dd>
      {element.capacity !== null ? (
        <>
          <dt>{t("content.seatsOffered")}</dt>
          <dd>
            {t(element.calendarId === null ? "content.capacity" : "content.capacityPerDate", {
              count: element.capacity,
            })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
