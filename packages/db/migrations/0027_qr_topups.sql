CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_default_check" CHECK (not ("bank_accounts"."is_default" and "bank_accounts"."removed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_hook_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"bank_transaction_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"content" text NOT NULL,
	"direction" text NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"review_reason" text,
	"matched_code" text,
	"top_up_request_id" uuid,
	"decision" jsonb,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_notifications_transaction_key" UNIQUE("agency_id","bank_transaction_id"),
	CONSTRAINT "bank_notifications_amount_check" CHECK ("bank_notifications"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD COLUMN "qr_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_hook_keys" ADD CONSTRAINT "bank_hook_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_hook_keys" ADD CONSTRAINT "bank_hook_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_notifications" ADD CONSTRAINT "bank_notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_notifications" ADD CONSTRAINT "bank_notifications_top_up_request_id_top_up_requests_id_fk" FOREIGN KEY ("top_up_request_id") REFERENCES "public"."top_up_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_notifications" ADD CONSTRAINT "bank_notifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_default_key" ON "bank_accounts" USING btree ("agency_id") WHERE "bank_accounts"."is_default" and "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("agency_id","bank_bin","account_number") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_hook_keys_live_key" ON "bank_hook_keys" USING btree ("agency_id") WHERE "bank_hook_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "bank_notifications_agency_idx" ON "bank_notifications" USING btree ("agency_id","status","received_at");--> statement-breakpoint
CREATE INDEX "bank_notifications_top_up_idx" ON "bank_notifications" USING btree ("top_up_request_id");--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_qr_code_key" UNIQUE("qr_code");--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_qr_code_check" CHECK (("top_up_requests"."method" = 'qr') = ("top_up_requests"."qr_code" is not null));