// Contact messages (spec §7 POST /message; spec §5: a request to the owner states first name, last
// name and e-mail). Stored per site; the owner's copy is queued in the same transaction
// (queueContactMailToOwner, docs/decisions/084).
import { and, eq } from "drizzle-orm";
import { checkForm, type FieldError, type FormInput } from "../../../runtime/content/form-rules";
import { contactFields } from "../../../runtime/content/standard-fields";
import { type Database, type Tx, withSite } from "../../db/client";
import { componentConfs, messages } from "../../db/schema";
import { calendarCheckOf } from "./form-service";
import { queueContactMailToOwner, type StoredMessage } from "./message-mail";

export async function contactFormConfig(tx: Tx, idSite: number): Promise<unknown> {
  const [row] = await tx
    .select({ config: componentConfs.config })
    .from(componentConfs)
    .where(and(eq(componentConfs.siteId, idSite), eq(componentConfs.slug, "contact-form")));
  return row?.config ?? null;
}

/** mailed: the owner's copy is owed (false when the site has no COMPANY_EMAIL). */
export type MessageOutcome =
  | { ok: true; message: StoredMessage; mailed: boolean }
  | { ok: false; errors: Record<string, FieldError[]> };

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

export async function storeContactMessage(
  db: Database,
  idSite: number,
  input: FormInput,
): Promise<MessageOutcome> {
  return withSite(db, idSite, async (tx) => {
    const fields = contactFields(await contactFormConfig(tx, idSite));
    const { values, errors } = checkForm(fields, input, await calendarCheckOf(tx, idSite, fields));
    if (Object.keys(errors).length) return { ok: false, errors };
    const { firstname, lastname, email, phone, subject, message, ...extra } = values;
    const row = {
      firstname: String(firstname),
      lastname: String(lastname),
      email: String(email),
      phone: text(phone),
      subject: text(subject),
      message: String(message),
      extra: Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== null)),
    };
    const [created] = await tx
      .insert(messages)
      .values({ siteId: idSite, ...row })
      .returning({ id: messages.id });
    if (!created) throw new Error("message was not inserted");
    const stored = { id: created.id, ...row };
    // the owner's copy is written with the message: it leaves iff the message is stored
    const mailed = await queueContactMailToOwner(tx, idSite, stored);
    if (mailed) {
      await tx
        .update(messages)
        .set({ mailedAt: new Date() })
        .where(and(eq(messages.siteId, idSite), eq(messages.id, created.id)));
    }
    return { ok: true, message: stored, mailed };
  });
}
