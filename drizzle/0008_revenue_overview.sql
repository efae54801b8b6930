ALTER TABLE "analytics_daily" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at","status","amount_cents");--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("id" DESC NULLS FIRST) WHERE "outbox"."status" = 'failed';