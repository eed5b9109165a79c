CREATE TABLE "access_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"opening_hours" text,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"zone" text NOT NULL,
	"min_bottles" integer NOT NULL,
	"max_bottles" integer,
	"price" integer NOT NULL,
	CONSTRAINT "carrier_rates_range_ck" CHECK ("carrier_rates"."min_bottles" >= 0 and ("carrier_rates"."max_bottles" is null or "carrier_rates"."max_bottles" >= "carrier_rates"."min_bottles")),
	CONSTRAINT "carrier_rates_price_ck" CHECK ("carrier_rates"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"service_code" text NOT NULL,
	"delivery_type" text NOT NULL,
	"site_type" text DEFAULT 'BUILTIN' NOT NULL,
	"delay_days" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"declination_id" integer,
	"name" text NOT NULL,
	"year" integer,
	"capacity" double precision,
	"capacity_unit" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"delivery_kind" text NOT NULL,
	"payment_method" text NOT NULL,
	"carrier_id" integer,
	"carrier_name" text,
	"carrier_service_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"access_point" jsonb,
	"pickup_address_id" integer,
	"pickup_date" date,
	"pickup_schedule_id" integer,
	"pickup_slot" jsonb,
	"phone" text,
	"message" text,
	"discount_id" integer,
	"discount_code" text,
	"discount" jsonb,
	"subtotal" integer NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"shipping_fees" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"vat_number" text,
	"seller_vat_number" text,
	"birthdate" date,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"review_request_due_at" timestamp with time zone,
	"review_request_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."subtotal" >= 0 and "orders"."total" >= 0 and "orders"."shipping_fees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "pickup_schedules_weekday_ck" CHECK ("pickup_schedules"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "company_addresses" ADD COLUMN "calendar_id" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "max_uses_per_user" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_address_id_company_addresses_id_fk" FOREIGN KEY ("pickup_address_id") REFERENCES "public"."company_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_schedule_id_pickup_schedules_id_fk" FOREIGN KEY ("pickup_schedule_id") REFERENCES "public"."pickup_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_address_id_company_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."company_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_points_carrier_code_uq" ON "access_points" USING btree ("carrier_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_site_uq" ON "bank_accounts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "carrier_rates_carrier_zone_idx" ON "carrier_rates" USING btree ("carrier_id","zone");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_reference_uq" ON "orders" USING btree ("site_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_user_idempotency_uq" ON "orders" USING btree ("site_id","user_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_site_user_idx" ON "orders" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_review_due_idx" ON "orders" USING btree ("review_request_due_at") WHERE "orders"."review_request_sent_at" is null;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE set null ON UPDATE no action;