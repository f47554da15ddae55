CREATE TABLE "exclusion_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"previous_end" timestamp with time zone,
	"end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activates_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" varchar(64),
	"answer_reason" text
);
--> statement-breakpoint
ALTER TABLE "exclusion_changes" ADD CONSTRAINT "exclusion_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_changes_player" ON "exclusion_changes" USING btree ("player_id","created_at");