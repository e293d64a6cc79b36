CREATE INDEX "ledger_transactions_time_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_f1_issued_idx" ON "bookings" USING btree (("agency_path"[1]),"issued_at") WHERE "bookings"."status" in ('EXPORT', 'VOID', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "bookings_f1_depart_sold_idx" ON "bookings" USING btree (("agency_path"[1]),"depart_at") WHERE "bookings"."status" in ('EXPORT', 'VOID', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "bookings_void_queue_idx" ON "bookings" USING btree ("void_until") WHERE "bookings"."status" = 'EXPORT' and "bookings"."void_until" is not null;--> statement-breakpoint
CREATE INDEX "train_bookings_depart_idx" ON "train_bookings" USING btree ("agency_id","depart_at");