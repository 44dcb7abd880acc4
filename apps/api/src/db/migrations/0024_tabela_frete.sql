-- Freight tables, calculation rules, regions, quotes and the ANTT floor (issue 19). Enumerations in
-- packages/domain/src/tabela-frete/tabela-frete.enums.ts; money numeric(14,2), rates and unit prices
-- numeric with 4 decimals, weights numeric(14,3) — never floats.

-- Regions: named groups of UFs, municipalities (IBGE) and CEP ranges a company keeps (quick-create 'Regiões').
CREATE TABLE "regioes_frete" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "nome" varchar(100) NOT NULL,
  "itens" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "ativo" boolean NOT NULL DEFAULT true,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "regioes_frete_owner_nome_uq" ON "regioes_frete" ("owner_id", lower("nome"));--> statement-breakpoint

-- Calculation rules: the components a table adds to its frete-peso (ad valorem, GRIS, toll, TDE…) and ICMS.
CREATE TABLE "regras_calculo_frete" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "nome" varchar(100) NOT NULL,
  "modo_icms" smallint NOT NULL DEFAULT 1,
  "componentes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "ativo" boolean NOT NULL DEFAULT true,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "regras_calculo_frete_icms_check" CHECK ("modo_icms" between 1 and 3)
);--> statement-breakpoint
CREATE UNIQUE INDEX "regras_calculo_frete_owner_nome_uq" ON "regras_calculo_frete" ("owner_id", lower("nome"));--> statement-breakpoint

-- Freight tables: one row per version; `familia_id` is the first version's id. A draft is edited; an
-- active version never changes (a new version is a copy); loads awarded keep their frozen price.
CREATE TABLE "tabelas_frete" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "familia_id" uuid NOT NULL,
  "versao" integer NOT NULL DEFAULT 1,
  "nome" varchar(100) NOT NULL,
  "transportadora_empresa_id" uuid REFERENCES "empresas"("id"),
  "modalidade" smallint NOT NULL,
  "tipo_tarifa" smallint NOT NULL,
  "regra_id" uuid REFERENCES "regras_calculo_frete"("id"),
  "fator_cubagem" numeric(10, 3),
  "frete_minimo" numeric(14, 2),
  "nao_ofertar_abaixo_piso" boolean NOT NULL DEFAULT false,
  "tabela_antt" char(1) NOT NULL DEFAULT 'A',
  "tipo_carga_antt" smallint NOT NULL DEFAULT 5,
  "status" smallint NOT NULL DEFAULT 1,
  "vigencia_inicio" date NOT NULL,
  "vigencia_fim" date,
  "observacoes" varchar(500),
  "qtd_linhas" integer NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "tabelas_frete_status_check" CHECK ("status" between 1 and 3),
  CONSTRAINT "tabelas_frete_modalidade_check" CHECK ("modalidade" between 1 and 3),
  CONSTRAINT "tabelas_frete_tarifa_check" CHECK ("tipo_tarifa" in (1, 3, 4, 5)),
  CONSTRAINT "tabelas_frete_antt_check" CHECK ("tabela_antt" in ('A', 'B', 'C', 'D')),
  CONSTRAINT "tabelas_frete_vigencia_check" CHECK ("vigencia_fim" is null or "vigencia_fim" >= "vigencia_inicio")
);--> statement-breakpoint
CREATE UNIQUE INDEX "tabelas_frete_familia_versao_uq" ON "tabelas_frete" ("owner_id", "familia_id", "versao");--> statement-breakpoint
CREATE INDEX "tabelas_frete_owner_idx" ON "tabelas_frete" ("owner_id", "status");--> statement-breakpoint

-- A table's lines: lane (origin × destination, each a region, UF, municipality or CEP range) × vehicle type ×
-- weight band. CEP ranges are also kept as integers for the quote's range test.
CREATE TABLE "tabela_frete_linhas" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tabela_id" uuid NOT NULL REFERENCES "tabelas_frete"("id") ON DELETE CASCADE,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "ordem" integer NOT NULL,
  "origem_tipo" smallint NOT NULL,
  "origem_valor" varchar(40) NOT NULL,
  "destino_tipo" smallint NOT NULL,
  "destino_valor" varchar(40) NOT NULL,
  "origem_cep_inicio" integer,
  "origem_cep_fim" integer,
  "destino_cep_inicio" integer,
  "destino_cep_fim" integer,
  "tipo_veiculo" integer,
  "peso_inicial" numeric(14, 3),
  "peso_final" numeric(14, 3),
  "valor" numeric(18, 4) NOT NULL,
  "excedente_por_kg" numeric(18, 4),
  "prazo_dias" integer,
  CONSTRAINT "tabela_frete_linhas_tipos_check" CHECK ("origem_tipo" between 1 and 4 and "destino_tipo" between 1 and 4),
  CONSTRAINT "tabela_frete_linhas_peso_check" CHECK ("peso_inicial" is null or "peso_final" is null or "peso_final" >= "peso_inicial"),
  CONSTRAINT "tabela_frete_linhas_valor_check" CHECK ("valor" > 0)
);--> statement-breakpoint
-- The quote looks lines up by lane across every active table; a table's grid pages its lines in order.
CREATE INDEX "tabela_frete_linhas_rota_idx" ON "tabela_frete_linhas" ("origem_tipo", "origem_valor", "destino_tipo", "destino_valor", "tabela_id");--> statement-breakpoint
CREATE INDEX "tabela_frete_linhas_tabela_idx" ON "tabela_frete_linhas" ("tabela_id", "ordem");--> statement-breakpoint
CREATE INDEX "tabela_frete_linhas_cep_idx" ON "tabela_frete_linhas" ("origem_cep_inicio", "origem_cep_fim") WHERE "origem_tipo" = 4 OR "destino_tipo" = 4;--> statement-breakpoint

-- ICMS rates by origin and destination UF (support edits them). Shipped: interstate 7 % from the South
-- and Southeast (except ES) to the North, Northeast, Centre-West and ES, otherwise 12 % (Resolução do
-- Senado 22/1989); internal = the UF's modal rate. ARCHITECTURE.md "Freight tables" says how to review.
CREATE TABLE "aliquotas_icms" (
  "uf_origem" char(2) NOT NULL,
  "uf_destino" char(2) NOT NULL,
  "aliquota" numeric(5, 2) NOT NULL,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("uf_origem", "uf_destino"),
  CONSTRAINT "aliquotas_icms_check" CHECK ("aliquota" >= 0 and "aliquota" <= 100)
);--> statement-breakpoint
INSERT INTO "aliquotas_icms" ("uf_origem", "uf_destino", "aliquota")
SELECT o.uf, d.uf,
  CASE
    WHEN o.uf = d.uf THEN o.interna
    WHEN o.uf IN ('PR', 'SC', 'RS', 'SP', 'RJ', 'MG') AND d.uf NOT IN ('PR', 'SC', 'RS', 'SP', 'RJ', 'MG') THEN 7
    ELSE 12
  END
FROM (VALUES ('AC', 19), ('AL', 19), ('AP', 18), ('AM', 20), ('BA', 20.5), ('CE', 20), ('DF', 20), ('ES', 17),
  ('GO', 19), ('MA', 23), ('MT', 17), ('MS', 17), ('MG', 18), ('PA', 19), ('PB', 20), ('PR', 19.5), ('PE', 20.5),
  ('PI', 22.5), ('RJ', 22), ('RN', 20), ('RS', 17), ('RO', 19.5), ('RR', 20), ('SC', 17), ('SP', 18), ('SE', 19),
  ('TO', 20)) AS o(uf, interna)
CROSS JOIN (VALUES ('AC'), ('AL'), ('AP'), ('AM'), ('BA'), ('CE'), ('DF'), ('ES'), ('GO'), ('MA'), ('MT'), ('MS'),
  ('MG'), ('PA'), ('PB'), ('PR'), ('PE'), ('PI'), ('RJ'), ('RN'), ('RS'), ('RO'), ('RR'), ('SC'), ('SP'), ('SE'),
  ('TO')) AS d(uf);--> statement-breakpoint

-- ANTT floor coefficients (Lei 13.703/2018; Resolução ANTT 5.867/2020, Anexo II): floor = km × CCD + CC by
-- table (A lotação, B only the motor vehicle, C/D high performance), cargo type and loaded axles, with a
-- validity; support records a new set when ANTT publishes one (the set in force ends the day before).
CREATE TABLE "antt_coeficientes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tabela" char(1) NOT NULL,
  "tipo_carga" smallint NOT NULL,
  "eixos" smallint NOT NULL,
  "ccd" numeric(10, 4) NOT NULL,
  "cc" numeric(10, 2) NOT NULL,
  "vigencia_inicio" date NOT NULL,
  "vigencia_fim" date,
  "fonte" varchar(200),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "antt_coeficientes_tabela_check" CHECK ("tabela" in ('A', 'B', 'C', 'D')),
  CONSTRAINT "antt_coeficientes_tipo_check" CHECK ("tipo_carga" between 1 and 12),
  CONSTRAINT "antt_coeficientes_eixos_check" CHECK ("eixos" between 2 and 9)
);--> statement-breakpoint
CREATE UNIQUE INDEX "antt_coeficientes_uq" ON "antt_coeficientes" ("tabela", "tipo_carga", "eixos", "vigencia_inicio");--> statement-breakpoint
INSERT INTO "antt_coeficientes" ("tabela", "tipo_carga", "eixos", "ccd", "cc", "vigencia_inicio", "fonte")
SELECT v.tabela, v.tipo, v.eixos, v.ccd, v.cc, DATE '2020-01-16',
  'Resolução ANTT 5.867/2020, Anexo II, tabelas A e B (valores atualizados embarcados; confira no DOU)'
FROM (VALUES
  ('A', 1, 2, 3.7050, 426.61),
  ('A', 1, 3, 4.6875, 519.67),
  ('A', 1, 4, 5.3526, 565.14),
  ('A', 1, 5, 6.0301, 615.26),
  ('A', 1, 6, 6.7408, 663.07),
  ('A', 1, 7, 7.3130, 753.88),
  ('A', 1, 9, 8.2420, 808.17),
  ('A', 2, 2, 3.7622, 433.79),
  ('A', 2, 3, 4.7615, 531.46),
  ('A', 2, 4, 5.5685, 607.41),
  ('A', 2, 5, 6.1801, 639.41),
  ('A', 2, 6, 6.8811, 684.54),
  ('A', 2, 7, 7.4723, 780.59),
  ('A', 2, 9, 8.4114, 837.65),
  ('A', 3, 2, 4.3393, 486.21),
  ('A', 3, 3, 5.4569, 582.22),
  ('A', 3, 4, 6.3427, 662.76),
  ('A', 3, 5, 7.1099, 713.06),
  ('A', 3, 6, 7.8970, 754.06),
  ('A', 3, 7, 8.7884, 932.67),
  ('A', 3, 9, 9.8648, 993.46),
  ('A', 4, 2, 4.7626, 540.34),
  ('A', 4, 3, 5.2867, 547.03),
  ('A', 4, 4, 5.9579, 595.41),
  ('A', 4, 5, 6.6621, 641.42),
  ('A', 4, 6, 7.3528, 764.84),
  ('A', 4, 7, 8.1922, 794.47),
  ('A', 5, 2, 3.6735, 417.95),
  ('A', 5, 3, 4.6502, 509.43),
  ('A', 5, 4, 5.3306, 559.08),
  ('A', 5, 5, 6.0112, 610.08),
  ('A', 5, 6, 6.7301, 660.12),
  ('A', 5, 7, 7.3085, 752.64),
  ('A', 5, 9, 8.2680, 815.30),
  ('A', 6, 2, 3.3436, 417.95),
  ('A', 6, 3, 4.6495, 509.23),
  ('A', 6, 4, 5.3428, 562.44),
  ('A', 6, 5, 6.0021, 607.56),
  ('A', 6, 6, 6.7230, 658.16),
  ('A', 6, 7, 7.3493, 763.86),
  ('A', 6, 9, 8.2608, 813.33),
  ('A', 7, 2, 4.4311, 565.59),
  ('A', 7, 3, 5.4135, 658.64),
  ('A', 7, 4, 6.1264, 712.46),
  ('A', 7, 5, 6.8039, 762.59),
  ('A', 7, 6, 7.5146, 810.39),
  ('A', 7, 7, 8.1156, 909.14),
  ('A', 7, 9, 9.0751, 971.80),
  ('A', 8, 2, 4.5003, 584.61),
  ('A', 8, 3, 5.4995, 682.28),
  ('A', 8, 4, 6.3232, 766.58),
  ('A', 8, 5, 6.9348, 798.58),
  ('A', 8, 6, 7.6358, 843.71),
  ('A', 8, 7, 8.2559, 947.70),
  ('A', 8, 9, 9.2254, 1013.12),
  ('A', 9, 2, 4.9079, 588.72),
  ('A', 9, 3, 6.0255, 684.73),
  ('A', 9, 4, 6.9433, 776.13),
  ('A', 9, 5, 7.7105, 826.43),
  ('A', 9, 6, 8.4977, 867.42),
  ('A', 9, 7, 9.4266, 1056.35),
  ('A', 9, 9, 10.5426, 1128.02),
  ('A', 10, 2, 5.1110, 631.35),
  ('A', 10, 3, 5.6828, 646.39),
  ('A', 10, 4, 6.3540, 694.77),
  ('A', 10, 5, 7.0582, 740.78),
  ('A', 10, 6, 7.7778, 872.14),
  ('A', 10, 7, 8.6476, 910.14),
  ('A', 11, 2, 4.0218, 508.96),
  ('A', 11, 3, 4.9986, 600.44),
  ('A', 11, 4, 5.7267, 658.44),
  ('A', 11, 5, 6.4073, 709.44),
  ('A', 11, 6, 7.1262, 759.49),
  ('A', 11, 7, 7.7334, 859.94),
  ('A', 11, 9, 8.7233, 930.97),
  ('A', 12, 2, 6.3124, 692.89),
  ('A', 12, 3, 7.0865, 758.14),
  ('A', 12, 5, 8.7009, 934.37),
  ('B', 1, 2, 4.7938, 511.74),
  ('B', 1, 3, 5.3348, 556.92),
  ('B', 1, 4, 6.0208, 597.91),
  ('B', 1, 5, 6.3960, 677.24),
  ('B', 1, 6, 6.9782, 701.32),
  ('B', 2, 2, 4.8560, 511.74),
  ('B', 2, 3, 5.3970, 556.92),
  ('B', 2, 4, 6.0829, 597.91),
  ('B', 2, 5, 6.4582, 677.24),
  ('B', 2, 6, 7.0404, 701.32),
  ('B', 3, 2, 5.5986, 558.42),
  ('B', 3, 3, 6.2287, 603.60),
  ('B', 3, 4, 7.0158, 644.60),
  ('B', 3, 5, 7.4200, 731.86),
  ('B', 3, 6, 8.1563, 764.31),
  ('B', 4, 2, 4.7938, 511.74),
  ('B', 4, 3, 5.3348, 556.92),
  ('B', 4, 4, 6.0208, 597.91),
  ('B', 4, 5, 6.3960, 677.24),
  ('B', 4, 6, 6.9782, 701.32),
  ('B', 5, 2, 4.7938, 511.74),
  ('B', 5, 3, 5.3348, 556.92),
  ('B', 5, 4, 6.0208, 597.91),
  ('B', 5, 5, 6.3960, 677.24),
  ('B', 5, 6, 6.9782, 701.32),
  ('B', 6, 2, 4.7938, 511.74),
  ('B', 6, 3, 5.3348, 556.92),
  ('B', 6, 4, 6.0208, 597.91),
  ('B', 6, 5, 6.3960, 677.24),
  ('B', 6, 6, 6.9782, 701.32),
  ('B', 7, 2, 5.5676, 659.06),
  ('B', 7, 3, 6.1086, 704.25),
  ('B', 7, 4, 6.7946, 745.24),
  ('B', 7, 5, 7.1987, 832.50),
  ('B', 7, 6, 7.8113, 864.95),
  ('B', 8, 2, 5.6107, 670.91),
  ('B', 8, 3, 6.1517, 716.09),
  ('B', 8, 4, 6.8376, 757.08),
  ('B', 8, 5, 7.2418, 844.35),
  ('B', 8, 6, 7.8544, 876.79),
  ('B', 9, 2, 6.1993, 671.79),
  ('B', 9, 3, 6.8294, 716.97),
  ('B', 9, 4, 7.6165, 757.96),
  ('B', 9, 5, 8.0582, 855.55),
  ('B', 9, 6, 8.8340, 898.87),
  ('B', 10, 2, 5.1899, 611.10),
  ('B', 10, 3, 5.7309, 656.28),
  ('B', 10, 4, 6.4168, 697.28),
  ('B', 10, 5, 6.8210, 784.54),
  ('B', 10, 6, 7.4336, 816.98),
  ('B', 11, 2, 5.1899, 611.10),
  ('B', 11, 3, 5.7309, 656.28),
  ('B', 11, 4, 6.4168, 697.28),
  ('B', 11, 5, 6.8210, 784.54),
  ('B', 11, 6, 7.4336, 816.98),
  ('B', 12, 2, 5.3348, 556.92),
  ('B', 12, 3, 6.0208, 597.91),
  ('B', 12, 5, 6.9782, 701.32)
) AS v(tabela, tipo, eixos, ccd, cc);--> statement-breakpoint

-- The table version a load was quoted with (the quote's 'Criar carga'): the award prices with it when it is
-- the allocated carrier's (frete-esperado.ts).
ALTER TABLE "cargas" ADD COLUMN "tabela_frete_id" uuid REFERENCES "tabelas_frete"("id") ON DELETE SET NULL;--> statement-breakpoint

-- Saved quotes (the input and the result as priced then).
CREATE TABLE "cotacoes_frete" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "usuario_id" uuid REFERENCES "usuarios"("id") ON DELETE SET NULL,
  "numero" integer NOT NULL,
  "entrada" jsonb NOT NULL,
  "resultado" jsonb NOT NULL,
  "origem" varchar(120) NOT NULL,
  "destino" varchar(120) NOT NULL,
  "melhor_total" numeric(14, 2),
  "observacao" varchar(500),
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "cotacoes_frete_owner_numero_uq" ON "cotacoes_frete" ("owner_id", "numero");--> statement-breakpoint

-- The expected freight frozen on a load when it is allocated or hired: the price, its components, the table
-- version and the floor as they were. Later changes to the table do not change it.
CREATE TABLE "carga_frete_esperado" (
  "carga_id" uuid PRIMARY KEY NOT NULL REFERENCES "cargas"("id") ON DELETE CASCADE,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id"),
  "contratacao_id" uuid REFERENCES "carga_ofertas"("id") ON DELETE SET NULL,
  "tabela_id" uuid NOT NULL REFERENCES "tabelas_frete"("id"),
  "total" numeric(14, 2) NOT NULL,
  "preco" jsonb NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
