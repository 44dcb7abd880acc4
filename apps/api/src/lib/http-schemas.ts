import { z } from 'zod';

/** The one error shape of the API (DESIGN.md §3): a pt-BR message and, for validation, every problem. */
export const ZErrorResponse = z.object({
  message: z.string().describe('Mensagem em pt-BR para o usuário'),
  messages: z.array(z.string()).optional().describe('Todos os problemas encontrados (validação)'),
});

export type TErrorResponse = z.infer<typeof ZErrorResponse>;
