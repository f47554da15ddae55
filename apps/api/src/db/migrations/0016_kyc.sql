CREATE TABLE "kyc_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer,
	"source" varchar(16) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"event_id" text NOT NULL,
	"type" varchar(32) NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"level" varchar(40) NOT NULL,
	"status" varchar(16) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"applicant_id" text NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"external_user_id" text NOT NULL,
	"level_name" varchar(40) NOT NULL,
	"review_status" varchar(16) NOT NULL,
	"review_answer" varchar(8),
	"reject_reason" text,
	"document_type" varchar(32),
	"document_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_sandbox_outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "status_kyc" varchar(16);--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_levels" ADD CONSTRAINT "kyc_levels_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_sandbox_tokens" ADD CONSTRAINT "kyc_sandbox_tokens_applicant_id_kyc_sandbox_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."kyc_sandbox_applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_events_provider_event" ON "kyc_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_levels_player_level" ON "kyc_levels" USING btree ("player_id","level");--> statement-breakpoint
CREATE INDEX "kyc_levels_applicant" ON "kyc_levels" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_sandbox_applicant_level" ON "kyc_sandbox_applicants" USING btree ("external_user_id","level_name");--> statement-breakpoint
CREATE INDEX "kyc_sandbox_outbox_due" ON "kyc_sandbox_outbox" USING btree ("delivered_at","next_attempt_at");