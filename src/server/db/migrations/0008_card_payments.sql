CREATE TABLE "card_payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key" text NOT NULL,
	"webhook_secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payment_accounts" ADD CONSTRAINT "card_payment_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_accounts_site_uq" ON "card_payment_accounts" USING btree ("site_id");