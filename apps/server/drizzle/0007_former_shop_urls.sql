CREATE TABLE "shop_former_urls" (
	"url" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_former_urls" ADD CONSTRAINT "shop_former_urls_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_former_urls_shop_idx" ON "shop_former_urls" USING btree ("shop_id");