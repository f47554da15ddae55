CREATE TABLE "captcha_solutions" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer NOT NULL,
	"player_id" integer,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer NOT NULL,
	"code" text,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_url" text,
	"action" varchar(32) NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"currency_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sms_verified" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"delivered_via" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"body" text NOT NULL,
	"author" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_country" varchar(2);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "registration_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "aml_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_daily_deposit" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_weekly_deposit" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_monthly_deposit" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_daily_bet" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_daily_loss" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_daily_playing_time" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_login_ip" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "previous_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "previous_login_ip" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_player" ON "login_attempts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_login" ON "login_attempts" USING btree ("login","created_at");--> statement-breakpoint
CREATE INDEX "player_tokens_player" ON "player_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "verification_codes_player" ON "verification_codes" USING btree ("player_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_skin_code" ON "campaigns" USING btree ("skin_id",lower("code"));--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "player_messages_player" ON "player_messages" USING btree ("player_id","read_at");--> statement-breakpoint
CREATE INDEX "player_notes_player" ON "player_notes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_skin_mobile" ON "players" USING btree ("skin_id","mobile");--> statement-breakpoint
CREATE INDEX "players_skin_person" ON "players" USING btree ("skin_id",lower("first_name"),lower("last_name"),"dob");