CREATE TABLE "b2c_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"author_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2c_fare_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"airline" text NOT NULL,
	"fare_family" text NOT NULL,
	"itinerary_type" text NOT NULL,
	"cabin_baggage_kg" integer NOT NULL,
	"checked_baggage_kg" integer NOT NULL,
	"is_change_allowed" boolean NOT NULL,
	"change_fee" integer,
	"change_conditions" text DEFAULT '' NOT NULL,
	"is_refund_allowed" boolean NOT NULL,
	"refund_fee" integer,
	"refund_conditions" text DEFAULT '' NOT NULL,
	"no_show_fee" integer,
	"no_show_conditions" text DEFAULT '' NOT NULL,
	"notes_html" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2c_articles" ADD CONSTRAINT "b2c_articles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_articles" ADD CONSTRAINT "b2c_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_fare_rules" ADD CONSTRAINT "b2c_fare_rules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_articles_agency_slug_key" ON "b2c_articles" USING btree ("agency_id","slug");--> statement-breakpoint
CREATE INDEX "b2c_articles_agency_idx" ON "b2c_articles" USING btree ("agency_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_fare_rules_family_key" ON "b2c_fare_rules" USING btree ("agency_id","airline","itinerary_type",lower("fare_family"));