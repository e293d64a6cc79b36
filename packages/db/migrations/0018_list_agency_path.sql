-- The booking list's indexable scope (decision 058): each booking carries its agency's materialised path, the ids from
-- its F1 down to the agency ([F1], [F1, F2], [F1, F2, F3]; the platform's own: []). Agencies never move between
-- parents, so a path never changes. An administrator's list is `agency_path[level] = own agency`, which the two
-- indexes below serve in (created_at, id) order: no sort over the subtree, keyset pages.
CREATE FUNCTION agency_path_of(p_agency uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE above (id, parent_id, level, depth) AS (
    SELECT a.id, a.parent_id, a.level, 0 FROM agencies a WHERE a.id = p_agency
    UNION ALL
    SELECT a.id, a.parent_id, a.level, above.depth + 1 FROM agencies a JOIN above ON a.id = above.parent_id WHERE above.depth < 8
  )
  SELECT coalesce(array_agg(above.id ORDER BY above.depth DESC) FILTER (WHERE above.level <> 'platform'), '{}'::uuid[]) FROM above
$$;--> statement-breakpoint
-- Every insert (the hold, an imported PNR, a split's second booking, a test's fixture) gets its path here unless it
-- brings one (a bulk load that computed it).
CREATE FUNCTION bookings_fill_agency_path() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(NEW.agency_path) = 0 THEN
    NEW.agency_path := agency_path_of(NEW.agency_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agency_path" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "agency_path" = agency_path_of("agency_id");--> statement-breakpoint
CREATE TRIGGER bookings_agency_path BEFORE INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION bookings_fill_agency_path();--> statement-breakpoint
CREATE INDEX "bookings_f1_scope_idx" ON "bookings" USING btree (("agency_path"[1]),"created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_f2_scope_idx" ON "bookings" USING btree (("agency_path"[2]),"created_at","id");--> statement-breakpoint
-- The PNR filter is a prefix: a pattern-ops index serves `pnr like 'ABC%'` whatever the database's collation.
CREATE INDEX "bookings_pnr_prefix_idx" ON "bookings" USING btree ("pnr" text_pattern_ops);
