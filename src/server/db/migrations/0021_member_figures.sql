CREATE TABLE "member_figures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"figures" jsonb
);
--> statement-breakpoint
ALTER TABLE "member_figures" ADD CONSTRAINT "member_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change to what the dashboard counts makes the member's stored figures stale in the same transaction: the
-- version moves on, so a computation that read before this change cannot store its result after it (the upsert
-- waits for this transaction's row lock or its new row). A member being deleted is left alone: their row goes
-- with them, and a row for them could not be written.
CREATE FUNCTION cp_member_figures_stale(member uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_figures SET version = version + 1, figures = NULL WHERE user_id = member;
  IF NOT FOUND THEN
    INSERT INTO member_figures (user_id, version)
      SELECT member, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
      ON CONFLICT (user_id) DO UPDATE SET version = member_figures.version + 1, figures = NULL;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION cp_member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cp_member_figures_stale(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A bureau's answer belongs to a dispute: the member is the dispute's.
CREATE FUNCTION cp_dispute_bureau_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  SELECT user_id INTO member FROM disputes
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.dispute_id ELSE NEW.dispute_id END;
  IF member IS NOT NULL THEN
    PERFORM cp_member_figures_stale(member);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Tradelines are written only with their report, in its transaction: the report's trigger covers them.
CREATE TRIGGER credit_reports_figures_stale AFTER INSERT OR UPDATE OR DELETE ON credit_reports
  FOR EACH ROW EXECUTE FUNCTION cp_member_row_changed();
--> statement-breakpoint
CREATE TRIGGER disputes_figures_stale AFTER INSERT OR UPDATE OR DELETE ON disputes
  FOR EACH ROW EXECUTE FUNCTION cp_member_row_changed();
--> statement-breakpoint
CREATE TRIGGER dispute_steps_figures_stale AFTER INSERT OR UPDATE OR DELETE ON dispute_steps
  FOR EACH ROW EXECUTE FUNCTION cp_member_row_changed();
--> statement-breakpoint
CREATE TRIGGER dispute_bureaus_figures_stale AFTER INSERT OR UPDATE OR DELETE ON dispute_bureaus
  FOR EACH ROW EXECUTE FUNCTION cp_dispute_bureau_row_changed();
