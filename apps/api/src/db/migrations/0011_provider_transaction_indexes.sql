DROP INDEX "provider_transactions_player";--> statement-breakpoint
DROP INDEX "provider_transactions_round";--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("player_id","round_id");