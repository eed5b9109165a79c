ALTER TABLE "element_registrations" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "element_registrations" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "element_registrations" ADD CONSTRAINT "element_registrations_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;