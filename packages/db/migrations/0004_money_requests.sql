CREATE TABLE "commission_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"sub_agency_id" uuid,
	"airline" text,
	"route_scope" text NOT NULL,
	"pax_type" text NOT NULL,
	"charge_basis" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_fees_rule_key" UNIQUE NULLS NOT DISTINCT("agency_id","sub_agency_id","airline","route_scope","pax_type"),
	CONSTRAINT "commission_fees_amount_check" CHECK ("commission_fees"."amount" >= 0),
	CONSTRAINT "commission_fees_airline_check" CHECK ("commission_fees"."airline" is null or "commission_fees"."airline" ~ '^[A-Z0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" > 0 and "stored_files"."size_bytes" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "top_up_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text DEFAULT 'bank_transfer' NOT NULL,
	"transfer_reference" text NOT NULL,
	"transfer_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"evidence_file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"ledger_transaction_id" uuid,
	CONSTRAINT "top_up_requests_amount_check" CHECK ("top_up_requests"."amount" > 0),
	CONSTRAINT "top_up_requests_confirmed_check" CHECK (("top_up_requests"."status" = 'confirmed') = ("top_up_requests"."ledger_transaction_id" is not null)),
	CONSTRAINT "top_up_requests_decided_check" CHECK (("top_up_requests"."status" = 'pending') = ("top_up_requests"."decided_at" is null)),
	CONSTRAINT "top_up_requests_rejected_check" CHECK (("top_up_requests"."status" = 'rejected') = ("top_up_requests"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "commission_fees" ADD CONSTRAINT "commission_fees_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_fees" ADD CONSTRAINT "commission_fees_sub_agency_id_agencies_id_fk" FOREIGN KEY ("sub_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_fees" ADD CONSTRAINT "commission_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_evidence_file_id_stored_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_fees_sub_agency_idx" ON "commission_fees" USING btree ("sub_agency_id");--> statement-breakpoint
CREATE INDEX "stored_files_agency_idx" ON "stored_files" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "top_up_requests_agency_idx" ON "top_up_requests" USING btree ("agency_id","requested_at");--> statement-breakpoint
CREATE INDEX "top_up_requests_status_idx" ON "top_up_requests" USING btree ("status","requested_at");