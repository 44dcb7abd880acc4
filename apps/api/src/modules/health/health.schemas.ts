import { z } from 'zod';
import { JOB_ROLES } from '../../lib/jobs/roles';

export const ZHealthDriver = z.enum(['pglite', 'postgres']);

/** EMBARCA_ROLE of the process that answered (issue 17). */
export const ZHealthRole = z.enum(JOB_ROLES).describe('papel do processo: all, web ou worker (EMBARCA_ROLE)');

/** A streaming read replica (DATABASE_REPLICA_URLS) as last polled; its reads fall back to the primary. */
export const ZHealthReplica = z.object({
  nome: z.string().describe('host:porta/banco (sem usuário nem senha)'),
  disponivel: z.boolean().describe('respondeu à última consulta e está em recuperação'),
  atrasoBytes: z.number().nullable().describe('bytes de WAL ainda não reproduzidos (null: desconhecido)'),
  atrasoSegundos: z
    .number()
    .nullable()
    .describe('idade dos dados da réplica, em segundos (null: desconhecida)'),
});

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: ZHealthDriver,
  role: ZHealthRole,
  version: z.string(),
  commit: z.string(),
  replicas: z.array(ZHealthReplica).optional().describe('Só com DATABASE_REPLICA_URLS'),
});

export const ZHealthUnavailableResponse = z.object({
  message: z.string(),
  status: z.literal('erro'),
  database: z.literal('indisponivel'),
  driver: ZHealthDriver,
  role: ZHealthRole,
  version: z.string(),
  commit: z.string(),
});

export type THealthResponse = z.infer<typeof ZHealthResponse>;
export type THealthDriver = z.infer<typeof ZHealthDriver>;
export type THealthReplica = z.infer<typeof ZHealthReplica>;
