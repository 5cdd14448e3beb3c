CREATE TYPE "public"."bureau" AS ENUM('experian', 'equifax', 'transunion');--> statement-breakpoint
CREATE TYPE "public"."bureau_dispute_status" AS ENUM('sent', 'in_review', 'answered');--> statement-breakpoint
CREATE TYPE "public"."bureau_outcome" AS ENUM('deleted', 'updated', 'verified', 'no_response');--> statement-breakpoint
CREATE TYPE "public"."letter_kind" AS ENUM('dispute', 'method_of_verification', 'debt_validation');--> statement-breakpoint
ALTER TYPE "public"."dispute_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "dispute_bureaus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"bureau" "bureau" NOT NULL,
	"status" "bureau_dispute_status" NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"response_due_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"responded_at" timestamp with time zone,
	"outcome" "bureau_outcome"
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"bureau" "bureau" NOT NULL,
	"kind" "letter_kind" NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth_sealed" "bytea" NOT NULL,
	"ssn_sealed" "bytea" NOT NULL,
	"ssn_last4" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "reason_text" text;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD CONSTRAINT "dispute_bureaus_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_bureaus_dispute_bureau_key" ON "dispute_bureaus" USING btree ("dispute_id","bureau");--> statement-breakpoint
CREATE UNIQUE INDEX "letters_version_key" ON "letters" USING btree ("dispute_id","bureau","kind","version");