DROP INDEX "audit_log_event_idx";--> statement-breakpoint
CREATE INDEX "audit_log_event_address_idx" ON "audit_log" USING btree ("event","ip_address","occurred_at");