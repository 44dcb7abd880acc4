-- Issue 7 (load follow-up): a fleet vehicle's activities (the return time of a contracted fleet vehicle, one
-- per company, vehicle and load), the loads' occurrences (finishing a load closes them) and the lead form
-- outbox (trial companies). veiculos.frota (0000) already marks the contracted fleet vehicles.
CREATE TABLE "veiculo_atividades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"veiculo_id" uuid NOT NULL,
	"carga_id" uuid,
	"tipo" smallint DEFAULT 1 NOT NULL,
	"dh_inicio" timestamp with time zone,
	"dh_retorno" timestamp with time zone,
	"observacao" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculo_atividades_tipo_check" CHECK ("veiculo_atividades"."tipo" >= 1),
	CONSTRAINT "veiculo_atividades_retorno_check" CHECK ("veiculo_atividades"."dh_retorno" is null or "veiculo_atividades"."dh_inicio" is null or "veiculo_atividades"."dh_retorno" > "veiculo_atividades"."dh_inicio")
);
--> statement-breakpoint
ALTER TABLE "veiculo_atividades" ADD CONSTRAINT "veiculo_atividades_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculo_atividades" ADD CONSTRAINT "veiculo_atividades_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculo_atividades" ADD CONSTRAINT "veiculo_atividades_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculo_atividades" ADD CONSTRAINT "veiculo_atividades_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "veiculo_atividades_owner_veiculo_carga_uq" ON "veiculo_atividades" USING btree ("owner_id","veiculo_id","carga_id");--> statement-breakpoint
CREATE INDEX "veiculo_atividades_owner_veiculo_retorno_idx" ON "veiculo_atividades" USING btree ("owner_id","veiculo_id","dh_retorno");--> statement-breakpoint
CREATE INDEX "veiculo_atividades_carga_idx" ON "veiculo_atividades" USING btree ("carga_id");--> statement-breakpoint
CREATE TABLE "ocorrencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"carga_id" uuid,
	"carga_codigo" integer NOT NULL,
	"tipo_id" uuid,
	"descricao" text NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"carga_finalizada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "ocorrencias_situacao_check" CHECK ("ocorrencias"."situacao" in (1, 2, 3, 4, 99))
);
--> statement-breakpoint
ALTER TABLE "ocorrencias" ADD CONSTRAINT "ocorrencias_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocorrencias" ADD CONSTRAINT "ocorrencias_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocorrencias" ADD CONSTRAINT "ocorrencias_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocorrencias_owner_carga_codigo_idx" ON "ocorrencias" USING btree ("owner_id","carga_codigo");--> statement-breakpoint
CREATE INDEX "ocorrencias_carga_idx" ON "ocorrencias" USING btree ("carga_id");--> statement-breakpoint
CREATE TABLE "lead_envios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"carga_id" uuid,
	"payload" jsonb NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proximo_envio" timestamp with time zone DEFAULT now(),
	"enviado_em" timestamp with time zone,
	"ultimo_erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_envios" ADD CONSTRAINT "lead_envios_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_envios" ADD CONSTRAINT "lead_envios_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_envios_pendentes_idx" ON "lead_envios" USING btree ("proximo_envio") WHERE "lead_envios"."enviado_em" is null and "lead_envios"."proximo_envio" is not null;
