CREATE TABLE "booking_paid_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'QUOTED' NOT NULL,
	"request" jsonb NOT NULL,
	"supplier_quote_id" text NOT NULL,
	"quote" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"split" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_version" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"sale_transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_paid_changes_key" UNIQUE("agency_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "commission_fees" ADD COLUMN "change_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_paid_changes" ADD CONSTRAINT "booking_paid_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_paid_changes" ADD CONSTRAINT "booking_paid_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_paid_changes" ADD CONSTRAINT "booking_paid_changes_sale_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_paid_changes" ADD CONSTRAINT "booking_paid_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_paid_changes_booking_idx" ON "booking_paid_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_paid_changes_sent_idx" ON "booking_paid_changes" USING btree ("sent_at") WHERE "booking_paid_changes"."status" = 'SENT';--> statement-breakpoint
ALTER TABLE "commission_fees" ADD CONSTRAINT "commission_fees_change_amount_check" CHECK ("commission_fees"."change_amount" >= 0);