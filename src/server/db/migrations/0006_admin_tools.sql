CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"layout_id" integer NOT NULL,
	"html" text NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"project_data" jsonb,
	"hash" text NOT NULL,
	"thumbnail" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"layout_id" integer NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"project_data" jsonb,
	"hash" text NOT NULL,
	"thumbnail" text,
	"restored_from" integer,
	"published_by" integer,
	"published_by_email" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_drafts" ADD CONSTRAINT "layout_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_drafts" ADD CONSTRAINT "layout_drafts_layout_id_page_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."page_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_drafts" ADD CONSTRAINT "layout_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_versions" ADD CONSTRAINT "layout_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_versions" ADD CONSTRAINT "layout_versions_layout_id_page_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."page_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_versions" ADD CONSTRAINT "layout_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_site_created_idx" ON "admin_audit" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "layout_drafts_layout_uq" ON "layout_drafts" USING btree ("layout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layout_versions_layout_version_uq" ON "layout_versions" USING btree ("layout_id","version");