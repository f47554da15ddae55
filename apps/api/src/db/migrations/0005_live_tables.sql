CREATE TABLE "studio_table_rounds" (
	"game_id" integer NOT NULL,
	"sequence" bigint NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_table_rounds_game_id_sequence_pk" PRIMARY KEY("game_id","sequence")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_table_seat" ON "studio_rounds" USING btree ("game_session_id",("outcome"->>'table_sequence')) WHERE "studio_rounds"."outcome" ? 'table_sequence' and "studio_rounds"."status" <> 'refused';