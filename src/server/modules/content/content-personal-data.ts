// What the contact form and the event registrations keep about a person (GDPR art. 15, 17, 20;
// decision 100), matched by e-mail: a visitor writes or registers without an account.
import { and, asc, eq, sql } from "drizzle-orm";
import { elementRegistrations, messages } from "../../db/schema";
import { registerPersonalData } from "../account/personal-data";

registerPersonalData({
  name: "messages",
  export: (tx, idSite, user) =>
    tx
      .select({
        firstname: messages.firstname,
        lastname: messages.lastname,
        phone: messages.phone,
        subject: messages.subject,
        message: messages.message,
        extra: messages.extra,
        sentAt: messages.createdAt,
      })
      .from(messages)
      .where(and(eq(messages.siteId, idSite), sql`lower(${messages.email}) = ${user.email}`))
      .orderBy(asc(messages.createdAt)),
  erase: async (tx, idSite, user) => {
    await tx
      .delete(messages)
      .where(and(eq(messages.siteId, idSite), sql`lower(${messages.email}) = ${user.email}`));
  },
});

registerPersonalData({
  name: "registrations",
  export: (tx, idSite, user) =>
    tx
      .select({
        elementId: elementRegistrations.elementId,
        firstname: elementRegistrations.firstname,
        lastname: elementRegistrations.lastname,
        phone: elementRegistrations.phone,
        seats: elementRegistrations.seats,
        message: elementRegistrations.message,
        registeredAt: elementRegistrations.createdAt,
      })
      .from(elementRegistrations)
      .where(
        and(
          eq(elementRegistrations.siteId, idSite),
          sql`lower(${elementRegistrations.email}) = ${user.email}`,
        ),
      )
      .orderBy(asc(elementRegistrations.createdAt)),
  erase: async (tx, idSite, user) => {
    await tx
      .delete(elementRegistrations)
      .where(
        and(
          eq(elementRegistrations.siteId, idSite),
          sql`lower(${elementRegistrations.email}) = ${user.email}`,
        ),
      );
  },
});
