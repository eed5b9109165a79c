import type { CompanyAddress } from "../../../../schemas/site";
import { RichHtml } from "./rich-html";
import { useT } from "./use-t";

export interface CompanyDetails {
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  /** COMPANY_FAX: shown as a number, not a link (no phone dials a fax). */
  fax: string | null;
  /** COMPANY_DESCRIPTION: rich text, sanitized when the owner saved it (parameter-service.ts). */
  descriptionHtml: string | null;
  /** COMPANY_ADDRESS: a link to the address on a map site; no map is embedded (no third party). */
  mapUrl: string | null;
  addresses: CompanyAddress[];
  hours: [string, string][];
}

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "").replace(/^0/, "+33")}`;

/** The company's details on the contact page: addresses, phones, e-mail, opening hours. */
export function ContactDetails({ details }: { details: CompanyDetails }) {
  const t = useT();
  return (
    <div className="vs-card">
      <div className="vs-card__body">
        <h2 className="vs-card__title">{t("content.contactDetails")}</h2>
        {details.descriptionHtml ? (
          <RichHtml html={details.descriptionHtml} className="vs-company-description vs-prose" />
        ) : null}
        {details.addresses.map((a) => (
          <div key={a.id} style={{ marginBlockEnd: "1rem" }}>
            <p className="vs-card__meta">{a.type.label}</p>
            <address style={{ fontStyle: "normal" }}>
              <strong>{a.name}</strong>
              <br />
              {a.address}
              {a.addressPart2 ? (
                <>
                  <br />
                  {a.addressPart2}
                </>
              ) : null}
              <br />
              {a.postalCode} {a.city}
              {a.phone ? (
                <>
                  <br />
                  <a href={telOf(a.phone)}>{a.phone}</a>
                </>
              ) : null}
            </address>
          </div>
        ))}
        <dl className="vs-details">
          {details.phone ? (
            <>
              <dt>{t("content.phone")}</dt>
              <dd>
                <a href={telOf(details.phone)}>{details.phone}</a>
              </dd>
            </>
          ) : null}
          {details.mobile ? (
            <>
              <dt>{t("content.mobile")}</dt>
              <dd>
                <a href={telOf(details.mobile)}>{details.mobile}</a>
              </dd>
            </>
          ) : null}
          {details.fax ? (
            <>
              <dt>{t("content.fax")}</dt>
              <dd>{details.fax}</dd>
            </>
          ) : null}
          {details.email ? (
            <>
              <dt>{t("content.email")}</dt>
              <dd>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
        {details.mapUrl ? (
          <p style={{ marginBlockStart: "1rem" }}>
            <a href={details.mapUrl} rel="noopener">
              <i className="fa-solid fa-map-location-dot" aria-hidden="true" /> {t("content.seeMap")}
            </a>
          </p>
        ) : null}
        {details.hours.length ? (
          <>
            <h3 style={{ marginBlockStart: "1.25rem" }}>{t("content.openingHours")}</h3>
            <dl className="vs-details">
              {details.hours.map(([day, hours]) => (
                <div key={day} style={{ display: "contents" }}>
                  <dt>{day}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
    </div>
  );
}
