DROP INDEX "download_tokens_order_id_key";--> statement-breakpoint
ALTER TABLE "download_tokens" ADD COLUMN "guide_file_id" text;--> statement-breakpoint
ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_order_guide_key" UNIQUE NULLS NOT DISTINCT("order_id","guide_file_id");