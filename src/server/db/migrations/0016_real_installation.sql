CREATE TABLE "manual_report_numbers" (
	"user_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"report_number" text NOT NULL,
	CONSTRAINT "manual_report_numbers_user_id_bureau_pk" PRIMARY KEY("user_id","bureau")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD COLUMN "bureau_report_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "identity_theft_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD COLUMN "manual_items_sealed" "bytea";--> statement-breakpoint
ALTER TABLE "manual_report_numbers" ADD CONSTRAINT "manual_report_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;