CREATE TABLE "crash_rounds" (
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"seed" varchar(64),
	"crash_point" integer NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"crashed_at" timestamp with time zone NOT NULL,
	"recipe" text NOT NULL,
	CONSTRAINT "crash_rounds_game_id_sequence_pk" PRIMARY KEY("game_id","sequence")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_crash_bet" ON "studio_rounds" USING btree ("game_session_id",("outcome"->>'sequence')) WHERE "studio_rounds"."outcome"->>'engine' = 'crash';--> statement-breakpoint
CREATE INDEX "studio_rounds_playing" ON "studio_rounds" USING btree ("game_id") WHERE "studio_rounds"."status" = 'playing';