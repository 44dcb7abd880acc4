-- The board page cache's guard (modules/quadro/quadro-page-cache.ts): one counter per owner, bumped in
-- the same transaction as any write to a table the board card reads. A cached page is served only while
-- its owner's counter is unchanged, so every API process sees a write as soon as it commits.
-- Statement-level triggers with transition tables: one bump per owner per statement, whatever the row
-- count (bulk imports stay cheap). PostgreSQL allows one event per trigger with transition tables.
CREATE TABLE "quadro_versoes" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "quadro_versao_bump_owner_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product-wide row (no owner, e.g. a default characteristic) shows on every owner's cards.
  IF EXISTS (SELECT 1 FROM linhas WHERE owner_id IS NULL) THEN
    UPDATE quadro_versoes SET versao = versao + 1;
  END IF;
  INSERT INTO quadro_versoes AS v (owner_id, versao)
    SELECT DISTINCT owner_id, 1 FROM linhas WHERE owner_id IS NOT NULL ORDER BY owner_id
    ON CONFLICT (owner_id) DO UPDATE SET versao = v.versao + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "quadro_versao_bump_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quadro_versoes AS v (owner_id, versao)
    SELECT DISTINCT id, 1 FROM linhas ORDER BY id
    ON CONFLICT (owner_id) DO UPDATE SET versao = v.versao + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  alvo record;
BEGIN
  FOR alvo IN SELECT * FROM (VALUES
    ('cargas', 'quadro_versao_bump_owner_id'),
    ('carga_rotas', 'quadro_versao_bump_owner_id'),
    ('carga_documentos', 'quadro_versao_bump_owner_id'),
    ('carga_ofertas', 'quadro_versao_bump_owner_id'),
    ('empresas', 'quadro_versao_bump_owner_id'),
    ('veiculos', 'quadro_versao_bump_owner_id'),
    ('motoristas', 'quadro_versao_bump_owner_id'),
    ('caracteristicas', 'quadro_versao_bump_owner_id'),
    ('owners', 'quadro_versao_bump_id')) AS t(tabela, funcao)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      alvo.tabela || '_quadro_versao_ins', alvo.tabela, alvo.funcao);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      alvo.tabela || '_quadro_versao_upd', alvo.tabela, alvo.funcao);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      alvo.tabela || '_quadro_versao_del', alvo.tabela, alvo.funcao);
  END LOOP;
END $$;
