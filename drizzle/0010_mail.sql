CREATE TABLE "automation_sends" (
	"automation" text NOT NULL,
	"step" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_sends_automation_step_target_pk" PRIMARY KEY("automation","step","target")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"rate_per_minute" integer,
	"started_at" timestamp with time zone,
	"queued_through" text,
	"queued_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"slug" text
);
--> statement-breakpoint
CREATE TABLE "mail_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"suppressed_reason" text,
	"suppressed_at" timestamp with time zone,
	"suppressed_detail" text
);
--> statement-breakpoint
CREATE TABLE "mail_automations" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
DROP INDEX "download_tokens_order_id_key";--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "download_tokens" ADD COLUMN "guide_file_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "news_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "news_consent_ip" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_automations" ADD CONSTRAINT "mail_automations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "broadcasts_status_scheduled_at_idx" ON "broadcasts" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_slug_key" ON "broadcasts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_addresses_unsubscribe_token_key" ON "mail_addresses" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "mail_addresses_suppressed_idx" ON "mail_addresses" USING btree ("suppressed_at" DESC NULLS FIRST) WHERE "mail_addresses"."suppressed_at" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_news_consent_email_idx" ON "orders" USING btree (lower("customer_email")) WHERE "orders"."news_consent_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_bulk_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending' and "outbox"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_pending_attempts_idx" ON "outbox" USING btree ("attempts") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_broadcast_recipient_key" ON "outbox" USING btree ("broadcast_id","recipient") WHERE "outbox"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending' and "outbox"."broadcast_id" is null;--> statement-breakpoint
ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_order_guide_key" UNIQUE NULLS NOT DISTINCT("order_id","guide_file_id");--> statement-breakpoint
-- The Monday report starts on for the owners who already get sale alerts, as it does for the admin made at setup.
UPDATE "users" SET "weekly_report" = true WHERE "role" = 'owner' AND "sale_alerts" = true;
