CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"site_id_ref" integer,
	"site_name" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_setup_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_urls" ADD COLUMN "is_canonical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "preset" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "media_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "max_products" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "max_admins" integer;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_audit" ADD CONSTRAINT "platform_audit_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_setup_steps" ADD CONSTRAINT "site_setup_steps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_uq" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "platform_audit_created_idx" ON "platform_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operators_email_uq" ON "platform_operators" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "site_setup_steps_uq" ON "site_setup_steps" USING btree ("site_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "site_urls_canonical_uq" ON "site_urls" USING btree ("site_id","env") WHERE "site_urls"."is_canonical";--> statement-breakpoint
-- the sites that exist already: the first host of each list is their canonical domain
UPDATE "site_urls" AS u SET "is_canonical" = true
WHERE u."id" = (SELECT min(v."id") FROM "site_urls" AS v WHERE v."site_id" = u."site_id" AND v."env" = u."env");
