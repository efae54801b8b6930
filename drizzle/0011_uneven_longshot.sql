DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_bulk_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending' and "outbox"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_pending_attempts_idx" ON "outbox" USING btree ("attempts") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending' and "outbox"."broadcast_id" is null;