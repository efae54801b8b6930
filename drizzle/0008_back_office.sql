ALTER TABLE "sessions" ADD COLUMN "access_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sale_alerts_skipped" integer DEFAULT 0 NOT NULL;