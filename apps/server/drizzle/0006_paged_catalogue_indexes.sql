DROP INDEX "products_shop_created_idx";--> statement-breakpoint
CREATE INDEX "products_shop_newest_idx" ON "products" USING btree ("shop_id","is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("shop_id","is_active","main_price");--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id","is_active",lower("product_name"));