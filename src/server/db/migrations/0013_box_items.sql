CREATE TABLE "box_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "box_items_quantity_ck" CHECK ("box_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_box_id_products_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_items_box_idx" ON "box_items" USING btree ("site_id","box_id");