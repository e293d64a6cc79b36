CREATE TABLE "report_projection_state" (
	"name" text PRIMARY KEY NOT NULL,
	"complete_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sale_lines" (
	"viewer_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_code" text NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"booking_date" timestamp with time zone NOT NULL,
	"travel_date" timestamp with time zone,
	"code" text,
	"system" text NOT NULL,
	"airline" text,
	"ticket_number" text,
	"route" text NOT NULL,
	"booking_class" text,
	"passenger" text,
	"passenger_type" text,
	"identity" text,
	"user_name" text,
	"base_fare" bigint,
	"taxes" bigint,
	"vat" bigint,
	"issue_fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"sell" bigint NOT NULL,
	"profit" bigint NOT NULL,
	CONSTRAINT "report_sale_lines_pk" PRIMARY KEY("viewer_id","transaction_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "report_sale_projections" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"source_updated_at" timestamp with time zone,
	"projected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_sale_lines" ADD CONSTRAINT "report_sale_lines_viewer_id_agencies_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sale_lines" ADD CONSTRAINT "report_sale_lines_transaction_id_report_sale_projections_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."report_sale_projections"("transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sale_projections" ADD CONSTRAINT "report_sale_projections_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_sale_lines_viewer_at_idx" ON "report_sale_lines" USING btree ("viewer_id","at");--> statement-breakpoint
CREATE INDEX "report_sale_lines_viewer_travel_idx" ON "report_sale_lines" USING btree ("viewer_id",coalesce("travel_date", "at"));--> statement-breakpoint
CREATE INDEX "report_sale_lines_viewer_identity_idx" ON "report_sale_lines" USING btree ("viewer_id","identity","code") WHERE "report_sale_lines"."identity" is not null;--> statement-breakpoint
CREATE INDEX "report_sale_lines_transaction_idx" ON "report_sale_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "train_bookings_updated_idx" ON "train_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "esim_orders_updated_idx" ON "esim_orders" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "esim_top_ups_updated_idx" ON "esim_top_ups" USING btree ("updated_at");