CREATE TABLE "b2c_storefront_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2c_storefront_holds" ADD CONSTRAINT "b2c_storefront_holds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "b2c_storefront_holds_agency_time_idx" ON "b2c_storefront_holds" USING btree ("agency_id","taken_at");