CREATE TABLE "mail_relay_state" (
	"id" text PRIMARY KEY NOT NULL,
	"held_since" timestamp with time zone,
	"held_reason" text,
	"next_probe_at" timestamp with time zone,
	"probe_delay_ms" integer DEFAULT 0 NOT NULL,
	"refusal_run" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspects" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "opt_out_token_hash" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "medium" text;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_opt_out_token_hash_key" ON "review_requests" USING btree ("opt_out_token_hash");--> statement-breakpoint
-- Stop links in review-request mails sent before this carry the review link's token: keep them working.
UPDATE "review_requests" SET "opt_out_token_hash" = "token_hash" WHERE "token_hash" IS NOT NULL;--> statement-breakpoint
-- Audit entries of discount codes written before labels name the code the seller typed.
UPDATE "audit_log" SET "target_label" = "detail"->>'code' WHERE "action" LIKE 'discount_code_%' AND "target_label" IS NULL AND "detail" ? 'code';--> statement-breakpoint
-- A session with a second page view or a purchase is never a bounce (decision 092).
UPDATE "analytics_sessions" SET "is_bounce" = false WHERE "is_bounce" AND ("page_views" > 1 OR "converted");--> statement-breakpoint
-- A tagged session's medium is its utm_medium; untagged older sessions keep no medium.
UPDATE "analytics_sessions" SET "medium" = nullif(trim("utm_medium"), '') WHERE "medium" IS NULL;
