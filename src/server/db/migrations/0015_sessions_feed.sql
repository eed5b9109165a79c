-- Issue 16 §5: each process keeps the sessions it has read for a minute (session-cache.ts). A
-- session that ends (logout, password change, account deleted, expiry sweep) or a user that
-- changes (role, e-mail) notifies vinisite_sessions_changed with the site id once the transaction
-- commits, and every process drops the sessions it holds for that site. PostgreSQL delivers one
-- notification per transaction and payload, however many rows changed.
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vinisite_sessions_changed', OLD.site_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
