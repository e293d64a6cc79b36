ALTER TABLE "bookings" ADD COLUMN "pending_supplier_action" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_refund_quote_id" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_action_idx" ON "bookings" USING btree ("updated_at") WHERE "bookings"."pending_supplier_action" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_action_check" CHECK ("bookings"."pending_supplier_action" is null or "bookings"."status" = 'EXPORT');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_quote_check" CHECK (("bookings"."pending_supplier_action" is not distinct from 'refund') = ("bookings"."pending_refund_quote_id" is not null));