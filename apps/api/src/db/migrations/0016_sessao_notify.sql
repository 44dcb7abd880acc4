-- The session-state cache's invalidation (modules/auth/session-state.cache.ts): every API process keeps
-- the state each authenticated request needs (user active, blocked, locked, session version, the owner's
-- access, the user's active units) in memory, and drops it when one of these triggers NOTIFYs channel
-- `sessao` — delivered at commit, to every process LISTENing on the database. Payloads: 'u:<usuario id>'
-- (that user's state) or 'o:<owner id>' (every user of the owner: its access, or a unit's activation or name).
CREATE FUNCTION "sessao_notify_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sessao', 'u:' || OLD.id);
  ELSIF OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.bloqueado IS DISTINCT FROM NEW.bloqueado
     OR OLD.locked_at IS DISTINCT FROM NEW.locked_at OR OLD.session_version IS DISTINCT FROM NEW.session_version
     OR OLD.owner_id IS DISTINCT FROM NEW.owner_id THEN
    PERFORM pg_notify('sessao', 'u:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "usuarios_sessao_notify" AFTER UPDATE OR DELETE ON "usuarios"
  FOR EACH ROW EXECUTE FUNCTION "sessao_notify_usuario"();--> statement-breakpoint
CREATE FUNCTION "sessao_notify_usuario_unidade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('sessao', 'u:' || OLD.usuario_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('sessao', 'u:' || NEW.usuario_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "usuario_unidades_negocio_sessao_notify" AFTER INSERT OR UPDATE OR DELETE ON "usuario_unidades_negocio"
  FOR EACH ROW EXECUTE FUNCTION "sessao_notify_usuario_unidade"();--> statement-breakpoint
CREATE FUNCTION "sessao_notify_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- owners: its access; unidades_negocio: a unit activated or deactivated changes its users' unit lists.
  IF TG_TABLE_NAME = 'owners' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('sessao', 'o:' || OLD.id);
    ELSIF OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.acesso_bloqueado IS DISTINCT FROM NEW.acesso_bloqueado THEN
      PERFORM pg_notify('sessao', 'o:' || NEW.id);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sessao', 'o:' || OLD.owner_id);
  ELSIF OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
     OR OLD.descricao IS DISTINCT FROM NEW.descricao THEN
    PERFORM pg_notify('sessao', 'o:' || NEW.owner_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "owners_sessao_notify" AFTER UPDATE OR DELETE ON "owners"
  FOR EACH ROW EXECUTE FUNCTION "sessao_notify_owner"();--> statement-breakpoint
CREATE TRIGGER "unidades_negocio_sessao_notify" AFTER UPDATE OR DELETE ON "unidades_negocio"
  FOR EACH ROW EXECUTE FUNCTION "sessao_notify_owner"();
