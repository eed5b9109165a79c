CREATE TABLE "product_slug_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug_redirects_uq" ON "product_slug_redirects" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "stock_movements_declination_idx" ON "stock_movements" USING btree ("site_id","declination_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("site_id","product_id","created_at");--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_reserved_ck" CHECK ("product_declinations"."reserved" >= 0);--> statement-breakpoint
-- the ledger opens with the stock as it stands: each quantity becomes the sum of its movements
INSERT INTO "stock_movements" ("site_id", "product_id", "declination_id", "delta", "reason")
SELECT "site_id", "product_id", "id", "quantity", 'OPENING' FROM "product_declinations"
WHERE "quantity" IS NOT NULL AND "quantity" <> 0;--> statement-breakpoint
INSERT INTO "stock_movements" ("site_id", "product_id", "declination_id", "delta", "reason")
SELECT "site_id", "id", NULL, "quantity", 'OPENING' FROM "products"
WHERE "quantity" IS NOT NULL AND "quantity" <> 0;
