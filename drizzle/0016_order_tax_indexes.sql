DROP INDEX "orders_status_amount_idx";--> statement-breakpoint
DROP INDEX "orders_completed_at_idx";--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","amount_cents","completed_at","tax_cents");--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at","status","amount_cents","tax_cents");