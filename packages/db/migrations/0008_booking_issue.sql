ALTER TABLE "bookings" ADD COLUMN "issue_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "void_until" timestamp with time zone;