CREATE TABLE "document_upload_tries" (
	"player_id" integer NOT NULL,
	"day" date NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "document_upload_tries_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
ALTER TABLE "document_upload_tries" ADD CONSTRAINT "document_upload_tries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;