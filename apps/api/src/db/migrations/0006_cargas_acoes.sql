ALTER TABLE "cargas" ADD COLUMN "situacao_anterior" smallint;--> statement-breakpoint
ALTER TABLE "cargas" ADD COLUMN "motivo_cancelamento" text;--> statement-breakpoint
ALTER TABLE "cargas" ADD COLUMN "equipamento_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_situacao_anterior_check" CHECK ("cargas"."situacao_anterior" is null or "cargas"."situacao_anterior" in (1, 2, 3, 4, 7, 8));