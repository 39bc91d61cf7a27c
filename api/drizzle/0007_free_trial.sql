ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_positive";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renewal_amount_positive" CHECK ("orders"."renewal_amount_minor" is null or "orders"."renewal_amount_minor" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_minor" > 0 or ("orders"."trial" and "orders"."amount_minor" = 0));--> statement-breakpoint
-- The trial offer of /vpn-trial is free (issue #37): its first period costs nothing on databases seeded before.
UPDATE "plan_prices" SET "trial_amount_minor" = 0 WHERE "plan_id" IN (SELECT "id" FROM "plans" WHERE "plan_set" = 'trial');
