ALTER TYPE "public"."audit_action" ADD VALUE 'bureau_letter_viewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'dispute_letter_viewed';--> statement-breakpoint
ALTER TYPE "public"."dispute_reason_code" ADD VALUE 'paid_on_time' BEFORE 'duplicate';--> statement-breakpoint
ALTER TYPE "public"."dispute_reason_code" ADD VALUE 'account_closed' BEFORE 'duplicate';--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "reason_codes" "dispute_reason_code"[] DEFAULT '{}'::dispute_reason_code[] NOT NULL;--> statement-breakpoint
UPDATE "disputes" SET "reason_codes" = ARRAY["reason_code"];--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
-- A letter the app wrote was never mailed by it: until the member says so, it is only ready to mail.
UPDATE "dispute_bureaus" SET "status" = 'ready' WHERE "status" = 'sent';--> statement-breakpoint
-- Letters used to go to all three bureaus; one not yet mailed to a bureau that does not report the item goes.
DELETE FROM "letters" AS "l" USING "dispute_bureaus" AS "b", "disputes" AS "d", "tradelines" AS "t"
WHERE "l"."dispute_id" = "b"."dispute_id" AND "l"."bureau" = "b"."bureau" AND "l"."kind" = 'dispute'
  AND "b"."dispute_id" = "d"."id" AND "d"."tradeline_id" = "t"."id"
  AND "b"."status" = 'ready' AND NOT ("t"."bureaus" ? ("b"."bureau"::text));--> statement-breakpoint
DELETE FROM "dispute_bureaus" AS "b" USING "disputes" AS "d", "tradelines" AS "t"
WHERE "b"."dispute_id" = "d"."id" AND "d"."tradeline_id" = "t"."id"
  AND "b"."status" = 'ready' AND NOT ("t"."bureaus" ? ("b"."bureau"::text));--> statement-breakpoint
DROP TYPE "public"."bureau_dispute_status";--> statement-breakpoint
CREATE TYPE "public"."bureau_dispute_status" AS ENUM('ready', 'mailed', 'delivered', 'in_review', 'answered');--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ALTER COLUMN "status" SET DATA TYPE "public"."bureau_dispute_status" USING "status"::"public"."bureau_dispute_status";--> statement-breakpoint
ALTER TABLE "dispute_bureaus" RENAME COLUMN "sent_at" TO "ready_at";--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "mailed_on" date;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "dispute_bureaus" ADD COLUMN "response_due_on" date;--> statement-breakpoint
-- A bureau that took the dispute up or answered it got the letter. Its old clock ran from the letter's day,
-- so that day stands as the mailing and the delivery, and the due day stays what the member was told.
UPDATE "dispute_bureaus"
SET "mailed_on" = ("ready_at" AT TIME ZONE 'America/New_York')::date,
    "delivered_on" = ("ready_at" AT TIME ZONE 'America/New_York')::date,
    "response_due_on" = ("response_due_at" AT TIME ZONE 'America/New_York')::date
WHERE "status" IN ('in_review', 'answered');--> statement-breakpoint
ALTER TABLE "dispute_bureaus" DROP COLUMN "response_due_at";--> statement-breakpoint
CREATE TYPE "public"."response_letter_type" AS ENUM('application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic');--> statement-breakpoint
CREATE TABLE "bureau_response_letters" (
	"dispute_bureau_id" uuid PRIMARY KEY NOT NULL,
	"content_type" "response_letter_type" NOT NULL,
	"file_sealed" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bureau_response_letters" ADD CONSTRAINT "bureau_response_letters_dispute_bureau_id_dispute_bureaus_id_fk" FOREIGN KEY ("dispute_bureau_id") REFERENCES "public"."dispute_bureaus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_response_letters" ADD CONSTRAINT "bureau_response_letters_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
