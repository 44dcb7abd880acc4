-- The job layer (issue 17, lib/jobs on pg-boss): pg-boss keeps its own tables in the `pgboss` schema,
-- created when the job layer starts; this migration only changes the application's tables.
--
-- 1. The lead form outbox is sent by a job (queue leads.envio) instead of a polling timer: the row stays
--    as the business record (attempts, last error, sent at), `tarefa_id` is the job that sends it and
--    `desistido_em` says when its last attempt failed. `proximo_envio` (the old timer's schedule and lease)
--    goes; a row the old worker had given up on (not sent, nothing scheduled) keeps that as `desistido_em`.
--    Rows still pending under the old worker have no job: the leads.varredura cron queues them.
ALTER TABLE "lead_envios" ADD COLUMN "tarefa_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_envios" ADD COLUMN "desistido_em" timestamp with time zone;--> statement-breakpoint
UPDATE "lead_envios" SET "desistido_em" = "created_at"
  WHERE "enviado_em" IS NULL AND "proximo_envio" IS NULL;--> statement-breakpoint
DROP INDEX "lead_envios_pendentes_idx";--> statement-breakpoint
ALTER TABLE "lead_envios" DROP COLUMN "proximo_envio";--> statement-breakpoint
CREATE INDEX "lead_envios_sem_tarefa_idx" ON "lead_envios" USING btree ("created_at")
  WHERE "lead_envios"."tarefa_id" IS NULL AND "lead_envios"."enviado_em" IS NULL
    AND "lead_envios"."desistido_em" IS NULL;--> statement-breakpoint
-- 2. The self-check of the job layer (painel-admin "Tarefas", scripts/cluster-test.mjs): one row per job
--    of a batch (lote), written with the batch in one transaction. The job's handler applies its effect
--    in one UPDATE that counts every execution (`execucoes`) but the effect (`efeitos`, `concluida_em`)
--    only the first time: a job delivered twice (a worker killed before pg-boss recorded the completion)
--    shows as a repeated execution, never as a duplicated effect.
CREATE TABLE "tarefas_verificacao" (
	"lote" uuid NOT NULL,
	"sequencia" integer NOT NULL,
	"execucoes" integer DEFAULT 0 NOT NULL,
	"efeitos" integer DEFAULT 0 NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	CONSTRAINT "tarefas_verificacao_lote_sequencia_pk" PRIMARY KEY("lote","sequencia")
);--> statement-breakpoint
CREATE INDEX "tarefas_verificacao_criada_em_idx" ON "tarefas_verificacao" USING btree ("criada_em");
