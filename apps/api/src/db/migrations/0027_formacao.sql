-- Load formation (issue 21): orders (pedidos), drafts (minutas), saved route plans and the label print
-- history. Codes: packages/domain/src/formacao/formacao.enums.ts (tipo_lote 1 'Pedido de lote';
-- tipo_frete 1 CIF, 2 FOB, 3 FOB Dirigido).

CREATE TABLE "minutas" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "unidade_negocio_id" uuid NOT NULL REFERENCES "unidades_negocio"("id"),
  "numero" integer NOT NULL,
  "exibindo" boolean NOT NULL DEFAULT true,
  "tipo_frete" smallint,
  "veiculo_conjunto_id" uuid REFERENCES "veiculos"("id"),
  "tabela_frete_id" uuid,
  "tabela_frete_valor" numeric(14, 2),
  "criada_por" uuid REFERENCES "usuarios"("id"),
  "carga_id" uuid REFERENCES "cargas"("id"),
  "confirmada_em" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "minutas_tipo_frete_check" CHECK ("tipo_frete" IS NULL OR "tipo_frete" IN (1, 2, 3))
);--> statement-breakpoint
CREATE UNIQUE INDEX "minutas_owner_numero_uq" ON "minutas" ("owner_id", "numero");--> statement-breakpoint
CREATE INDEX "minutas_abertas_idx" ON "minutas" ("owner_id", "unidade_negocio_id") WHERE "carga_id" IS NULL;--> statement-breakpoint

CREATE TABLE "pedidos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "unidade_negocio_id" uuid NOT NULL REFERENCES "unidades_negocio"("id"),
  "codigo" varchar(60) NOT NULL,
  "minuta_id" uuid REFERENCES "minutas"("id"),
  "ordenacao_minuta" integer,
  "tipo_frete" smallint NOT NULL,
  "tipo_lote" smallint,
  "agrupador" varchar(60),
  "pedido_origem_id" uuid REFERENCES "pedidos"("id"),
  "dh_coleta" timestamptz,
  "dh_entrega" timestamptz,
  "dh_emissao" timestamptz,
  "cubagem_total" numeric(14, 3),
  "peso_total" numeric(14, 3),
  "valor_pedido" numeric(14, 2),
  "quantidade_volumes" integer,
  "numero_nf" varchar(20),
  "ativo" boolean NOT NULL DEFAULT true,
  "caracteristica_id" uuid REFERENCES "caracteristicas"("id"),
  "possui_redespacho" boolean NOT NULL DEFAULT false,
  "redespacho_localidade" varchar(200),
  "redespacho_cidade" varchar(120),
  "redespacho_uf" varchar(2),
  "redespacho_latitude" double precision,
  "redespacho_longitude" double precision,
  "redespacho_aproximado" boolean NOT NULL DEFAULT false,
  "transportadora_redespacho_id" uuid REFERENCES "empresas"("id"),
  "observacao" text,
  "origem_empresa_id" uuid REFERENCES "empresas"("id"),
  "origem_nome" varchar(200),
  "origem_documento" varchar(20),
  "origem_localidade" varchar(200),
  "origem_cidade" varchar(120),
  "origem_uf" varchar(2),
  "origem_latitude" double precision,
  "origem_longitude" double precision,
  "origem_aproximada" boolean NOT NULL DEFAULT false,
  "origem_dh_prevista" timestamptz,
  "destino_empresa_id" uuid REFERENCES "empresas"("id"),
  "destino_nome" varchar(200),
  "destino_documento" varchar(20),
  "destino_localidade" varchar(200),
  "destino_cidade" varchar(120),
  "destino_uf" varchar(2),
  "destino_latitude" double precision,
  "destino_longitude" double precision,
  "destino_aproximada" boolean NOT NULL DEFAULT false,
  "destino_dh_prevista" timestamptz,
  "carga_id" uuid REFERENCES "cargas"("id"),
  "criado_por" uuid REFERENCES "usuarios"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "pedidos_tipo_frete_check" CHECK ("tipo_frete" IN (1, 2, 3)),
  CONSTRAINT "pedidos_tipo_lote_check" CHECK ("tipo_lote" IS NULL OR "tipo_lote" = 1),
  CONSTRAINT "pedidos_medidas_check" CHECK (
    ("peso_total" IS NULL OR "peso_total" >= 0) AND ("cubagem_total" IS NULL OR "cubagem_total" >= 0)
    AND ("valor_pedido" IS NULL OR "valor_pedido" >= 0) AND ("quantidade_volumes" IS NULL OR "quantidade_volumes" >= 1)
  ),
  -- An order is in at most one place: a draft or a load.
  CONSTRAINT "pedidos_minuta_ou_carga_check" CHECK ("minuta_id" IS NULL OR "carga_id" IS NULL),
  CONSTRAINT "pedidos_ordenacao_check" CHECK (("minuta_id" IS NULL) = ("ordenacao_minuta" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_owner_codigo_uq" ON "pedidos" ("owner_id", "codigo");--> statement-breakpoint
CREATE INDEX "pedidos_abertos_idx" ON "pedidos" ("owner_id", "unidade_negocio_id", "created_at" DESC) WHERE "ativo" AND "minuta_id" IS NULL AND "carga_id" IS NULL;--> statement-breakpoint
CREATE INDEX "pedidos_owner_unidade_criacao_idx" ON "pedidos" ("owner_id", "unidade_negocio_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "pedidos_minuta_idx" ON "pedidos" ("minuta_id") WHERE "minuta_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pedidos_carga_idx" ON "pedidos" ("carga_id") WHERE "carga_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pedidos_origem_idx" ON "pedidos" ("pedido_origem_id") WHERE "pedido_origem_id" IS NOT NULL;--> statement-breakpoint

CREATE TABLE "planos_rota" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "unidade_negocio_id" uuid NOT NULL REFERENCES "unidades_negocio"("id"),
  "nome" varchar(120) NOT NULL,
  "minuta_id" uuid REFERENCES "minutas"("id"),
  "entrada" jsonb NOT NULL,
  "resultado" jsonb NOT NULL,
  "distancia_m" integer NOT NULL,
  "criado_por" uuid REFERENCES "usuarios"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "planos_rota_owner_idx" ON "planos_rota" ("owner_id", "unidade_negocio_id", "created_at" DESC);--> statement-breakpoint

CREATE TABLE "etiqueta_impressoes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "usuario_id" uuid REFERENCES "usuarios"("id"),
  "formato" varchar(20) NOT NULL,
  "pedido_ids" jsonb NOT NULL,
  "carga_ids" jsonb NOT NULL,
  "pedido_codigos" jsonb NOT NULL,
  "carga_codigos" jsonb NOT NULL,
  "volumes" integer NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "etiqueta_impressoes_owner_idx" ON "etiqueta_impressoes" ("owner_id", "created_at" DESC);
