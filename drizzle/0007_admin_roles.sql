ALTER TABLE "subscribers" ADD COLUMN "notify_when_guide_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sale_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every admin so far could do everything: they become owners.
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
-- The first admin hears of sales, as a new install's first admin does.
UPDATE "users" SET "sale_alerts" = true WHERE "id" = (SELECT "id" FROM "users" WHERE "role" = 'owner' ORDER BY "created_at" LIMIT 1);
