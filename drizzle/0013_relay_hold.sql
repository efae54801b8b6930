CREATE TABLE "mail_relay_state" (
	"id" text PRIMARY KEY NOT NULL,
	"held_since" timestamp with time zone,
	"held_reason" text,
	"next_probe_at" timestamp with time zone,
	"probe_delay_ms" integer DEFAULT 0 NOT NULL,
	"refusal_run" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspects" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "paused_at" timestamp with time zone;