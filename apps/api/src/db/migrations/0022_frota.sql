-- The fleet module (issue 18): what a vehicle, an equipment set, a driver, a position and the agenda need.
-- Enumerations in packages/domain/src/frota/frota.enums.ts.

-- Vehicles and equipment. An equipment (semi-trailer, container chassis…) is a row of `veiculos` with
-- `tipo_equipamento` (lookup 15); it is coupled to one traction vehicle at a time through `tracionador_id`
-- (the set: the traction vehicle and the equipment pointing at it, in `posicao_conjunto` order).
-- Ownership (PropriedadeVeiculo) is not stored apart: `frota` (veiculoContratadoFrota) = contracted fleet,
-- a carrier company in `transportadora_empresa_id` = third party, neither = own fleet.
ALTER TABLE "veiculos" ADD COLUMN "transportadora_empresa_id" uuid REFERENCES "empresas"("id");--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "categoria" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "marca" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "modelo" text;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "rastreador" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "rastreador_dispositivo" varchar(60);--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "gerenciadora_risco" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "tracao" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "tipo_equipamento" integer;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "eixos" smallint;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "tara_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "rntrc" varchar(9);--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "tracionador_id" uuid REFERENCES "veiculos"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "posicao_conjunto" smallint;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_propriedade_check" CHECK (not ("frota" and "transportadora_empresa_id" is not null));--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_conjunto_check" CHECK ("tracionador_id" is null or ("tipo_equipamento" is not null and "tracionador_id" <> "id"));--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_medidas_check" CHECK (("capacidade_kg" is null or "capacidade_kg" >= 0) and ("capacidade_m3" is null or "capacidade_m3" >= 0) and ("tara_kg" is null or "tara_kg" >= 0) and ("eixos" is null or "eixos" between 1 and 20));--> statement-breakpoint
CREATE INDEX "veiculos_tracionador_idx" ON "veiculos" ("tracionador_id") WHERE "tracionador_id" is not null;--> statement-breakpoint

-- A vehicle's documents (CRLV, RNTRC/ANTT, insurance, tachograph…) with their expiry and one attachment
-- each (in the storage, as the load attachments are).
CREATE TABLE "veiculo_documentos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "veiculo_id" uuid NOT NULL REFERENCES "veiculos"("id") ON DELETE CASCADE,
  "tipo" smallint NOT NULL,
  "numero" varchar(60),
  "descricao" text,
  "validade" date,
  "arquivo_chave" text,
  "arquivo_nome" text,
  "arquivo_tipo" text,
  "arquivo_tamanho" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "veiculo_documentos_tipo_check" CHECK ("tipo" >= 1)
);--> statement-breakpoint
CREATE INDEX "veiculo_documentos_veiculo_idx" ON "veiculo_documentos" ("veiculo_id");--> statement-breakpoint
CREATE INDEX "veiculo_documentos_owner_validade_idx" ON "veiculo_documentos" ("owner_id", "validade") WHERE "validade" is not null;--> statement-breakpoint

-- Drivers: CNH, e-mail, the carrier of a third party, photo (storage key).
ALTER TABLE "motoristas" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "cnh_numero" varchar(11);--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "cnh_categoria" varchar(2);--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "cnh_validade" date;--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "transportadora_empresa_id" uuid REFERENCES "empresas"("id");--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "foto_chave" text;--> statement-breakpoint
ALTER TABLE "motoristas" ADD CONSTRAINT "motoristas_cnh_check" CHECK (("cnh_numero" is null or "cnh_numero" ~ '^[0-9]{11}$') and ("cnh_categoria" is null or "cnh_categoria" in ('A','B','C','D','E','AB','AC','AD','AE')));--> statement-breakpoint
CREATE INDEX "motoristas_owner_cnh_validade_idx" ON "motoristas" ("owner_id", "cnh_validade") WHERE "cnh_validade" is not null;--> statement-breakpoint

-- Driver sign-in (/motorista): one-time codes sent by SMS or e-mail (SHA-256 stored, single use).
CREATE TABLE "motorista_codigos_acesso" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "motorista_id" uuid NOT NULL REFERENCES "motoristas"("id") ON DELETE CASCADE,
  "codigo_hash" text NOT NULL,
  "canal" smallint NOT NULL,
  "expira_em" timestamp with time zone NOT NULL,
  "tentativas" smallint DEFAULT 0 NOT NULL,
  "usado_em" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "motorista_codigos_acesso_motorista_idx" ON "motorista_codigos_acesso" ("motorista_id", "created_at");--> statement-breakpoint

-- Per-company integration tokens (position ingestion from trackers): SHA-256 stored, shown once.
CREATE TABLE "integracao_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "nome" text NOT NULL,
  "token_hash" text NOT NULL,
  "prefixo" varchar(12) NOT NULL,
  "criado_por" uuid REFERENCES "usuarios"("id") ON DELETE SET NULL,
  "ultimo_uso_em" timestamp with time zone,
  "revogado_em" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "integracao_tokens_hash_uq" ON "integracao_tokens" ("token_hash");--> statement-breakpoint

-- Positions: the time series (pruned on a schedule) and the latest position per vehicle (cheap to read).
-- `origem` 1 tracker, 2 driver's phone, 3 demo simulator.
CREATE TABLE "veiculo_posicoes" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "veiculo_id" uuid NOT NULL REFERENCES "veiculos"("id") ON DELETE CASCADE,
  "latitude" double precision NOT NULL,
  "longitude" double precision NOT NULL,
  "dh_posicao" timestamp with time zone NOT NULL,
  "velocidade_kmh" real,
  "origem" smallint NOT NULL,
  "recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "veiculo_posicoes_coordenadas_check" CHECK ("latitude" between -90 and 90 and "longitude" between -180 and 180)
);--> statement-breakpoint
CREATE INDEX "veiculo_posicoes_veiculo_dh_idx" ON "veiculo_posicoes" ("veiculo_id", "dh_posicao");--> statement-breakpoint
CREATE INDEX "veiculo_posicoes_dh_idx" ON "veiculo_posicoes" ("dh_posicao");--> statement-breakpoint
CREATE TABLE "veiculo_ultimas_posicoes" (
  "veiculo_id" uuid PRIMARY KEY NOT NULL REFERENCES "veiculos"("id") ON DELETE CASCADE,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "latitude" double precision NOT NULL,
  "longitude" double precision NOT NULL,
  "dh_posicao" timestamp with time zone NOT NULL,
  "velocidade_kmh" real,
  "origem" smallint NOT NULL,
  "motorista_id" uuid REFERENCES "motoristas"("id") ON DELETE SET NULL,
  CONSTRAINT "veiculo_ultimas_posicoes_coordenadas_check" CHECK ("latitude" between -90 and 90 and "longitude" between -180 and 180)
);--> statement-breakpoint
CREATE INDEX "veiculo_ultimas_posicoes_owner_idx" ON "veiculo_ultimas_posicoes" ("owner_id");--> statement-breakpoint

-- The agenda: a vehicle's unavailability (maintenance, days off…) is an activity of its own `tipo` without a
-- load (tipo 1 stays the trip carrying `carga_id`).
ALTER TABLE "veiculo_atividades" ADD CONSTRAINT "veiculo_atividades_indisponibilidade_check" CHECK ("tipo" = 1 or ("carga_id" is null and "dh_inicio" is not null and "dh_retorno" is not null));
