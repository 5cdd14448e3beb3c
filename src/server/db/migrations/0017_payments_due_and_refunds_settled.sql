ALTER TYPE "public"."audit_action" ADD VALUE 'refund_settled';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'payment_due';--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP CONSTRAINT "onboarding_drafts_report_id_credit_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP COLUMN "consent";--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP COLUMN "report_id";--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP COLUMN "agreement";--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP COLUMN "payment_reported_at";