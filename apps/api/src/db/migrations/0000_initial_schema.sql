CREATE TABLE "caracteristicas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"descricao" text NOT NULL,
	"tipo" smallint NOT NULL,
	"comportamento_oferecimento" smallint,
	"icone" text,
	"desativada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caracteristicas_tipo_check" CHECK ("caracteristicas"."tipo" between 1 and 4),
	CONSTRAINT "caracteristicas_comportamento_check" CHECK ("caracteristicas"."comportamento_oferecimento" is null or "caracteristicas"."comportamento_oferecimento" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "carga_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carga_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"codigo" varchar(60),
	"descricao" text,
	"numero" varchar(60),
	"quantidade" integer,
	"tipo_acondicionamento" text,
	"peso" numeric(14, 3),
	"cubagem" numeric(14, 3),
	"valor" numeric(14, 2),
	"comprimento" numeric(14, 3),
	"largura" numeric(14, 3),
	"altura" numeric(14, 3),
	"numero_nf" varchar(20),
	"chave_nf" varchar(44),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carga_documentos_chave_check" CHECK ("carga_documentos"."chave_nf" is null or "carga_documentos"."chave_nf" ~ '^[0-9]{44}$')
);
--> statement-breakpoint
CREATE TABLE "carga_historico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carga_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"usuario_id" uuid,
	"acao" varchar(40) NOT NULL,
	"descricao" text NOT NULL,
	"dados" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carga_ofertas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carga_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"transportadora_owner_id" uuid,
	"transportadora_empresa_id" uuid NOT NULL,
	"tipo" smallint NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"valor_proposto" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carga_ofertas_tipo_check" CHECK ("carga_ofertas"."tipo" in (1, 2)),
	CONSTRAINT "carga_ofertas_situacao_check" CHECK ("carga_ofertas"."situacao" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "carga_rotas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carga_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"ordem" smallint NOT NULL,
	"rota" smallint NOT NULL,
	"empresa_id" uuid,
	"localidade" text,
	"cidade" text,
	"uf" varchar(2),
	"latitude" double precision,
	"longitude" double precision,
	"dh_prevista" timestamp with time zone,
	"dh_realizada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carga_rotas_rota_check" CHECK ("carga_rotas"."rota" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "cargas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"unidade_negocio_id" uuid NOT NULL,
	"codigo" integer NOT NULL,
	"codigo_identificador" varchar(60),
	"situacao" smallint DEFAULT 1 NOT NULL,
	"etapa_id" uuid,
	"visibilidade" smallint DEFAULT 1 NOT NULL,
	"origem_carga" smallint DEFAULT 1 NOT NULL,
	"tipo_frete" smallint DEFAULT 1 NOT NULL,
	"modalidade" smallint,
	"caracteristica_id" uuid,
	"lote_id" uuid,
	"valor_carga" numeric(14, 2),
	"valor_frete" numeric(14, 2),
	"valor_total_frete" numeric(14, 2),
	"imposto_suspenso" boolean DEFAULT false NOT NULL,
	"tipo_tarifa" smallint,
	"peso" numeric(14, 3),
	"volume" numeric(14, 3),
	"volume_unidade" smallint DEFAULT 7 NOT NULL,
	"quantidade" integer,
	"acondicionamento" text,
	"distancia" integer,
	"tempo" integer,
	"dh_publicacao" timestamp with time zone,
	"dh_coleta" timestamp with time zone,
	"dh_entrega" timestamp with time zone,
	"dh_pre_finalizacao" timestamp with time zone,
	"dh_finalizacao" timestamp with time zone,
	"veiculo_id" uuid,
	"motorista_id" uuid,
	"transportadora_empresa_id" uuid,
	"contratacao_id" uuid,
	"contratacao_owner_id" uuid,
	"contratacao_unidade_negocio_id" uuid,
	"owner_criador_id" uuid,
	"possui_redespacho" boolean DEFAULT false NOT NULL,
	"alertas_em_aberto" integer DEFAULT 0 NOT NULL,
	"qnt_ocorrencias" integer DEFAULT 0 NOT NULL,
	"motivo_desativacao" integer,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargas_situacao_check" CHECK ("cargas"."situacao" in (1, 2, 3, 4, 5, 7, 8, 99)),
	CONSTRAINT "cargas_visibilidade_check" CHECK ("cargas"."visibilidade" in (1, 2)),
	CONSTRAINT "cargas_origem_check" CHECK ("cargas"."origem_carga" in (1, 2, 3, 4, 5, 6, 7, 99)),
	CONSTRAINT "cargas_tipo_frete_check" CHECK ("cargas"."tipo_frete" between 1 and 3),
	CONSTRAINT "cargas_modalidade_check" CHECK ("cargas"."modalidade" is null or "cargas"."modalidade" between 1 and 3),
	CONSTRAINT "cargas_tipo_tarifa_check" CHECK ("cargas"."tipo_tarifa" is null or "cargas"."tipo_tarifa" between 1 and 6),
	CONSTRAINT "cargas_volume_unidade_check" CHECK ("cargas"."volume_unidade" in (5, 7))
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" varchar(14),
	"tipo" smallint DEFAULT 3 NOT NULL,
	"tipo_vinculo" smallint DEFAULT 3 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"telefone" varchar(20),
	"email" text,
	"cep" varchar(8),
	"logradouro" text,
	"numero" varchar(20),
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" varchar(2),
	"codigo_ibge" varchar(7),
	"latitude" double precision,
	"longitude" double precision,
	"linked_owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_cnpj_check" CHECK ("empresas"."cnpj" is null or "empresas"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "empresas_tipo_vinculo_check" CHECK ("empresas"."tipo_vinculo" between 1 and 5),
	CONSTRAINT "empresas_uf_check" CHECK ("empresas"."uf" is null or "empresas"."uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "motoristas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cpf" varchar(11),
	"telefone" varchar(20),
	"visibilidade" smallint DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "motoristas_cpf_check" CHECK ("motoristas"."cpf" is null or "motoristas"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "motoristas_visibilidade_check" CHECK ("motoristas"."visibilidade" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"placa" varchar(7) NOT NULL,
	"tipo_veiculo" integer,
	"tipo_carroceria" integer,
	"frota" boolean DEFAULT false NOT NULL,
	"renavam" varchar(11),
	"ano" smallint,
	"capacidade_kg" numeric(14, 3),
	"capacidade_m3" numeric(14, 3),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculos_placa_check" CHECK ("veiculos"."placa" ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "kanban_etapas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tipo_quadro" smallint DEFAULT 1 NOT NULL,
	"descricao" text NOT NULL,
	"ordem" integer NOT NULL,
	"grupo_etapa" smallint NOT NULL,
	"etapa_manual" boolean DEFAULT false NOT NULL,
	"cor" varchar(9),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_etapas_tipo_quadro_check" CHECK ("kanban_etapas"."tipo_quadro" between 1 and 5),
	CONSTRAINT "kanban_etapas_grupo_check" CHECK ("kanban_etapas"."grupo_etapa" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "owner_counters" (
	"owner_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_counters_owner_id_nome_pk" PRIMARY KEY("owner_id","nome")
);
--> statement-breakpoint
CREATE TABLE "owner_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"valor" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid,
	"nome" text NOT NULL,
	"tipo" smallint NOT NULL,
	"license_type" smallint DEFAULT 1 NOT NULL,
	"trial_started_at" timestamp with time zone,
	"trial_days" integer,
	"acesso_bloqueado" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_expiry_days" integer,
	"max_failed_logins" integer DEFAULT 5 NOT NULL,
	"brand" text,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_license_type_check" CHECK ("owners"."license_type" >= 0),
	CONSTRAINT "owners_trial_days_check" CHECK ("owners"."trial_days" is null or "owners"."trial_days" >= 0),
	CONSTRAINT "owners_max_failed_logins_check" CHECK ("owners"."max_failed_logins" > 0)
);
--> statement-breakpoint
CREATE TABLE "tipos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"tipo" smallint NOT NULL,
	"valor" integer NOT NULL,
	"codigo" varchar(20),
	"texto" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_owner_tipo_valor_uq" UNIQUE NULLS NOT DISTINCT("owner_id","tipo","valor"),
	CONSTRAINT "tipos_tipo_check" CHECK ("tipos"."tipo" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "unidades_negocio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"descricao" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"empresa_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"valor" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_unidades_negocio" (
	"usuario_id" uuid NOT NULL,
	"unidade_negocio_id" uuid NOT NULL,
	CONSTRAINT "usuario_unidades_negocio_usuario_id_unidade_negocio_id_pk" PRIMARY KEY("usuario_id","unidade_negocio_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"troca_senha_obrigatoria" boolean DEFAULT false NOT NULL,
	"role" varchar(20) DEFAULT 'Operador' NOT NULL,
	"tipo" smallint,
	"usuario_admin" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"dois_fatores" boolean DEFAULT false NOT NULL,
	"telefone" varchar(20),
	"aceite_termo_uso_at" timestamp with time zone,
	"modulos_nao_autorizados" text[] DEFAULT '{}'::text[] NOT NULL,
	"fcm_token" text,
	"session_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_lower_check" CHECK ("usuarios"."email" = lower("usuarios"."email")),
	CONSTRAINT "usuarios_role_check" CHECK ("usuarios"."role" in ('Administrador', 'Operador')),
	CONSTRAINT "usuarios_tipo_check" CHECK ("usuarios"."tipo" is null or "usuarios"."tipo" in (1, 99, 100))
);
--> statement-breakpoint
ALTER TABLE "caracteristicas" ADD CONSTRAINT "caracteristicas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_documentos" ADD CONSTRAINT "carga_documentos_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_documentos" ADD CONSTRAINT "carga_documentos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_historico" ADD CONSTRAINT "carga_historico_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_historico" ADD CONSTRAINT "carga_historico_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_historico" ADD CONSTRAINT "carga_historico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD CONSTRAINT "carga_ofertas_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD CONSTRAINT "carga_ofertas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD CONSTRAINT "carga_ofertas_transportadora_owner_id_owners_id_fk" FOREIGN KEY ("transportadora_owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_ofertas" ADD CONSTRAINT "carga_ofertas_transportadora_empresa_id_empresas_id_fk" FOREIGN KEY ("transportadora_empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_rotas" ADD CONSTRAINT "carga_rotas_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_rotas" ADD CONSTRAINT "carga_rotas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_rotas" ADD CONSTRAINT "carga_rotas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_unidade_negocio_id_unidades_negocio_id_fk" FOREIGN KEY ("unidade_negocio_id") REFERENCES "public"."unidades_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_etapa_id_kanban_etapas_id_fk" FOREIGN KEY ("etapa_id") REFERENCES "public"."kanban_etapas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_caracteristica_id_caracteristicas_id_fk" FOREIGN KEY ("caracteristica_id") REFERENCES "public"."caracteristicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_transportadora_empresa_id_empresas_id_fk" FOREIGN KEY ("transportadora_empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_contratacao_id_carga_ofertas_id_fk" FOREIGN KEY ("contratacao_id") REFERENCES "public"."carga_ofertas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_contratacao_owner_id_owners_id_fk" FOREIGN KEY ("contratacao_owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_contratacao_unidade_negocio_id_unidades_negocio_id_fk" FOREIGN KEY ("contratacao_unidade_negocio_id") REFERENCES "public"."unidades_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_owner_criador_id_owners_id_fk" FOREIGN KEY ("owner_criador_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_linked_owner_id_owners_id_fk" FOREIGN KEY ("linked_owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motoristas" ADD CONSTRAINT "motoristas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_etapas" ADD CONSTRAINT "kanban_etapas_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_counters" ADD CONSTRAINT "owner_counters_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_preferences" ADD CONSTRAINT "owner_preferences_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos" ADD CONSTRAINT "tipos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades_negocio" ADD CONSTRAINT "unidades_negocio_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades_negocio" ADD CONSTRAINT "unidades_negocio_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_unidades_negocio" ADD CONSTRAINT "usuario_unidades_negocio_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_unidades_negocio" ADD CONSTRAINT "usuario_unidades_negocio_unidade_negocio_id_unidades_negocio_id_fk" FOREIGN KEY ("unidade_negocio_id") REFERENCES "public"."unidades_negocio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caracteristicas_owner_tipo_idx" ON "caracteristicas" USING btree ("owner_id","tipo");--> statement-breakpoint
CREATE INDEX "carga_documentos_carga_idx" ON "carga_documentos" USING btree ("carga_id");--> statement-breakpoint
CREATE INDEX "carga_documentos_owner_nf_idx" ON "carga_documentos" USING btree ("owner_id","numero_nf");--> statement-breakpoint
CREATE INDEX "carga_historico_carga_idx" ON "carga_historico" USING btree ("carga_id","created_at");--> statement-breakpoint
CREATE INDEX "carga_historico_owner_idx" ON "carga_historico" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carga_ofertas_carga_empresa_uq" ON "carga_ofertas" USING btree ("carga_id","transportadora_empresa_id");--> statement-breakpoint
CREATE INDEX "carga_ofertas_owner_idx" ON "carga_ofertas" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "carga_ofertas_transportadora_idx" ON "carga_ofertas" USING btree ("transportadora_owner_id","situacao");--> statement-breakpoint
CREATE UNIQUE INDEX "carga_rotas_carga_ordem_uq" ON "carga_rotas" USING btree ("carga_id","ordem");--> statement-breakpoint
CREATE INDEX "carga_rotas_owner_cidade_idx" ON "carga_rotas" USING btree ("owner_id","cidade");--> statement-breakpoint
CREATE UNIQUE INDEX "cargas_owner_codigo_uq" ON "cargas" USING btree ("owner_id","codigo");--> statement-breakpoint
CREATE INDEX "cargas_board_idx" ON "cargas" USING btree ("owner_id","unidade_negocio_id","situacao","dh_coleta");--> statement-breakpoint
CREATE INDEX "cargas_owner_updated_idx" ON "cargas" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "cargas_owner_identificador_idx" ON "cargas" USING btree ("owner_id","codigo_identificador");--> statement-breakpoint
CREATE INDEX "cargas_contratacao_owner_idx" ON "cargas" USING btree ("contratacao_owner_id","situacao");--> statement-breakpoint
CREATE INDEX "cargas_etapa_idx" ON "cargas" USING btree ("etapa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_owner_cnpj_uq" ON "empresas" USING btree ("owner_id","cnpj");--> statement-breakpoint
CREATE INDEX "empresas_owner_vinculo_idx" ON "empresas" USING btree ("owner_id","tipo_vinculo");--> statement-breakpoint
CREATE INDEX "empresas_linked_owner_idx" ON "empresas" USING btree ("linked_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "motoristas_owner_cpf_uq" ON "motoristas" USING btree ("owner_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_owner_placa_uq" ON "veiculos" USING btree ("owner_id","placa");--> statement-breakpoint
CREATE INDEX "kanban_etapas_owner_quadro_idx" ON "kanban_etapas" USING btree ("owner_id","tipo_quadro","grupo_etapa","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_preferences_owner_nome_uq" ON "owner_preferences" USING btree ("owner_id","nome");--> statement-breakpoint
CREATE INDEX "unidades_negocio_owner_idx" ON "unidades_negocio" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_usuario_nome_uq" ON "user_preferences" USING btree ("usuario_id","nome");--> statement-breakpoint
CREATE INDEX "user_preferences_owner_idx" ON "user_preferences" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "usuario_unidades_negocio_unidade_idx" ON "usuario_unidades_negocio" USING btree ("unidade_negocio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree ("email");--> statement-breakpoint
CREATE INDEX "usuarios_owner_idx" ON "usuarios" USING btree ("owner_id");