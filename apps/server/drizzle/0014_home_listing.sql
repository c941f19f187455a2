ALTER TABLE "shops" ADD COLUMN "listed_on_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "setup_dismissed_at" timestamp with time zone;