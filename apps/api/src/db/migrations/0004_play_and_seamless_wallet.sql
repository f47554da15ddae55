CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"mode" varchar(8) NOT NULL,
	"player_id" integer,
	"player_session_id" uuid,
	"game_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"demo_balance" bigint,
	"lobby_url" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "play_days" (
	"player_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"playing_seconds" integer DEFAULT 0 NOT NULL,
	"last_bet_at" timestamp with time zone,
	CONSTRAINT "play_days_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"player_id" integer NOT NULL,
	"game_session_id" uuid,
	"round_id" text,
	"game_id" integer,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"wallet_transaction_id" bigint,
	"changes" jsonb,
	"http_status" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_session_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_session_id_sessions_id_fk" FOREIGN KEY ("player_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_session" ON "game_sessions" USING btree ("player_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_external" ON "provider_transactions" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_player" ON "provider_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_session" ON "provider_transactions" USING btree ("game_session_id");--> statement-breakpoint
CREATE INDEX "studio_rounds_session" ON "studio_rounds" USING btree ("game_session_id","created_at");