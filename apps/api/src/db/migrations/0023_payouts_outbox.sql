CREATE TABLE "payment_payouts" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_payouts" ADD CONSTRAINT "payment_payouts_transaction_id_payments_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payments"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_payouts_due" ON "payment_payouts" USING btree ("next_attempt_at") WHERE "payment_payouts"."status" = 'due';--> statement-breakpoint
CREATE UNIQUE INDEX "psp_sandbox_sessions_payout_reference" ON "psp_sandbox_sessions" USING btree ("reference") WHERE "psp_sandbox_sessions"."kind" = 'payout';--> statement-breakpoint
CREATE INDEX "psp_sandbox_sessions_reference" ON "psp_sandbox_sessions" USING btree ("reference");--> statement-breakpoint
-- Withdrawals approved before payouts had an outbox: one whose payout was recorded waits for its
-- webhook, one without (its instance stopped before the call) is sent again.
INSERT INTO "payment_payouts" ("transaction_id", "status")
SELECT "transaction_id", CASE WHEN "provider_reference" IS NULL THEN 'due' ELSE 'sent' END
FROM "payments" WHERE "kind" = 'withdrawal' AND "status" = 'authorized';
