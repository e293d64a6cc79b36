CREATE TABLE "b2c_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "b2c_order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2c_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT '02' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"total_amount" bigint NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"amount_due" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'VND' NOT NULL,
	"booking_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmation_token" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2c_orders_amounts_check" CHECK ("b2c_orders"."total_amount" >= 0 and "b2c_orders"."service_fee" >= 0 and "b2c_orders"."amount_due" >= 0 and "b2c_orders"."amount_due" <= "b2c_orders"."total_amount" and "b2c_orders"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "b2c_site_actors" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2c_order_events" ADD CONSTRAINT "b2c_order_events_order_id_b2c_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."b2c_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_order_events" ADD CONSTRAINT "b2c_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_site_actors" ADD CONSTRAINT "b2c_site_actors_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_site_actors" ADD CONSTRAINT "b2c_site_actors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2c_order_events_order_idx" ON "b2c_order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_orders_number_key" ON "b2c_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_orders_token_key" ON "b2c_orders" USING btree ("confirmation_token");--> statement-breakpoint
CREATE INDEX "b2c_orders_agency_created_idx" ON "b2c_orders" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "b2c_orders_booking_idx" ON "b2c_orders" USING btree ("booking_id");