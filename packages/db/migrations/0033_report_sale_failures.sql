CREATE TABLE "report_sale_failures" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"source_updated_at" timestamp with time zone,
	"error" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_sale_failures" ADD CONSTRAINT "report_sale_failures_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;