CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fcra_consent" boolean NOT NULL,
	"permissible_purpose_consent" boolean NOT NULL,
	"pii_processing_consent" boolean NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"permissible_purpose" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"report_identifier" text,
	"report_date" date,
	"pulled_at" timestamp with time zone NOT NULL,
	"borrower_first_name" text NOT NULL,
	"borrower_last_name" text NOT NULL,
	"borrower_matched_member" boolean NOT NULL,
	"borrower_count" integer NOT NULL,
	"bureaus_returned" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"experian_score" integer,
	"equifax_score" integer,
	"transunion_score" integer,
	"inquiry_count" integer NOT NULL,
	"raw_document" "bytea"
);
--> statement-breakpoint
CREATE TABLE "tradelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tradeline_key" text NOT NULL,
	"kind" text NOT NULL,
	"creditor_name" text NOT NULL,
	"original_creditor_name" text,
	"account_number_sealed" "bytea",
	"account_number_last4" text,
	"account_type" text,
	"loan_type" text,
	"item_type" text,
	"impact" text,
	"status" text,
	"amount_cents" bigint,
	"credit_limit_cents" bigint,
	"date_opened" date,
	"date_reported" date,
	"date_closed" date,
	"last_payment_date" date,
	"first_delinquency_date" date,
	"reporting_ends_on" date,
	"payment_pattern" text,
	"bureaus" jsonb NOT NULL,
	"views" jsonb NOT NULL,
	"dispute_reasons" jsonb NOT NULL,
	"is_disputed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradelines" ADD CONSTRAINT "tradelines_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradelines" ADD CONSTRAINT "tradelines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reports_user_pulled_idx" ON "credit_reports" USING btree ("user_id","pulled_at");--> statement-breakpoint
CREATE INDEX "tradelines_report_idx" ON "tradelines" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "tradelines_user_idx" ON "tradelines" USING btree ("user_id");