CREATE TABLE "carga_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"model" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carga_lotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"unidade_negocio_id" uuid NOT NULL,
	"modelo_id" uuid,
	"descricao" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carga_modelos" ADD CONSTRAINT "carga_modelos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_modelos" ADD CONSTRAINT "carga_modelos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_lotes" ADD CONSTRAINT "carga_lotes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_lotes" ADD CONSTRAINT "carga_lotes_unidade_negocio_id_unidades_negocio_id_fk" FOREIGN KEY ("unidade_negocio_id") REFERENCES "public"."unidades_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_lotes" ADD CONSTRAINT "carga_lotes_modelo_id_carga_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."carga_modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_lotes" ADD CONSTRAINT "carga_lotes_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carga_modelos_owner_idx" ON "carga_modelos" USING btree ("owner_id","ativo","descricao");--> statement-breakpoint
CREATE INDEX "carga_lotes_owner_idx" ON "carga_lotes" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Loads pointing at a lot that does not exist (none in the demo data; a safety net for older databases)
-- lose the link instead of blocking the foreign key.
UPDATE "cargas" SET "lote_id" = NULL WHERE "lote_id" IS NOT NULL AND "lote_id" NOT IN (SELECT "id" FROM "carga_lotes");--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_lote_id_carga_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."carga_lotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargas_lote_idx" ON "cargas" USING btree ("lote_id") WHERE "cargas"."lote_id" is not null;
