-- Chat with drivers (issue 20): conversations about a load between a company's users and one of its
-- drivers, their messages (text and/or one photo in the object storage) and each user's read mark.
-- `autor`: 1 usuário, 2 motorista (packages/domain/src/mensagens/mensagens.enums.ts).

CREATE TABLE "conversas_carga" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "carga_id" uuid NOT NULL REFERENCES "cargas"("id"),
  "motorista_id" uuid NOT NULL REFERENCES "motoristas"("id"),
  "criada_por" uuid REFERENCES "usuarios"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "ultima_mensagem_em" timestamptz,
  "excluida_em" timestamptz,
  "motorista_lida_ate" timestamptz
);--> statement-breakpoint
-- One open conversation per (load, driver); a deleted one stays for the record and a new one may start.
CREATE UNIQUE INDEX "conversas_carga_aberta_uq" ON "conversas_carga" ("owner_id", "carga_id", "motorista_id") WHERE "excluida_em" IS NULL;--> statement-breakpoint
CREATE INDEX "conversas_carga_owner_ultima_idx" ON "conversas_carga" ("owner_id", "ultima_mensagem_em" DESC NULLS LAST) WHERE "excluida_em" IS NULL;--> statement-breakpoint
CREATE INDEX "conversas_carga_motorista_idx" ON "conversas_carga" ("motorista_id") WHERE "excluida_em" IS NULL;--> statement-breakpoint
CREATE INDEX "conversas_carga_carga_idx" ON "conversas_carga" ("carga_id");--> statement-breakpoint

CREATE TABLE "conversa_mensagens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "conversa_id" uuid NOT NULL REFERENCES "conversas_carga"("id"),
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "autor" smallint NOT NULL,
  "usuario_id" uuid REFERENCES "usuarios"("id"),
  "motorista_id" uuid REFERENCES "motoristas"("id"),
  "texto" text,
  "anexo_chave" text,
  "anexo_content_type" varchar(40),
  "anexo_tamanho" integer,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "conversa_mensagens_autor_check" CHECK (
    ("autor" = 1 AND "usuario_id" IS NOT NULL AND "motorista_id" IS NULL)
    OR ("autor" = 2 AND "motorista_id" IS NOT NULL AND "usuario_id" IS NULL)
  ),
  CONSTRAINT "conversa_mensagens_conteudo_check" CHECK ("texto" IS NOT NULL OR "anexo_chave" IS NOT NULL),
  CONSTRAINT "conversa_mensagens_texto_check" CHECK ("texto" IS NULL OR char_length("texto") <= 2000)
);--> statement-breakpoint
CREATE INDEX "conversa_mensagens_conversa_idx" ON "conversa_mensagens" ("conversa_id", "created_at");--> statement-breakpoint
CREATE INDEX "conversa_mensagens_owner_idx" ON "conversa_mensagens" ("owner_id");--> statement-breakpoint

-- Unread per user: a user has read a conversation's messages up to `lida_ate` (none: nothing read).
CREATE TABLE "conversa_leituras" (
  "conversa_id" uuid NOT NULL REFERENCES "conversas_carga"("id"),
  "usuario_id" uuid NOT NULL REFERENCES "usuarios"("id"),
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "lida_ate" timestamptz NOT NULL,
  CONSTRAINT "conversa_leituras_pk" PRIMARY KEY ("conversa_id", "usuario_id")
);--> statement-breakpoint
CREATE INDEX "conversa_leituras_usuario_idx" ON "conversa_leituras" ("usuario_id");
