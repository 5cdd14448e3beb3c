CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid,
	"user_id" uuid,
	"side" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"image_sealed" "bytea" NOT NULL,
	"thumbnail_sealed" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_documents_one_owner" CHECK (("identity_documents"."draft_id" is null) <> ("identity_documents"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "onboarding_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"last_step" integer,
	"profile_sealed" "bytea",
	"consent" jsonb,
	"preferences" jsonb,
	"pull_status" text DEFAULT 'idle' NOT NULL,
	"pull_started_at" timestamp with time zone,
	"pull_finished_at" timestamp with time zone,
	"pull_error_code" text,
	"report_sealed" "bytea",
	"report_id" uuid,
	"selection" jsonb,
	"agreement" jsonb,
	"payment_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_draft_id_onboarding_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."onboarding_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_documents_draft_side_key" ON "identity_documents" USING btree ("draft_id","side") WHERE "identity_documents"."draft_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_documents_user_side_key" ON "identity_documents" USING btree ("user_id","side") WHERE "identity_documents"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "onboarding_drafts_updated_at_idx" ON "onboarding_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));