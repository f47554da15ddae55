ALTER TABLE "outbox" ADD COLUMN "status" varchar(8) DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Mail handed to SMTP before this migration was sent at once: its rows are traces, not a queue.
UPDATE "outbox" SET "status" = 'sent', "sent_at" = "created_at" WHERE "delivered_via" = 'smtp';
