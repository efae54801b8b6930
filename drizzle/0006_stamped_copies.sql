CREATE TABLE "stamped_copies" (
	"order_id" text PRIMARY KEY NOT NULL,
	"guide_version" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamped_copy_chunks" (
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stamped_copy_chunks_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stamped_copies" ADD CONSTRAINT "stamped_copies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamped_copy_chunks" ADD CONSTRAINT "stamped_copy_chunks_order_id_stamped_copies_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."stamped_copies"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamped_copies_created_at_idx" ON "stamped_copies" USING btree ("created_at");