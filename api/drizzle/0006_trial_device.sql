ALTER TABLE "orders" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_device_id_unique" UNIQUE("device_id");