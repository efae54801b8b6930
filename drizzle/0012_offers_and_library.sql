CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_amount_check" CHECK ("discount_codes"."amount" > 0),
	CONSTRAINT "discount_codes_percent_check" CHECK ("discount_codes"."kind" <> 'percent' or "discount_codes"."amount" <= 100),
	CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" > 0),
	CONSTRAINT "discount_codes_dates_check" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."starts_at" < "discount_codes"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "library_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "download_events_order_id_idx";--> statement-breakpoint
ALTER TABLE "download_events" ADD COLUMN "via" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_token" text;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "library_links_expires_at_idx" ON "library_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "library_sessions_expires_at_idx" ON "library_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_token_key" ON "orders" USING btree ("receipt_token");--> statement-breakpoint
CREATE INDEX "orders_discount_code_id_idx" ON "orders" USING btree ("discount_code_id","status","created_at") WHERE "orders"."discount_code_id" is not null;--> statement-breakpoint
CREATE INDEX "download_events_order_id_idx" ON "download_events" USING btree ("order_id","via","at");