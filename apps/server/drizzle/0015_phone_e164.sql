DROP INDEX "orders_shop_phone_idx";--> statement-breakpoint
CREATE INDEX "orders_shop_phone_idx" ON "orders" USING btree ("shop_id","customer_phone");