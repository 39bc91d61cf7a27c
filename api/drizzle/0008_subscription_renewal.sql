ALTER TABLE "orders" ADD COLUMN "renews_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renews_subscription_id_subscriptions_id_fk" FOREIGN KEY ("renews_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_renewing_ends_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."renews" and "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renews_subscription_unique" UNIQUE("renews_subscription_id");--> statement-breakpoint
-- Subscriptions granted before: only those still running, whose renewal was not turned off, and that run last for their
-- user keep renewing. The ones that already ended are never charged when the renewal job first starts.
UPDATE "subscriptions" AS s SET "renews" = false
WHERE s."status" <> 'active'
   OR s."renewal_cancelled_at" IS NOT NULL
   OR s."ends_at" <= now()
   OR EXISTS (
     SELECT 1 FROM "subscriptions" AS later
     WHERE later."user_id" = s."user_id" AND later."status" = 'active' AND later."ends_at" > s."ends_at"
   );
--> statement-breakpoint
-- Orders placed before record what their plan renews at: the undiscounted term the checkout showed.
UPDATE "orders" AS o SET "renewal_amount_minor" = p."list_amount_minor"
FROM "plan_prices" AS p
WHERE o."renewal_amount_minor" IS NULL AND p."plan_id" = o."plan_id" AND p."currency" = o."currency";
