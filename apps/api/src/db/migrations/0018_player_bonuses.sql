CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"type" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"target" bigint DEFAULT 0 NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"wagering_multiplier" integer DEFAULT 0 NOT NULL,
	"game_contribution" jsonb NOT NULL,
	"expiry_days" integer NOT NULL,
	"freespins" integer DEFAULT 0 NOT NULL,
	"freespins_counter" integer DEFAULT 0 NOT NULL,
	"spin_value" bigint,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_transaction_id" integer,
	"ended_amount" bigint,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_pending" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_bonuses_player" ON "player_bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiring" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_campaign" ON "player_bonuses" USING btree ("campaign_id");