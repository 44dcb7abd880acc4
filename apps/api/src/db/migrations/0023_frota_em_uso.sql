-- The monitoring map (issue 18, benchmark (j)): which in-progress loads (situacao 2, 7) carry equipment,
-- read without testing every load's equipment array against the whole fleet. `listUsosDaFrota` in
-- modules/cargas/acoes/alocacao.repository.ts writes this predicate verbatim.
CREATE INDEX "cargas_em_andamento_equipamentos_idx" ON "cargas" ("id") WHERE "situacao" in (2, 7) AND cardinality("equipamento_ids") > 0;
