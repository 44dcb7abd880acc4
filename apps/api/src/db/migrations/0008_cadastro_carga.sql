-- Load register/edit (modules/cargas-cadastro): the payload's fields the load tables lacked, and the items
-- of a load document (read by the manifests). Codes keep coming from owner_counters ('carga').
ALTER TABLE "cargas" ADD COLUMN "contato" text;--> statement-breakpoint
ALTER TABLE "cargas" ADD COLUMN "telefone" varchar(11);--> statement-breakpoint
ALTER TABLE "cargas" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "carga_rotas" ADD COLUMN "dh_fim_prevista" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carga_documentos" ADD COLUMN "ordem" smallint;--> statement-breakpoint
CREATE TABLE "carga_documento_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carga_documento_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"ordem" smallint NOT NULL,
	"codigo" varchar(60),
	"descricao" text NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"peso" numeric(14, 3),
	"valor" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carga_documento_itens" ADD CONSTRAINT "carga_documento_itens_carga_documento_id_carga_documentos_id_fk" FOREIGN KEY ("carga_documento_id") REFERENCES "public"."carga_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga_documento_itens" ADD CONSTRAINT "carga_documento_itens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carga_documento_itens_documento_ordem_uq" ON "carga_documento_itens" USING btree ("carga_documento_id","ordem");--> statement-breakpoint
CREATE INDEX "carga_documento_itens_owner_idx" ON "carga_documento_itens" USING btree ("owner_id");
