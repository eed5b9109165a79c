ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_message" text;--> statement-breakpoint
-- orders delivered before this column: their last change is when they were delivered
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'DELIVERED';