CREATE TYPE "public"."payment_processor" AS ENUM('manual', 'stripe');--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'chargeback';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'scheduled' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'due' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'processing' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'failed' BEFORE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'waived' BEFORE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."subscription_action" ADD VALUE 'renewal_verified' BEFORE 'cancellation_scheduled';--> statement-breakpoint
ALTER TYPE "public"."subscription_action" ADD VALUE 'payment_failed' BEFORE 'cancellation_scheduled';--> statement-breakpoint
ALTER TYPE "public"."subscription_action" ADD VALUE 'payment_recovered' BEFORE 'cancellation_scheduled';--> statement-breakpoint
ALTER TYPE "public"."subscription_action" ADD VALUE 'refunded' BEFORE 'ended';--> statement-breakpoint
ALTER TYPE "public"."subscription_action" ADD VALUE 'chargeback' BEFORE 'ended';--> statement-breakpoint
ALTER TYPE "public"."subscription_status" ADD VALUE 'past_due' BEFORE 'inactive';--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"quote" text NOT NULL,
	"language" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_source" text NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
-- Every period opened before this migration was usable from its start.
UPDATE "billing_periods" SET "opened_at" = "starts_at";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "member_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_charge_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "processor" "payment_processor" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_invoice_key" ON "payments" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_checkout_key" ON "subscriptions" USING btree ("stripe_checkout_session_id");