CREATE TYPE "public"."payment_kind" AS ENUM('purchase', 'renewal', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('awaiting_verification', 'completed', 'cancelled', 'refund_due');--> statement-breakpoint
CREATE TYPE "public"."subscription_action" AS ENUM('agreement_accepted', 'payment_reported', 'activated', 'renewed', 'cancellation_scheduled', 'cancelled', 'ended');--> statement-breakpoint
CREATE TYPE "public"."dispute_reason_code" AS ENUM('not_mine', 'incorrect_amount', 'incorrect_dates', 'paid_in_full', 'duplicate', 'identity_theft', 'mixed_files', 'outdated', 'other');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('draft', 'pending', 'submitted', 'sent', 'in_review', 'resolved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('per_dispute', 'monthly', 'premium');--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"right_to_cancel_ends_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"allowance" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "payment_status" NOT NULL,
	"external_reference" text,
	"period_index" integer,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid
);
--> statement-breakpoint
CREATE TABLE "subscription_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"action" "subscription_action" NOT NULL,
	"payment_type" "payment_type",
	"new_status" "subscription_status" NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tradeline_id" uuid NOT NULL,
	"tradeline_key" text NOT NULL,
	"reason_code" "dispute_reason_code" NOT NULL,
	"additional_details" text,
	"status" "dispute_status" NOT NULL,
	"queued_by_payment_id" uuid,
	"billing_period_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_tier" "payment_type";--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_agreement_id_agreement_acceptances_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreement_acceptances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tradeline_id_tradelines_id_fk" FOREIGN KEY ("tradeline_id") REFERENCES "public"."tradelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_queued_by_payment_id_payments_id_fk" FOREIGN KEY ("queued_by_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_billing_period_id_billing_periods_id_fk" FOREIGN KEY ("billing_period_id") REFERENCES "public"."billing_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_acceptances_user_idx" ON "agreement_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_periods_subscription_index_key" ON "billing_periods" USING btree ("subscription_id","index");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_period_key" ON "payments" USING btree ("subscription_id","period_index");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_refund_idx" ON "payments" USING btree ("subscription_id") WHERE "payments"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "subscription_history_user_idx" ON "subscription_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_open_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_agreement_key" ON "subscriptions" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "disputes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_item_idx" ON "disputes" USING btree ("user_id","tradeline_key") WHERE "disputes"."status" in ('draft', 'pending', 'submitted', 'sent', 'in_review');--> statement-breakpoint
ALTER TABLE "tradelines" DROP COLUMN "is_disputed";