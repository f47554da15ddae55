CREATE TABLE "kyc_aml_overrides" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"level" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "reply_to_id" integer;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "kyc_aml_overrides" ADD CONSTRAINT "kyc_aml_overrides_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_messages_reply_to" ON "player_messages" USING btree ("reply_to_id");