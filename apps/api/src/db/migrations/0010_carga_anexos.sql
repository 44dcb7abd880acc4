CREATE TABLE "carga_anexos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"carga_id" uuid NOT NULL,
	"carga_rota_id" uuid,
	"autor_owner_id" uuid NOT NULL,
	"nome" varchar(255) NOT NULL,
	"content_type" varchar(127) NOT NULL,
	"tamanho" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carga_anexos_tamanho_check" CHECK ("carga_anexos"."tamanho" > 0)
);
--> statement-breakpoint
ALTER TABLE "carga_anexos" ADD CONSTRAINT "carga_anexos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_anexos" ADD CONSTRAINT "carga_anexos_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_anexos" ADD CONSTRAINT "carga_anexos_carga_rota_id_carga_rotas_id_fk" FOREIGN KEY ("carga_rota_id") REFERENCES "public"."carga_rotas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_anexos" ADD CONSTRAINT "carga_anexos_autor_owner_id_owners_id_fk" FOREIGN KEY ("autor_owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_anexos" ADD CONSTRAINT "carga_anexos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carga_anexos_carga_idx" ON "carga_anexos" USING btree ("carga_id","created_at");--> statement-breakpoint
CREATE INDEX "carga_anexos_owner_idx" ON "carga_anexos" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carga_anexos_storage_key_uq" ON "carga_anexos" USING btree ("storage_key");
