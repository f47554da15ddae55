CREATE TABLE "message_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "duration" integer;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "direction" varchar(3) DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "dedupe_key" varchar(64);--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "sender" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rg_deposit_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rg_bet_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "message_groups_code" ON "message_groups" USING btree ("code");--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_group_id_message_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."message_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_messages_inbox" ON "player_messages" USING btree ("player_id","direction","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_messages_dedupe" ON "player_messages" USING btree ("player_id","dedupe_key") WHERE "player_messages"."dedupe_key" is not null;--> statement-breakpoint
INSERT INTO "message_groups" ("code", "name", "position") VALUES ('general', 'General questions', 1), ('account', 'My account', 2), ('payments', 'Deposits and withdrawals', 3), ('verification', 'Verification and documents', 4), ('games', 'Games', 5), ('responsible_gaming', 'Responsible gaming', 6), ('complaint', 'Complaint', 7);
