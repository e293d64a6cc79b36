DROP TABLE "idempotency_keys" CASCADE;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;