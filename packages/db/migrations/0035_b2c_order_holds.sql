DROP INDEX "b2c_orders_booking_idx";--> statement-breakpoint
ALTER TABLE "b2c_storefront_holds" ADD COLUMN "submit_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_storefront_holds_submit_key" ON "b2c_storefront_holds" USING btree ("agency_id","submit_key");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_orders_booking_key" ON "b2c_orders" USING btree ("booking_id");