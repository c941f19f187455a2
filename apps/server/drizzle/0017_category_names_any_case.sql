-- Categories whose names differ only in case ("Bolos" and "bolos") become one before the unique
-- index is built: per shop and lower-cased name, the one holding the most products (then the
-- oldest) stays, the others' products move to it and the others go. No product is deleted.
CREATE TEMPORARY TABLE "category_merge" AS
SELECT c."id", first_value(c."id") OVER (
  PARTITION BY c."shop_id", lower(c."name")
  ORDER BY (SELECT count(*) FROM "products" p WHERE p."category_id" = c."id") DESC, c."id"
) AS "keeper"
FROM "product_categories" c;--> statement-breakpoint
UPDATE "products" p SET "category_id" = m."keeper"
FROM "category_merge" m
WHERE p."category_id" = m."id" AND m."id" <> m."keeper";--> statement-breakpoint
DELETE FROM "product_categories" c
USING "category_merge" m
WHERE c."id" = m."id" AND m."id" <> m."keeper";--> statement-breakpoint
DROP TABLE "category_merge";--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_shop_name_key" ON "product_categories" USING btree ("shop_id",lower("name"));
