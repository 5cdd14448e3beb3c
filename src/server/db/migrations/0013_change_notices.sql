-- Every app instance keeps what it resolves per member (their session, their dashboard figures) for a few
-- seconds; these triggers tell all of them, through NOTIFY on one channel, whose rows just changed, whoever
-- changed them (a request on another instance, a job, an admin). The payload is the member's id.
-- Each function reads the one column it needs: a credit report's row carries its sealed file (up to 20 MB),
-- which must not be copied just to learn whose it is.
CREATE FUNCTION cp_notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cp_member_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('cp_member_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION cp_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cp_member_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('cp_member_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A bureau's answer belongs to a dispute: the member is the dispute's.
CREATE FUNCTION cp_notify_dispute_bureau_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  SELECT user_id INTO member FROM disputes
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.dispute_id ELSE NEW.dispute_id END;
  IF member IS NOT NULL THEN
    PERFORM pg_notify('cp_member_changes', member::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION cp_notify_user_change();
--> statement-breakpoint
-- "Last active" is written every few minutes and is nobody's business but the session's own instance.
CREATE TRIGGER sessions_notify_change AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.expires_at, OLD.second_factor_at) IS DISTINCT FROM (NEW.user_id, NEW.expires_at, NEW.second_factor_at))
  EXECUTE FUNCTION cp_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cp_notify_member_change();
--> statement-breakpoint
-- Tradelines are written only with their report, in its transaction: the report's notice covers them.
CREATE TRIGGER credit_reports_notify_change AFTER INSERT OR UPDATE OR DELETE ON credit_reports
  FOR EACH ROW EXECUTE FUNCTION cp_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER disputes_notify_change AFTER INSERT OR UPDATE OR DELETE ON disputes
  FOR EACH ROW EXECUTE FUNCTION cp_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER dispute_bureaus_notify_change AFTER INSERT OR UPDATE OR DELETE ON dispute_bureaus
  FOR EACH ROW EXECUTE FUNCTION cp_notify_dispute_bureau_change();
