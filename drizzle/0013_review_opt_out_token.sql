ALTER TABLE "review_requests" ADD COLUMN "opt_out_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_opt_out_token_hash_key" ON "review_requests" USING btree ("opt_out_token_hash");--> statement-breakpoint
-- Stop links in review-request mails sent before this carry the review link's token: keep them working.
UPDATE "review_requests" SET "opt_out_token_hash" = "token_hash" WHERE "token_hash" IS NOT NULL;
