-- Quick search and home figures: pg_trgm (a trusted extension; PGlite loads it in db/client.ts) and the
-- indexes. IF NOT EXISTS: the scale database got them before this migration was recorded there.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_numero_trgm_idx" ON "carga_documentos" USING gin ("numero" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_numero_nf_trgm_idx" ON "carga_documentos" USING gin ("numero_nf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_chave_nf_trgm_idx" ON "carga_documentos" USING gin ("chave_nf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_identificador_trgm_idx" ON "cargas" USING gin ("codigo_identificador" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_owner_entrega_idx" ON "cargas" USING btree ("owner_id","dh_entrega");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_ocorrencias_idx" ON "cargas" USING btree ("owner_id","unidade_negocio_id","situacao") WHERE "cargas"."situacao" = 7 or "cargas"."qnt_ocorrencias" > 0;