CREATE TABLE "blocked_phones" (
	"shop_id" integer NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_phones_shop_id_phone_pk" PRIMARY KEY("shop_id","phone")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "open_order_cap" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_phones" ADD CONSTRAINT "blocked_phones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_phone_idx" ON "orders" USING btree ("shop_id",regexp_replace("customer_phone", '[^0-9]', '', 'g'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_open_order_cap_check" CHECK ("shops"."open_order_cap" between 0 and 100);