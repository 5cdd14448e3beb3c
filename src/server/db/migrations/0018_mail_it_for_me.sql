CREATE TYPE "public"."mailing_enclosure" AS ENUM('id_copy', 'proof_of_address');--> statement-breakpoint
CREATE TYPE "public"."mailing_status" AS ENUM('queued', 'cancelled', 'mailed', 'in_transit', 'delivered', 'returned');--> statement-breakpoint
CREATE TYPE "public"."tracking_step" AS ENUM('mailed', 'in_transit', 'in_local_area', 'processed_for_delivery', 'pickup_available', 'delivered', 're_routed', 'returned_to_sender', 'issue');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'mailing_viewed';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'mailing';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mail_delivered';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mail_returned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mail_rerouted';--> statement-breakpoint
CREATE TABLE "lob_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mailing_tracking" (
	"id" text PRIMARY KEY NOT NULL,
	"mailing_id" uuid NOT NULL,
	"step" "tracking_step" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dispute_bureau_id" uuid NOT NULL,
	"letter_id" uuid NOT NULL,
	"status" "mailing_status" NOT NULL,
	"enclosures" "mailing_enclosure"[] DEFAULT '{}'::mailing_enclosure[] NOT NULL,
	"price_cents" integer NOT NULL,
	"lob_letter_id" text,
	"send_after" timestamp with time zone,
	"tracking_number" text,
	"expected_delivery_on" date,
	"mailed_on" date,
	"delivered_on" date,
	"payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_heard_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proofs_of_address" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"image_sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lob_events" ADD CONSTRAINT "lob_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_tracking" ADD CONSTRAINT "mailing_tracking_mailing_id_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_dispute_bureau_id_dispute_bureaus_id_fk" FOREIGN KEY ("dispute_bureau_id") REFERENCES "public"."dispute_bureaus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_address" ADD CONSTRAINT "proofs_of_address_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_tracking_mailing_idx" ON "mailing_tracking" USING btree ("mailing_id","occurred_at");--> statement-breakpoint
CREATE INDEX "mailings_user_idx" ON "mailings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailings_lob_letter_key" ON "mailings" USING btree ("lob_letter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailings_one_active_idx" ON "mailings" USING btree ("dispute_bureau_id") WHERE "mailings"."status" in ('queued', 'mailed', 'in_transit', 'delivered');