CREATE TABLE "address_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address_part2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_alpha_two" text DEFAULT 'FR' NOT NULL,
	"phone" text,
	"is_click_and_collect" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_confs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"app" text NOT NULL,
	"public_config" jsonb NOT NULL,
	"private_config" jsonb
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"family" text NOT NULL,
	"color" text NOT NULL,
	"size" integer NOT NULL,
	"weight" integer DEFAULT 400 NOT NULL,
	"style" text DEFAULT 'normal' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"url" text,
	"filename" text
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"deepl_code" text,
	"country_alpha_two" text NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"project_data" jsonb,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"id_parent" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'GRAPE' NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"menu_title" text NOT NULL,
	"menu_icon" text,
	"meta_description" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_text" boolean DEFAULT false NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_fixed_on_right" boolean DEFAULT false NOT NULL,
	"use_absolute_menu" boolean DEFAULT false NOT NULL,
	"reload" boolean DEFAULT false NOT NULL,
	"is_cms_page" boolean DEFAULT true NOT NULL,
	"cms_route" text,
	"is_custom_header" boolean DEFAULT false NOT NULL,
	"is_custom_footer" boolean DEFAULT false NOT NULL,
	"is_ecommerce_page" boolean DEFAULT false NOT NULL,
	"link_type" text DEFAULT 'NONE' NOT NULL,
	"link_url" text,
	"link_js_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"show_on_every_reload" boolean DEFAULT false NOT NULL,
	"lock_scroll" boolean DEFAULT false NOT NULL,
	"darken_background" boolean DEFAULT true NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	"env" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_winemaker" boolean DEFAULT false NOT NULL,
	"is_ecommerce" boolean DEFAULT false NOT NULL,
	"is_building" boolean DEFAULT false NOT NULL,
	"technical_file_model" text,
	"dashboard_type" text,
	"default_lang" text DEFAULT 'fr_FR' NOT NULL,
	"server" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'CUSTOMER' NOT NULL,
	"phone" text,
	"firstname" text,
	"lastname" text,
	"birthdate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"label" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"display_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_types" ADD CONSTRAINT "address_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_type_id_address_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."address_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_confs" ADD CONSTRAINT "component_confs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_apps" ADD CONSTRAINT "external_apps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_elements" ADD CONSTRAINT "footer_elements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_urls" ADD CONSTRAINT "site_urls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_types_site_code_uq" ON "address_types" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "component_confs_site_slug_uq" ON "component_confs" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "external_apps_site_app_uq" ON "external_apps" USING btree ("site_id","app");--> statement-breakpoint
CREATE INDEX "page_layouts_page_idx" ON "page_layouts" USING btree ("site_id","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_url_uq" ON "pages" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "pages_site_parent_idx" ON "pages" USING btree ("site_id","id_parent");--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_site_type_uq" ON "parameters" USING btree ("site_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "site_languages_uq" ON "site_languages" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_urls_host_uq" ON "site_urls" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_uq" ON "users" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "variations_site_position_uq" ON "variations" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "visits_site_idx" ON "visits" USING btree ("site_id","created_at");