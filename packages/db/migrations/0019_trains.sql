CREATE TABLE "train_booking_events" (
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
CREATE TABLE "train_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agency_path" uuid[] NOT NULL,
	"created_by" uuid NOT NULL,
	"system" text NOT NULL,
	"supplier_account" text NOT NULL,
	"client_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"booking_code" text,
	"status" text DEFAULT 'LOADING' NOT NULL,
	"time_limit" timestamp with time zone,
	"is_round_trip" integer DEFAULT 0 NOT NULL,
	"route" text NOT NULL,
	"depart_at" timestamp with time zone NOT NULL,
	"buyer" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"supplier_net" bigint NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"change_amount" bigint DEFAULT 0 NOT NULL,
	"sale_transaction_id" uuid,
	"issue_key" text,
	"issued_at" timestamp with time zone,
	"pending_action" text,
	"pending_quote" jsonb,
	"last_error" text,
	"version" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_bookings_client_ref_key" UNIQUE("client_ref"),
	CONSTRAINT "train_bookings_idempotency_key" UNIQUE("agency_id","idempotency_key"),
	CONSTRAINT "train_bookings_amounts_check" CHECK ("train_bookings"."supplier_net" >= 0 and "train_bookings"."fee_total" >= 0 and "train_bookings"."total_amount" = "train_bookings"."supplier_net" + "train_bookings"."fee_total"),
	CONSTRAINT "train_bookings_issued_check" CHECK (("train_bookings"."status" in ('ISSUED', 'REFUNDED')) = ("train_bookings"."sale_transaction_id" is not null)),
	CONSTRAINT "train_bookings_pending_check" CHECK (("train_bookings"."pending_action" is null) = ("train_bookings"."pending_quote" is null))
);
--> statement-breakpoint
CREATE TABLE "train_seat_locks" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"system" text NOT NULL,
	"supplier_account" text NOT NULL,
	"direction" text NOT NULL,
	"run_id" text NOT NULL,
	"carriage_no" text NOT NULL,
	"seat_id" text NOT NULL,
	"lock" jsonb NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"ticket_id" text NOT NULL,
	"direction" text NOT NULL,
	"run_id" text NOT NULL,
	"train_number" text NOT NULL,
	"from_station" text NOT NULL,
	"to_station" text NOT NULL,
	"depart_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"carriage_no" text NOT NULL,
	"carriage_name" text NOT NULL,
	"seat_number" text NOT NULL,
	"seat_type" text NOT NULL,
	"compartment" integer,
	"tier" integer,
	"full_name" text NOT NULL,
	"search_name" text NOT NULL,
	"id_number" text NOT NULL,
	"passenger_type" integer NOT NULL,
	"birth_date" date,
	"adult_ticket_id" text,
	"infants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fare" bigint NOT NULL,
	"insurance" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"issue_fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"ticket_number" text,
	"boarding_code" text,
	"replaces" text,
	"replaced_by" text,
	"refund_amount" bigint,
	"refund_fee" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_tickets_ticket_key" UNIQUE("booking_id","ticket_id"),
	CONSTRAINT "train_tickets_amounts_check" CHECK ("train_tickets"."amount" >= 0 and "train_tickets"."discount" >= 0 and "train_tickets"."fare" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commission_fees" DROP CONSTRAINT "commission_fees_rule_key";--> statement-breakpoint
ALTER TABLE "commission_fees" ADD COLUMN "product" text DEFAULT 'FLIGHT' NOT NULL;--> statement-breakpoint
ALTER TABLE "train_booking_events" ADD CONSTRAINT "train_booking_events_booking_id_train_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."train_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_booking_events" ADD CONSTRAINT "train_booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_sale_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_seat_locks" ADD CONSTRAINT "train_seat_locks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_seat_locks" ADD CONSTRAINT "train_seat_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_tickets" ADD CONSTRAINT "train_tickets_booking_id_train_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."train_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_booking_events_booking_idx" ON "train_booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "train_bookings_f1_scope_idx" ON "train_bookings" USING btree (("agency_path"[1]),"created_at","id");--> statement-breakpoint
CREATE INDEX "train_bookings_f2_scope_idx" ON "train_bookings" USING btree (("agency_path"[2]),"created_at","id");--> statement-breakpoint
CREATE INDEX "train_bookings_agency_idx" ON "train_bookings" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "train_bookings_code_idx" ON "train_bookings" USING btree ("booking_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "train_bookings_open_idx" ON "train_bookings" USING btree ("status","time_limit") WHERE "train_bookings"."status" in ('LOADING', 'HOLD', 'ISSUING') or "train_bookings"."pending_action" is not null;--> statement-breakpoint
CREATE INDEX "train_seat_locks_agency_idx" ON "train_seat_locks" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "train_seat_locks_expiry_idx" ON "train_seat_locks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "train_tickets_name_idx" ON "train_tickets" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "train_tickets_train_idx" ON "train_tickets" USING btree ("train_number","depart_at");--> statement-breakpoint
ALTER TABLE "commission_fees" ADD CONSTRAINT "commission_fees_rule_key" UNIQUE NULLS NOT DISTINCT("agency_id","sub_agency_id","product","airline","route_scope","pax_type");