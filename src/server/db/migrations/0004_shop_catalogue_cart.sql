CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer,
	"competition" text NOT NULL,
	"distinction" text NOT NULL,
	"medal" text NOT NULL,
	"year" integer,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_products_quantity_ck" CHECK ("cart_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"discount_code" text,
	"delivery_type" text DEFAULT 'delivery' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decreasing_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"detail_type" text DEFAULT 'PRODUCT' NOT NULL,
	"code" text,
	"label" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"minimum_amount" integer,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discounts_amount_ck" CHECK ("discounts"."amount" >= 0 and ("discounts"."type" <> 'PERCENT' or "discounts"."amount" <= 100))
);
--> statement-breakpoint
CREATE TABLE "meal_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"icon" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_declinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"year" integer,
	"capacity" double precision,
	"capacity_unit" text,
	"price" integer,
	"fixed_price" boolean DEFAULT false NOT NULL,
	"quantity" integer,
	"set_quantity" boolean DEFAULT false NOT NULL,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"discount_id" integer,
	"image" text,
	"variation1_id" integer,
	"variation2_id" integer,
	"variation3_id" integer,
	"reference" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_declinations_price_ck" CHECK ("product_declinations"."price" is null or "product_declinations"."price" >= 0),
	CONSTRAINT "product_declinations_multiple_ck" CHECK ("product_declinations"."sell_by_multiple_of" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"recommended_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"subtype_type" text,
	"name" text NOT NULL,
	"appellation" text,
	"color" text,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"discount_id" integer,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"quantity" integer,
	"set_quantity" boolean DEFAULT false NOT NULL,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	"variation1_id" integer,
	"variation2_id" integer,
	"variation3_id" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grape_varieties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alcohol_percent" double precision,
	"nutrition" jsonb,
	"ingredients" text,
	"reference" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_ck" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_multiple_ck" CHECK ("products"."sell_by_multiple_of" >= 1)
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decreasing_discounts" ADD CONSTRAINT "decreasing_discounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decreasing_discounts" ADD CONSTRAINT "decreasing_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_icons" ADD CONSTRAINT "meal_icons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation1_id_variation_values_id_fk" FOREIGN KEY ("variation1_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation2_id_variation_values_id_fk" FOREIGN KEY ("variation2_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation3_id_variation_values_id_fk" FOREIGN KEY ("variation3_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_recommended_id_products_id_fk" FOREIGN KEY ("recommended_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variation1_id_variation_values_id_fk" FOREIGN KEY ("variation1_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variation2_id_variation_values_id_fk" FOREIGN KEY ("variation2_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variation3_id_variation_values_id_fk" FOREIGN KEY ("variation3_id") REFERENCES "public"."variation_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_product_idx" ON "awards" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_products_cart_declination_uq" ON "cart_products" USING btree ("cart_id","declination_id");--> statement-breakpoint
CREATE INDEX "carts_site_user_idx" ON "carts" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_default_uq" ON "carts" USING btree ("site_id","user_id") WHERE "carts"."is_default";--> statement-breakpoint
CREATE INDEX "decreasing_discounts_product_idx" ON "decreasing_discounts" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_site_code_uq" ON "discounts" USING btree ("site_id","code") WHERE "discounts"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_icons_site_code_uq" ON "meal_icons" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "product_declinations_product_idx" ON "product_declinations" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_recommendations_uq" ON "product_recommendations" USING btree ("product_id","recommended_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_slug_uq" ON "products" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("site_id","price");