CREATE TABLE "skus" (
	"shop_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_variant_id" integer,
	CONSTRAINT "skus_shop_id_sku_pk" PRIMARY KEY("shop_id","sku")
);
--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_product_key" ON "skus" USING btree ("product_id") WHERE "skus"."product_variant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_variant_key" ON "skus" USING btree ("product_variant_id") WHERE "skus"."product_variant_id" is not null;