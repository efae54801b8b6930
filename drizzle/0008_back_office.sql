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
ALTER TABLE "sessions" ADD COLUMN "access_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sale_alerts_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_last_purchase_idx" ON "customers" USING btree ("last_purchase_at" DESC NULLS FIRST,"email");--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
-- One row per buyer, from the orders so far; the order's transactions keep it from now on.
INSERT INTO "customers" ("email", "orders", "paid_cents", "refunds", "refunded_cents", "first_purchase_at", "last_purchase_at")
SELECT lower("customer_email"), count(*),
  coalesce(sum("amount_cents") FILTER (WHERE "status" = 'completed'), 0),
  count(*) FILTER (WHERE "status" = 'refunded'),
  coalesce(sum("amount_cents") FILTER (WHERE "status" = 'refunded'), 0),
  min("created_at"), max("created_at")
FROM "orders" WHERE "status" IN ('completed', 'refunded') GROUP BY lower("customer_email");
