// How the customer desk writes a person and a day (French, Paris time).
import type { CustomerSummary } from "../../schemas/customer";

/** "Hélène Martin", or the e-mail where the account gave no name. */
export const customerName = (c: Pick<CustomerSummary, "firstname" | "lastname" | "email">) =>
  [c.firstname, c.lastname].filter(Boolean).join(" ") || c.email;

/** "27/11/2026"; a dash for no day. */
export const formatDay = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" }) : "—";
