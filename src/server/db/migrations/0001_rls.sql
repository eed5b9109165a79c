-- Row-level security, the second wall of tenancy (DESIGN.md §4).
-- The application switches to the non-superuser role "app" in every transaction and sets
-- app.site_id; a query that forgets its `where site_id = …` still sees only that site's rows,
-- a query run with no site set sees none, and a write into another site's rows is refused.
-- The policies themselves are applied to every table with a site_id by src/server/db/tenancy.ts.
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app') THEN
    CREATE ROLE app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app;
--> statement-breakpoint
GRANT SELECT ON sites, site_urls, languages TO app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_site_id() RETURNS integer LANGUAGE sql STABLE AS
$$ SELECT NULLIF(current_setting('app.site_id', true), '')::integer $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_site_id() TO app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app;
