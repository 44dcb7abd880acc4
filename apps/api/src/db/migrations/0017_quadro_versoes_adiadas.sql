-- The board version (migration 0012) is now bumped at COMMIT, once per owner per transaction, by deferred
-- row triggers. Before, the statement-level triggers bumped it at the write, so the owner's quadro_versoes
-- row stayed locked until the writing transaction ended: every write of one company queued behind the
-- previous one for its whole transaction (20 concurrent load registrations of one company waited ≈ 40 ms
-- each on that row). Now the row is locked only while the transaction commits. A page cached under a
-- version still never outlives the data it was built from: the bump and the data commit together.
CREATE FUNCTION "quadro_versao_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linha record;
  alvo uuid;
  marca text;
BEGIN
  IF TG_OP = 'DELETE' THEN linha := OLD; ELSE linha := NEW; END IF;
  -- owners: the row is the owner; the other tables carry owner_id (null: a product-wide row, every owner).
  IF TG_TABLE_NAME = 'owners' THEN alvo := linha.id; ELSE alvo := linha.owner_id; END IF;
  -- Once per owner per transaction: a transaction-local setting marks the owners already bumped.
  marca := 'embarca.qv_' || coalesce(replace(alvo::text, '-', ''), 'todos');
  IF current_setting(marca, true) = 'sim' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(marca, 'sim', true);
  IF alvo IS NULL THEN
    UPDATE quadro_versoes SET versao = versao + 1;
  ELSE
    INSERT INTO quadro_versoes AS v (owner_id, versao) VALUES (alvo, 1)
      ON CONFLICT (owner_id) DO UPDATE SET versao = v.versao + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  tabela text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['cargas', 'carga_rotas', 'carga_documentos', 'carga_ofertas', 'empresas',
    'veiculos', 'motoristas', 'caracteristicas', 'owners']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabela || '_quadro_versao_ins', tabela);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabela || '_quadro_versao_upd', tabela);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabela || '_quadro_versao_del', tabela);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "quadro_versao_bump"()',
      tabela || '_quadro_versao', tabela);
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS "quadro_versao_bump_owner_id"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "quadro_versao_bump_id"();
