ALTER TYPE "public"."audit_action" ADD VALUE 'testimonial_recorded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'testimonial_published';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'testimonial_unpublished';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'testimonial_withdrawn';