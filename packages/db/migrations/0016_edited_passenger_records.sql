ALTER TABLE "booking_passengers" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact" jsonb;