ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payable_until" timestamp with time zone;--> statement-breakpoint
-- Checkouts with a limited code were given a payment page closing 55 minutes after they started.
UPDATE "orders" SET "payable_until" = "created_at" + interval '55 minutes' WHERE "status" = 'pending' AND "discount_code_id" IN (SELECT "id" FROM "discount_codes" WHERE "max_uses" IS NOT NULL);
