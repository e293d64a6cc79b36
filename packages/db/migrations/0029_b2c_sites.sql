CREATE TABLE "b2c_sites" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"host_name" text,
	"name" text NOT NULL,
	"logo_image" text,
	"primary_color" text DEFAULT '#0b5cad' NOT NULL,
	"secondary_color" text DEFAULT '#f59e0b' NOT NULL,
	"hotline" text DEFAULT '' NOT NULL,
	"zalo" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" text[] DEFAULT '{flights}'::text[] NOT NULL,
	"service_fees" jsonb NOT NULL,
	"prices_include_fee" boolean DEFAULT true NOT NULL,
	"hold_minutes" integer DEFAULT 60 NOT NULL,
	"terms_html" text DEFAULT '' NOT NULL,
	"privacy_html" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2c_sites" ADD CONSTRAINT "b2c_sites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_sites_slug_key" ON "b2c_sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_sites_host_name_key" ON "b2c_sites" USING btree ("host_name") WHERE "b2c_sites"."host_name" is not null;