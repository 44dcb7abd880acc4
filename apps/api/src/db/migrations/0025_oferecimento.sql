-- Carrier offering (issue 20): tenders, the negotiation thread, response deadlines and carrier groups.
-- Enumerations in packages/domain/src/oferecimento/oferecimento.enums.ts and cargas/carga-ofertas.enums.ts.
-- A deadline lives in its offer's row; jobs only trigger the sweep that reads it (lib/jobs).

-- One tender of a load: how it is offered (manual, automatic waterfall, freight table) and its waterfall state.
CREATE TABLE "carga_oferecimentos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "carga_id" uuid NOT NULL REFERENCES "cargas"("id") ON DELETE CASCADE,
  "comportamento" smallint NOT NULL,
  "situacao" smallint NOT NULL DEFAULT 1,
  "tipo" smallint NOT NULL,
  "valor_alvo" numeric(14, 2),
  "prazo_minutos" integer NOT NULL,
  "max_rodadas" smallint NOT NULL DEFAULT 1,
  "permitir_repetir" boolean NOT NULL DEFAULT false,
  "rodada_atual" smallint NOT NULL DEFAULT 0,
  "ordem" uuid[] NOT NULL DEFAULT '{}',
  "observacao" text,
  "usuario_id" uuid REFERENCES "usuarios"("id") ON DELETE SET NULL,
  "encerrado_em" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "carga_oferecimentos_comportamento_check" CHECK ("comportamento" between 1 and 3),
  CONSTRAINT "carga_oferecimentos_situacao_check" CHECK ("situacao" between 1 and 4),
  CONSTRAINT "carga_oferecimentos_tipo_check" CHECK ("tipo" in (1, 2)),
  CONSTRAINT "carga_oferecimentos_rodadas_check" CHECK ("max_rodadas" between 1 and 50)
);--> statement-breakpoint
-- At most one tender in progress per load (a second offering while one runs adds to it or is refused).
CREATE UNIQUE INDEX "carga_oferecimentos_em_andamento_uq" ON "carga_oferecimentos" ("owner_id", "carga_id") WHERE "situacao" = 1;--> statement-breakpoint
CREATE INDEX "carga_oferecimentos_owner_idx" ON "carga_oferecimentos" ("owner_id", "situacao");--> statement-breakpoint

ALTER TABLE "carga_ofertas" DROP CONSTRAINT "carga_ofertas_situacao_check";--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD CONSTRAINT "carga_ofertas_situacao_check" CHECK ("situacao" between 1 and 6);--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "oferecimento_id" uuid REFERENCES "carga_oferecimentos"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "rodada" smallint;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "valor_alvo" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "prazo_resposta" timestamptz;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "motivo_recusa" text;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "ofertada_em" timestamptz NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "respondida_em" timestamptz;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "contratada_em" timestamptz;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD COLUMN "encerrada_em" timestamptz;--> statement-breakpoint
UPDATE "carga_ofertas" SET "ofertada_em" = "created_at";--> statement-breakpoint
-- The sweep's read: open offers by deadline.
CREATE INDEX "carga_ofertas_prazo_idx" ON "carga_ofertas" ("prazo_resposta") WHERE "situacao" in (1, 2) AND "prazo_resposta" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "carga_ofertas_oferecimento_idx" ON "carga_ofertas" ("oferecimento_id");--> statement-breakpoint
-- cargas.contratacao_id references an offer: without an index every offer deleted (its load's) scans cargas.
CREATE INDEX "cargas_contratacao_idx" ON "cargas" ("contratacao_id") WHERE "contratacao_id" IS NOT NULL;--> statement-breakpoint
-- The shipper board: a company's offers by load.
CREATE INDEX "carga_ofertas_owner_carga_idx" ON "carga_ofertas" ("owner_id", "carga_id");--> statement-breakpoint

-- The negotiation thread of an offer: every proposal and answer (who, value, when, comment).
CREATE TABLE "carga_oferta_propostas" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "oferta_id" uuid NOT NULL REFERENCES "carga_ofertas"("id") ON DELETE CASCADE,
  "carga_id" uuid NOT NULL REFERENCES "cargas"("id") ON DELETE CASCADE,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "transportadora_owner_id" uuid REFERENCES "owners"("id"),
  "autor" smallint NOT NULL,
  "tipo" smallint NOT NULL,
  "valor" numeric(14, 2),
  "comentario" text,
  "usuario_id" uuid REFERENCES "usuarios"("id") ON DELETE SET NULL,
  "usuario_nome" varchar(200),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "carga_oferta_propostas_autor_check" CHECK ("autor" between 1 and 3),
  CONSTRAINT "carga_oferta_propostas_tipo_check" CHECK ("tipo" between 1 and 7)
);--> statement-breakpoint
CREATE INDEX "carga_oferta_propostas_oferta_idx" ON "carga_oferta_propostas" ("oferta_id", "created_at");--> statement-breakpoint
CREATE INDEX "carga_oferta_propostas_owner_idx" ON "carga_oferta_propostas" ("owner_id", "created_at");--> statement-breakpoint

-- Saved groups of carriers to offer to at once (restricted offering).
CREATE TABLE "grupos_transportadoras" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "nome" varchar(100) NOT NULL,
  "transportadora_empresa_ids" uuid[] NOT NULL DEFAULT '{}',
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_transportadoras_owner_nome_uq" ON "grupos_transportadoras" ("owner_id", lower("nome"));
