ALTER TYPE "public"."audit_action" ADD VALUE 'charge_retried';--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_charge_queue_idx" ON "payments" USING btree ("status","created_at") WHERE "payments"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "payments_stopped_idx" ON "payments" USING btree ("stopped_at") WHERE "payments"."stopped_at" is not null;--> statement-breakpoint
CREATE INDEX "disputes_created_at_idx" ON "disputes" USING btree ("created_at","id");