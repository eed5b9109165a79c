ALTER TABLE "pickup_schedules" ADD COLUMN "capacity" integer;--> statement-breakpoint
CREATE INDEX "orders_pickup_slot_idx" ON "orders" USING btree ("pickup_schedule_id","pickup_date");--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_capacity_ck" CHECK ("pickup_schedules"."capacity" is null or "pickup_schedules"."capacity" > 0);