-- Quick search by the start or the end of a code, in any case (pesquisa-rapida.repository.ts): btree
-- ranges on (owner_id, upper(…)) and (owner_id, reverse(upper(…))) replace the document trigram indexes
-- (a trigram look-up of a code reads the long posting lists of its common trigrams: ≈ 4 ms per column
-- on the scale data) and the case-sensitive prefix/suffix indexes of 0013. The identifier's trigram index
-- stays: the board's free-text filter uses it.
DROP INDEX IF EXISTS "carga_documentos_numero_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_numero_nf_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_chave_nf_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_owner_numero_prefixo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_owner_numero_nf_prefixo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_owner_numero_sufixo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "carga_documentos_owner_numero_nf_sufixo_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_owner_identificador_prefixo_idx" ON "cargas" USING btree ("owner_id",upper("codigo_identificador") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_owner_identificador_sufixo_idx" ON "cargas" USING btree ("owner_id",reverse(upper("codigo_identificador")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_prefixo_idx" ON "carga_documentos" USING btree ("owner_id",upper("numero") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_nf_prefixo_idx" ON "carga_documentos" USING btree ("owner_id",upper("numero_nf") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_sufixo_idx" ON "carga_documentos" USING btree ("owner_id",reverse(upper("numero")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_nf_sufixo_idx" ON "carga_documentos" USING btree ("owner_id",reverse(upper("numero_nf")) text_pattern_ops);
