// Tenancy walls applied after every migration, so that no table can be forgotten: each table with
// a site_id column gets row-level security (enabled, forced, one isolation policy) and the app
// role's grants; each one but the volatile tables below also feeds the change feed.
import { sql } from "drizzle-orm";
import type { Db } from "./types";

/**
 * Tables whose writes do not change what a visitor of the site sees (sessions, visits, carts…):
 * no change notification, so they never drop the site's caches. Add a table here when its rows
 * change per visitor request; any other table invalidates the site's caches on every write.
 */
export const volatileTables = [
  "site_urls",
  "users",
  "sessions",
  "visits",
  "password_reset_tokens",
  "mail_outbox",
  "newsletter_subscriptions",
  "carts",
  "cart_products",
  "orders",
  "order_lines",
  "credit_notes",
  "messages",
  "form_submissions",
  "form_submission_files",
  "element_registrations",
  // admin tools: drafts and the audit trail change nothing a visitor sees
  "layout_drafts",
  "admin_audit",
  // the owner's set-up checklist (issue 19 §3)
  "site_setup_steps",
  // the job queue (docs/decisions/084): claims and leases are not content
  "jobs",
] as const;

export async function applyTenancy(owner: Db): Promise<void> {
  const volatile = sql.raw(volatileTables.map((t) => `'${t}'`).join(","));
  await owner.execute(sql`
    DO $$
    DECLARE t text;
    BEGIN
      FOR t IN
        SELECT c.table_name FROM information_schema.columns c
        JOIN information_schema.tables k ON k.table_name = c.table_name AND k.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND c.column_name = 'site_id' AND k.table_type = 'BASE TABLE'
          AND c.table_name <> 'site_urls'
      LOOP
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app', t);
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        IF NOT EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = t || '_site_isolation') THEN
          EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO app USING (site_id = app_site_id()) WITH CHECK (site_id = app_site_id())', t || '_site_isolation', t);
        END IF;
        IF t NOT IN (${volatile}) AND NOT EXISTS (
          SELECT FROM pg_trigger WHERE tgname = t || '_notify_site_changed' AND NOT tgisinternal
        ) THEN
          EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_site_changed()', t || '_notify_site_changed', t);
        END IF;
      END LOOP;
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app;
    END $$`);
}
