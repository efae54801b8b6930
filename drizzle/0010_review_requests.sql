CREATE TABLE "mail_opt_outs" (
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_topic_pk" PRIMARY KEY("email","topic")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_hash_key" ON "review_requests" USING btree ("token_hash");