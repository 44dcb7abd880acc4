-- Quick search by number (pesquisa-rapida.repository.ts): document numbers, NF numbers and NF keys by
-- prefix (and document/NF numbers by suffix: leading zeros) within the viewer's own documents.
-- Trigram look-ups of digit strings read most of the index.
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_prefixo_idx" ON "carga_documentos" USING btree ("owner_id","numero" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_nf_prefixo_idx" ON "carga_documentos" USING btree ("owner_id","numero_nf" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_chave_nf_prefixo_idx" ON "carga_documentos" USING btree ("owner_id","chave_nf" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_sufixo_idx" ON "carga_documentos" USING btree ("owner_id",reverse("numero") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carga_documentos_owner_numero_nf_sufixo_idx" ON "carga_documentos" USING btree ("owner_id",reverse("numero_nf") text_pattern_ops);
