CREATE TABLE "analytics_conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"conversion_type" text NOT NULL,
	"session_id" text,
	"visitor_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	"first_touch_source" text,
	"last_touch_source" text,
	"rolled_up_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"bounced_sessions" integer DEFAULT 0 NOT NULL,
	"duration_seconds" bigint DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"checkout_sessions" integer DEFAULT 0 NOT NULL,
	"payment_sessions" integer DEFAULT 0 NOT NULL,
	"converted_sessions" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"last_seen_visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_breakdown" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_breakdown_dimension_day_key_pk" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"label" text,
	"value" double precision,
	"page_path" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"page_path" text NOT NULL,
	"referrer" text,
	"device_type" text NOT NULL,
	"browser" text,
	"os" text
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"is_bounce" boolean DEFAULT true NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"entry_page" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"source" text NOT NULL,
	"device_type" text NOT NULL,
	"browser" text,
	"os" text,
	"viewed_checkout" boolean DEFAULT false NOT NULL,
	"started_payment" boolean DEFAULT false NOT NULL,
	"converted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"first_source" text NOT NULL,
	"last_seen_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "analytics_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "analytics_visitor_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_conversions_order_type_key" ON "analytics_conversions" USING btree ("order_id","conversion_type");--> statement-breakpoint
CREATE INDEX "analytics_conversions_session_id_idx" ON "analytics_conversions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_conversions_created_at_idx" ON "analytics_conversions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_conversions_pending_idx" ON "analytics_conversions" USING btree ("id") WHERE "analytics_conversions"."rolled_up_at" is null;--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_created_at_idx" ON "analytics_page_views" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_sessions_ended_at_idx" ON "analytics_sessions" USING btree ("ended_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_at_idx" ON "analytics_sessions" USING btree ("started_at");