ALTER TABLE "discounts" ADD COLUMN "product_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "product_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;