-- Board stage names are unique per owner, board type and group, compared without case, accents or
-- repeated spaces (issue 15: 50 identical POST /api/kanbanpipecargas made 50 stages; the other lookups
-- answer 409). Names already repeated are kept apart first by a suffix " (2)", " (3)"… in creation order,
-- so no stage (nor the loads in it) is lost.
WITH repetidas AS (
  SELECT id,
    row_number() OVER (
      PARTITION BY owner_id, tipo_quadro, grupo_etapa,
        lower(translate(regexp_replace(trim(descricao), '\s+', ' ', 'g'),
          'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
      ORDER BY created_at, id
    ) AS n
  FROM kanban_etapas
)
UPDATE kanban_etapas e SET descricao = e.descricao || ' (' || r.n || ')'
  FROM repetidas r
  WHERE r.id = e.id AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "kanban_etapas_nome_uq" ON "kanban_etapas" USING btree (
  "owner_id", "tipo_quadro", "grupo_etapa",
  lower(translate(regexp_replace(trim("descricao"), '\s+', ' ', 'g'),
    'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
);
