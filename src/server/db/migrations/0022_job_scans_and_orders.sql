ALTER TABLE "dispute_bureaus" ADD COLUMN "late_told_on" date;--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD COLUMN "late_told_on" date;--> statement-breakpoint
CREATE INDEX "billing_periods_open_ended_idx" ON "billing_periods" USING btree ("subscription_id") WHERE "billing_periods"."ends_at" is null;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_ending_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "dispute_bureaus_running_clock_idx" ON "dispute_bureaus" USING btree ("response_due_on") WHERE "dispute_bureaus"."outcome" is null and "dispute_bureaus"."late_told_on" is distinct from "dispute_bureaus"."response_due_on";--> statement-breakpoint
CREATE INDEX "dispute_bureaus_ready_idx" ON "dispute_bureaus" USING btree ("dispute_id") WHERE "dispute_bureaus"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "dispute_steps_sent_due_idx" ON "dispute_steps" USING btree ("response_due_on") WHERE "dispute_steps"."status" = 'sent' and "dispute_steps"."late_told_on" is distinct from "dispute_steps"."response_due_on";--> statement-breakpoint
CREATE INDEX "disputes_queued_drafts_idx" ON "disputes" USING btree ("queued_by_payment_id") WHERE "disputes"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "disputes_billing_period_idx" ON "disputes" USING btree ("billing_period_id");--> statement-breakpoint
CREATE INDEX "mailings_reconcile_idx" ON "mailings" USING btree (coalesce("last_heard_at", "created_at")) WHERE "mailings"."lob_letter_id" is not null and "mailings"."status" in ('queued', 'mailed', 'in_transit');--> statement-breakpoint
CREATE INDEX "onboarding_drafts_user_idx" ON "onboarding_drafts" USING btree ("user_id") WHERE "onboarding_drafts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_last_use_idx" ON "users" USING btree (coalesce("last_active_at", "created_at"),"id");