DROP INDEX "cargas_board_idx";--> statement-breakpoint
CREATE INDEX "cargas_board_idx" ON "cargas" USING btree ("owner_id","unidade_negocio_id","situacao","dh_coleta","id");