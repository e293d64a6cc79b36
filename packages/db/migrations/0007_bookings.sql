CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"journey_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_orders_idempotency_key" UNIQUE("agency_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"pax_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"airline_last_name" text NOT NULL,
	"airline_first_name" text NOT NULL,
	"birth_date" date,
	"parent_pax_id" text,
	"passport" jsonb,
	"loyalty" jsonb,
	"ticket_number" text,
	CONSTRAINT "booking_passengers_pax_key" UNIQUE("booking_id","pax_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"system" text NOT NULL,
	"airline" text NOT NULL,
	"supplier_account" text NOT NULL,
	"client_ref" text NOT NULL,
	"pnr" text,
	"status" text DEFAULT 'LOADING' NOT NULL,
	"time_limit" timestamp with time zone,
	"depart_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"flights" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"supplier_net" bigint NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"last_error" text,
	"sale_transaction_id" uuid,
	"issued_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_client_ref_key" UNIQUE("client_ref"),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."supplier_net" >= 0 and "bookings"."fee_total" >= 0 and "bookings"."total_amount" = "bookings"."supplier_net" + "bookings"."fee_total"),
	CONSTRAINT "bookings_export_check" CHECK (("bookings"."status" in ('EXPORT', 'VOID', 'REFUNDED')) = ("bookings"."sale_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sale_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_orders_agency_idx" ON "booking_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_passengers_name_idx" ON "booking_passengers" USING btree ("airline_last_name","airline_first_name");--> statement-breakpoint
CREATE INDEX "booking_passengers_ticket_idx" ON "booking_passengers" USING btree ("ticket_number") WHERE "booking_passengers"."ticket_number" is not null;--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_pnr_idx" ON "bookings" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "bookings_depart_idx" ON "bookings" USING btree ("agency_id","depart_at");--> statement-breakpoint
CREATE INDEX "bookings_open_idx" ON "bookings" USING btree ("status","time_limit") WHERE "bookings"."status" in ('LOADING', 'HOLD', 'ISSUING');