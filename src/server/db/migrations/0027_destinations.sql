CREATE TABLE "site_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"alpha_two" text NOT NULL,
	"sold" boolean DEFAULT true NOT NULL,
	"excise_included" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_destinations" ADD CONSTRAINT "site_destinations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_destinations_uq" ON "site_destinations" USING btree ("site_id","alpha_two");