ALTER TABLE "bookings" ADD COLUMN "pending_edit_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_edit_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_edit_check" CHECK (("bookings"."pending_edit_key" is null) = ("bookings"."pending_edit_hash" is null));