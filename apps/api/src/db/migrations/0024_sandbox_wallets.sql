CREATE TABLE "psp_sandbox_wallets" (
	"customer_ref" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identified_until" timestamp with time zone,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
