CREATE TABLE "limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"previous" bigint,
	"value" bigint,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activates_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_weekly_bet" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_monthly_bet" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_weekly_loss" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "max_monthly_loss" bigint;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_changes_player" ON "limit_changes" USING btree ("player_id","field","created_at");