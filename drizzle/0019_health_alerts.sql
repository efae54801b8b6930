ALTER TABLE "outbox" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_failing_idx" ON "outbox" USING btree ("first_failed_at") WHERE "outbox"."status" = 'pending' and "outbox"."first_failed_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;