DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "subscribers_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","amount_cents");--> statement-breakpoint
CREATE INDEX "orders_id_search_idx" ON "orders" USING btree ("id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscribers_status_created_at_idx" ON "subscribers" USING btree ("status","created_at" DESC NULLS FIRST);