CREATE TABLE "b2c_tour_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"departure_date" date NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2c_tour_departures_seats_check" CHECK ("b2c_tour_departures"."seats_taken" >= 0 and "b2c_tour_departures"."seats_taken" <= "b2c_tour_departures"."seats")
);
--> statement-breakpoint
CREATE TABLE "b2c_tour_seat_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"adults" integer NOT NULL,
	"child_ages" integer[] DEFAULT '{}'::int[] NOT NULL,
	"single_rooms" integer DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"total" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "b2c_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"departure_point" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adult_price" bigint NOT NULL,
	"child_price" jsonb NOT NULL,
	"infant_price" bigint DEFAULT 0 NOT NULL,
	"single_room_supplement" bigint DEFAULT 0 NOT NULL,
	"deposit_percent" integer DEFAULT 50 NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded" text[] DEFAULT '{}'::text[] NOT NULL,
	"cancellation_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2c_tours_prices_check" CHECK ("b2c_tours"."adult_price" >= 0 and "b2c_tours"."infant_price" >= 0),
	CONSTRAINT "b2c_tours_deposit_check" CHECK ("b2c_tours"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "b2c_tour_departures" ADD CONSTRAINT "b2c_tour_departures_tour_id_b2c_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."b2c_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_tour_departures" ADD CONSTRAINT "b2c_tour_departures_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_tour_seat_holds" ADD CONSTRAINT "b2c_tour_seat_holds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_tour_seat_holds" ADD CONSTRAINT "b2c_tour_seat_holds_tour_id_b2c_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."b2c_tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_tour_seat_holds" ADD CONSTRAINT "b2c_tour_seat_holds_departure_id_b2c_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."b2c_tour_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_tours" ADD CONSTRAINT "b2c_tours_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_tour_departures_tour_date_key" ON "b2c_tour_departures" USING btree ("tour_id","departure_date");--> statement-breakpoint
CREATE INDEX "b2c_tour_departures_agency_date_idx" ON "b2c_tour_departures" USING btree ("agency_id","departure_date");--> statement-breakpoint
CREATE INDEX "b2c_tour_seat_holds_tour_idx" ON "b2c_tour_seat_holds" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "b2c_tour_seat_holds_departure_idx" ON "b2c_tour_seat_holds" USING btree ("departure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_tours_agency_code_key" ON "b2c_tours" USING btree ("agency_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_tours_agency_slug_key" ON "b2c_tours" USING btree ("agency_id","slug");