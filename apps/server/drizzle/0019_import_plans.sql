CREATE TABLE "import_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"file_hash" text NOT NULL,
	"answer" text,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_plans" ADD CONSTRAINT "import_plans_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_plans_created_idx" ON "import_plans" USING btree ("created_at");