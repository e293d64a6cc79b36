CREATE TABLE "esim_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"iccid" text NOT NULL,
	"package_id" text NOT NULL,
	"smdp_address" text NOT NULL,
	"matching_id" text NOT NULL,
	"lpa" text NOT NULL,
	"apn" text NOT NULL,
	"status" text DEFAULT 'NOT_ACTIVE' NOT NULL,
	"status_read_at" timestamp with time zone,
	"unit_net" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"fees" jsonb NOT NULL,
	"refund_client_ref" text,
	"refund_pending" boolean DEFAULT false NOT NULL,
	"refund_amount" bigint,
	"refund_transaction_id" uuid,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_items_iccid_key" UNIQUE("iccid"),
	CONSTRAINT "esim_items_position_key" UNIQUE("order_id","position"),
	CONSTRAINT "esim_items_amounts_check" CHECK ("esim_items"."unit_net" >= 0 and "esim_items"."unit_price" >= "esim_items"."unit_net"),
	CONSTRAINT "esim_items_refund_check" CHECK (("esim_items"."status" = 'REFUNDED') = ("esim_items"."refund_transaction_id" is not null) and ("esim_items"."refund_amount" is null or "esim_items"."refund_amount" = "esim_items"."unit_price"))
);
--> statement-breakpoint
CREATE TABLE "esim_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"idempotency_key" text,
	"request_hash" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esim_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agency_path" uuid[] NOT NULL,
	"created_by" uuid NOT NULL,
	"system" text NOT NULL,
	"supplier_account" text NOT NULL,
	"client_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_code" text,
	"status" text DEFAULT 'ORDERING' NOT NULL,
	"customer" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"lines" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"supplier_net" bigint NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"top_up_amount" bigint DEFAULT 0 NOT NULL,
	"order_key" text NOT NULL,
	"sale_transaction_id" uuid,
	"last_error" text,
	"mailed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_orders_client_ref_key" UNIQUE("client_ref"),
	CONSTRAINT "esim_orders_idempotency_key" UNIQUE("agency_id","idempotency_key"),
	CONSTRAINT "esim_orders_amounts_check" CHECK ("esim_orders"."supplier_net" >= 0 and "esim_orders"."fee_total" >= 0 and "esim_orders"."total_amount" = "esim_orders"."supplier_net" + "esim_orders"."fee_total" and "esim_orders"."refunded_amount" >= 0 and "esim_orders"."refunded_amount" <= "esim_orders"."total_amount" and "esim_orders"."top_up_amount" >= 0),
	CONSTRAINT "esim_orders_completed_check" CHECK (("esim_orders"."status" in ('COMPLETED', 'REFUNDED')) = ("esim_orders"."sale_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "esim_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"client_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"package_id" text NOT NULL,
	"product" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"supplier_net" bigint NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"status" text DEFAULT 'ORDERING' NOT NULL,
	"top_up_code" text,
	"ledger_key" text NOT NULL,
	"sale_transaction_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_top_ups_client_ref_key" UNIQUE("client_ref"),
	CONSTRAINT "esim_top_ups_idempotency_key" UNIQUE("agency_id","idempotency_key"),
	CONSTRAINT "esim_top_ups_amounts_check" CHECK ("esim_top_ups"."supplier_net" >= 0 and "esim_top_ups"."fee_total" >= 0 and "esim_top_ups"."total_amount" = "esim_top_ups"."supplier_net" + "esim_top_ups"."fee_total"),
	CONSTRAINT "esim_top_ups_completed_check" CHECK (("esim_top_ups"."status" = 'COMPLETED') = ("esim_top_ups"."sale_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "esim_items" ADD CONSTRAINT "esim_items_order_id_esim_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."esim_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_items" ADD CONSTRAINT "esim_items_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_order_events" ADD CONSTRAINT "esim_order_events_order_id_esim_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."esim_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_order_events" ADD CONSTRAINT "esim_order_events_item_id_esim_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esim_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_order_events" ADD CONSTRAINT "esim_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_orders" ADD CONSTRAINT "esim_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_orders" ADD CONSTRAINT "esim_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_orders" ADD CONSTRAINT "esim_orders_sale_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_order_id_esim_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."esim_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_item_id_esim_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esim_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_sale_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esim_items_order_idx" ON "esim_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "esim_items_refund_pending_idx" ON "esim_items" USING btree ("refund_pending") WHERE "esim_items"."refund_pending";--> statement-breakpoint
CREATE INDEX "esim_order_events_order_idx" ON "esim_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "esim_order_events_key_idx" ON "esim_order_events" USING btree ("idempotency_key") WHERE "esim_order_events"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "esim_orders_f1_scope_idx" ON "esim_orders" USING btree (("agency_path"[1]),"created_at","id");--> statement-breakpoint
CREATE INDEX "esim_orders_f2_scope_idx" ON "esim_orders" USING btree (("agency_path"[2]),"created_at","id");--> statement-breakpoint
CREATE INDEX "esim_orders_agency_idx" ON "esim_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "esim_orders_code_idx" ON "esim_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "esim_orders_open_idx" ON "esim_orders" USING btree ("status","updated_at") WHERE "esim_orders"."status" = 'ORDERING';--> statement-breakpoint
CREATE INDEX "esim_top_ups_item_idx" ON "esim_top_ups" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "esim_top_ups_open_idx" ON "esim_top_ups" USING btree ("status","updated_at") WHERE "esim_top_ups"."status" = 'ORDERING';