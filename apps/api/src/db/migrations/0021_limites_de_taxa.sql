-- Request-rate counters of @fastify/rate-limit (issue 17, lib/rate-limit-store.ts), shared by every API
-- process: behind a load balancer a per-process counter would let each address make N times the limit.
-- One row per route and address (`chave`), counting up to the end of its window (`expira_em`), when the next
-- request starts a new window; rows past their window are deleted now and then. UNLOGGED: a counter needs no
-- WAL (nor a replica), and losing them in a crash only restarts the windows.
CREATE UNLOGGED TABLE "limites_de_taxa" (
  "chave" text PRIMARY KEY NOT NULL,
  "contagem" integer NOT NULL,
  "expira_em" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "limites_de_taxa_expira_em_idx" ON "limites_de_taxa" ("expira_em");
