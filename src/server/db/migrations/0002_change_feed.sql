-- The change feed (DESIGN.md §3): any write to a site's content, by the app or by hand, notifies
-- channel vinisite_site_changed with the site id once the transaction commits, so that every
-- app process drops that site's cached settings, pages and rendered pages. The triggers are
-- created on every site table by src/server/db/tenancy.ts; the sites table's is here.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  -- the sites table names its site "id"; every other table "site_id"
  PERFORM pg_notify('vinisite_site_changed', coalesce(changed->>'site_id', changed->>'id'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON sites FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER site_urls_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON site_urls FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
