-- The fragment searches of Orders and Customers use trigram indexes (trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"email" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_cents" integer NOT NULL,
	"first_purchase_at" timestamp with time zone NOT NULL,
	"last_purchase_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_amount_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "access_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sale_alerts_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_last_purchase_idx" ON "customers" USING btree ("last_purchase_at" DESC NULLS FIRST,"email");--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at","status","amount_cents");--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("id" DESC NULLS FIRST) WHERE "outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","amount_cents","completed_at");--> statement-breakpoint
-- One row per buyer, from the orders so far; the order's transactions keep it from now on.
INSERT INTO "customers" ("email", "orders", "paid_cents", "refunds", "refunded_cents", "first_purchase_at", "last_purchase_at")
SELECT lower("customer_email"), count(*),
  coalesce(sum("amount_cents") FILTER (WHERE "status" = 'completed'), 0),
  count(*) FILTER (WHERE "status" = 'refunded'),
  coalesce(sum("amount_cents") FILTER (WHERE "status" = 'refunded'), 0),
  min("created_at"), max("created_at")
FROM "orders" WHERE "status" IN ('completed', 'refunded') GROUP BY lower("customer_email");
--> statement-breakpoint
-- Refunds made before analytics netted them: their refund conversions, which the next flush
-- takes out of their sale's day and first-touch source.
INSERT INTO "analytics_conversions" ("order_id", "conversion_type", "session_id", "visitor_id", "created_at", "revenue_cents", "first_touch_source")
SELECT c."order_id", 'refund', c."session_id", c."visitor_id", c."created_at", c."revenue_cents", c."first_touch_source"
FROM "analytics_conversions" c JOIN "orders" o ON o."id" = c."order_id"
WHERE c."conversion_type" = 'purchase' AND o."status" = 'refunded' AND o."completed_at" IS NOT NULL
ON CONFLICT DO NOTHING;
