CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint,
	"source" varchar(16) NOT NULL,
	"provider" varchar(32),
	"event_id" text,
	"type" varchar(48) NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_limits" (
	"method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"minimum" bigint NOT NULL,
	"maximum" bigint NOT NULL,
	CONSTRAINT "payment_method_limits_method_id_currency_id_pk" PRIMARY KEY("method_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"deposit" boolean NOT NULL,
	"withdrawal" boolean NOT NULL,
	"provider" varchar(32),
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"method_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"provider" varchar(32),
	"provider_reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variable_symbol" varchar(10),
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_sandbox_outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"return_url" text,
	"cancel_url" text,
	"status" varchar(16) NOT NULL,
	"decide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "questionnaire_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_payments_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payments"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "payment_events" USING btree ("provider","event_id") WHERE "payment_events"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_transaction" ON "payment_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_player" ON "payments" USING btree ("player_id","kind","status");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("provider","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_variable_symbol" ON "payments" USING btree ("variable_symbol") WHERE "payments"."variable_symbol" is not null;--> statement-breakpoint
CREATE INDEX "psp_sandbox_outbox_due" ON "psp_sandbox_outbox" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_player_type" ON "wallet_transactions" USING btree ("player_id","type_id","created_at");