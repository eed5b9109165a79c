import type { Service } from "../../../../schemas/content";
import { useT } from "./use-t";

/** A service's price and duration. */
export function ServiceFacts({ service }: { service: Service }) {
  const t = useT();
  if (!service.price && !service.duration) return null;
  return (
    <dl className="vs-details">
      {service.price ? (
        <>
          <dt>{t("content.price")}</dt>
          <dd>{service.price}</dd>
        </>
      ) : null}
      {service.duration ? (
        <>
          <dt>{t("content.duration")}</dt>
          <dd>{service.duration}</dd>
        </>
      ) : null}
    </dl>
  );
}
