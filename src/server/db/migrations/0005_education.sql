CREATE TABLE "educational_article_texts" (
	"article_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"read_minutes" integer NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
          setweight(to_tsvector((CASE language WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END), translate(lower(title), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')), 'A') ||
          setweight(to_tsvector((CASE language WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END), translate(lower(excerpt), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')), 'B') ||
          setweight(to_tsvector((CASE language WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END),
            translate(lower(regexp_replace(content, '\]\([^)]*\)', ']', 'g')), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')), 'C')) STORED NOT NULL,
	CONSTRAINT "educational_article_texts_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "educational_article_texts_read_minutes_check" CHECK ("educational_article_texts"."read_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "educational_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educational_article_texts" ADD CONSTRAINT "educational_article_texts_article_id_educational_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."educational_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educational_article_texts_search_idx" ON "educational_article_texts" USING gin ("search_vector");