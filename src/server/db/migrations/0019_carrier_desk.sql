ALTER TABLE "carriers" ADD COLUMN "free_from" integer;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;