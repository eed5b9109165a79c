// A new site (issue 19 §2): one transaction writes the site's platform rows and the audit line as
// the owner, then, entered as the site (RLS), everything it starts with — through the demo seed's
// own functions — its owner (SUPER_ADMIN, no usable password) and the invitation mail in the
// outbox. A failure anywhere leaves nothing behind.
import { randomBytes } from "node:crypto";
import { type CreateSiteInput, createSiteSchema, type PlatformSite } from "../../../../schemas/platform";
import { type Lang, langOf, translate } from "../../../runtime/messages/translate";
import { enterSite, type Tx } from "../../db/client";
import { addressTypes, users } from "../../db/schema";
import { seedCatalogue } from "../../db/seed/catalogue";
import { insertSiteRow, seedSiteContent } from "../../db/seed/seed";
import { parseInput } from "../../http/validate";
import { renderMail } from "../../mail/layout";
import { type MailMessage, queueMail } from "../../mail/outbox";
import { issueResetToken } from "../account/account-service";
import { hashPassword } from "../account/password";
import { openLedger } from "../catalogue/stock";
import { canonicalOrigin } from "../site/site-origin";
import type { Actor, PlatformDeps } from "./deps";
import {
  afterSiteChange,
  assertHostFree,
  nextSiteId,
  platformActions,
  readSite,
  recordPlatformAction,
} from "./platform-service";
import {
  AGE_POPUP_KEY,
  starterAddressTypes,
  starterCatalogue,
  starterDemoContent,
  starterSite,
} from "./starter-site";

/** The owner's invitation link lives a week (a reset link, one hour). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function invitationMail(lang: Lang, site: string, to: string, url: string): MailMessage {
  const body = renderMail({
    greeting: translate(lang, "mail.greeting", { name: "" }).replace(" ,", ","),
    paragraphs: [translate(lang, "platform.invitation.body", { site })],
    action: { label: translate(lang, "platform.invitation.action"), url },
    after: [translate(lang, "platform.invitation.after")],
    signature: translate(lang, "platform.invitation.signature"),
  });
  return {
    kind: "platform.invitation",
    to,
    subject: translate(lang, "platform.invitation.subject", { site }),
    ...body,
  };
}

/**
 * An invited administrator (the site's owner, or a member of its team, admin-team.ts): an account
 * of `role` with a password nobody knows, and a single-use link to choose one, valid a week.
 * Answers the account's id and the link's token.
 */
export async function createInvitedUser(
  tx: Tx,
  idSite: number,
  email: string,
  role: "ADMIN" | "SUPER_ADMIN",
  now: Date,
): Promise<{ id: number; token: string }> {
  const [user] = await tx
    .insert(users)
    .values({
      siteId: idSite,
      email,
      role,
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("the invited user was not inserted");
  const token = await issueResetToken(tx, idSite, user.id, new Date(now.getTime() + INVITATION_TTL_MS));
  return { id: user.id, token };
}

/** Creates the site, its owner (SUPER_ADMIN) and mails the invitation; answers the invitation link too. */
export async function createSite(
  deps: PlatformDeps,
  actor: Actor,
  input: CreateSiteInput,
): Promise<{ site: PlatformSite; invitationUrl: string }> {
  const site = parseInput(createSiteSchema, input, 422);
  const now = new Date();
  const { id, invitationUrl } = await deps.db.owner.transaction(async (ownerTx) => {
    const tx = ownerTx as Tx;
    const id = await nextSiteId(tx);
    for (const host of [...site.hosts.dev, ...site.hosts.prod]) await assertHostFree(tx, host);
    const seed = starterSite(id, site);
    await insertSiteRow(tx, seed, site.preset);
    await recordPlatformAction(tx, actor, platformActions.create, seed, {
      preset: site.preset,
      isWinemaker: site.isWinemaker,
      isECommerce: site.isECommerce,
      hosts: site.hosts,
      ownerEmail: site.ownerEmail,
      demoContent: site.demoContent,
    });
    // from here on, the site's own rows, behind its row-level-security wall
    await enterSite(tx, id);
    await seedSiteContent(tx, seed, {
      ...(site.demoContent ? { demo: starterDemoContent(site, now) } : {}),
      ...(site.isWinemaker ? { popupKeysOnLoad: [AGE_POPUP_KEY] } : {}),
    });
    await tx.insert(addressTypes).values(starterAddressTypes(site).map((type) => ({ ...type, siteId: id })));
    if (site.isWinemaker && site.demoContent) await seedCatalogue(tx, id, starterCatalogue);
    await openLedger(tx, id);
    const { token } = await createInvitedUser(tx, id, site.ownerEmail, "SUPER_ADMIN", now);
    const canonical = { dev: site.hosts.dev[0] ?? null, prod: site.hosts.prod[0] ?? null };
    const origin = canonicalOrigin({ canonical }, { mode: deps.mode, port: deps.port });
    const invitationUrl = `${origin}/password/reset/${token}?invitation=1`;
    await queueMail(
      tx,
      id,
      invitationMail(langOf(site.defaultLang), site.name, site.ownerEmail, invitationUrl),
    );
    return { id, invitationUrl };
  });
  deps.mailer.nudge();
  await afterSiteChange(deps, id);
  const created = await readSite(deps.db.owner, id);
  if (!created) throw new Error(`site ${id} vanished after its creation`);
  return { site: created, invitationUrl };
}
