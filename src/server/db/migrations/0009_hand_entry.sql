CREATE TABLE "manual_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entry" jsonb NOT NULL,
	"account_number_sealed" "bytea",
	"account_number_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_scores" (
	"user_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"value" integer NOT NULL,
	"score_date" date,
	CONSTRAINT "manual_scores_user_id_bureau_pk" PRIMARY KEY("user_id","bureau")
);
--> statement-breakpoint
CREATE TABLE "report_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_sealed" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_items" ADD CONSTRAINT "manual_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_scores" ADD CONSTRAINT "manual_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_items_user_idx" ON "manual_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_documents_user_idx" ON "report_documents" USING btree ("user_id","uploaded_at");