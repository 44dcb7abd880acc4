import { z } from 'zod';

export const ZReadyResponse = z.object({ status: z.literal('pronto') });

export const ZNotReadyStatus = z.enum(['encerrando', 'banco-indisponivel', 'migracoes-pendentes']);

export const ZNotReadyResponse = z.object({
  message: z.string().describe('Mensagem em pt-BR'),
  status: ZNotReadyStatus.describe(
    'encerrando: o processo está drenando (SIGTERM); banco-indisponivel: o banco não respondeu; ' +
      'migracoes-pendentes: o banco ainda não tem as migrações desta versão',
  ),
});

export type TReadyResponse = z.infer<typeof ZReadyResponse>;
export type TNotReadyStatus = z.infer<typeof ZNotReadyStatus>;
