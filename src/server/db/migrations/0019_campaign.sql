CREATE TYPE "public"."campaign_step_kind" AS ENUM('method_of_verification', 'new_information', 'furnisher_dispute', 'missed_deadline', 'reinsertion', 'statement_of_dispute', 'debt_validation', 'goodwill', 'cfpb_complaint');--> statement-breakpoint
CREATE TYPE "public"."step_status" AS ENUM('ready', 'sent', 'answered');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'campaign_viewed';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'new_information';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'furnisher_dispute';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'missed_deadline';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'reinsertion';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'statement_of_dispute';--> statement-breakpoint
ALTER TYPE "public"."letter_kind" ADD VALUE 'goodwill';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'item_reinserted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'new_negative_item';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'step_late';--> statement-breakpoint
CREATE TABLE "dispute_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bureau" "bureau" NOT NULL,
	"kind" "campaign_step_kind" NOT NULL,
	"round" integer NOT NULL,
	"status" "step_status" NOT NULL,
	"details_sealed" "bytea",
	"prepared_at" timestamp with time zone NOT NULL,
	"sent_on" date,
	"reference" text,
	"response_due_on" date,
	"answered_on" date,
	"outcome" "bureau_outcome",
	"answer_sealed" "bytea",
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tradelines" ADD COLUMN "creditor_address" jsonb;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "reappeared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "reappeared_in_report_id" uuid;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "step_id" uuid;--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD CONSTRAINT "dispute_steps_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD CONSTRAINT "dispute_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_steps_dispute_idx" ON "dispute_steps" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "dispute_steps_user_idx" ON "dispute_steps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_steps_one_open_idx" ON "dispute_steps" USING btree ("dispute_id","bureau","kind") WHERE "dispute_steps"."status" <> 'answered';--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD CONSTRAINT "dispute_bureaus_reappeared_in_report_id_credit_reports_id_fk" FOREIGN KEY ("reappeared_in_report_id") REFERENCES "public"."credit_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_step_id_dispute_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."dispute_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A later step's answer moves the member's figures (items removed) as a bureau row's does (migration 0013).
CREATE TRIGGER dispute_steps_notify_change AFTER INSERT OR UPDATE OR DELETE ON dispute_steps
  FOR EACH ROW EXECUTE FUNCTION cp_notify_member_change();
