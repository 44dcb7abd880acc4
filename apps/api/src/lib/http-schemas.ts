import { z } from 'zod';

/**
 * The one error shape of the API (DESIGN.md §3): a pt-BR message and, for validation, every problem.
 * Loose on purpose: an error's `details` (e.g. 403 `unidadeNegocioSemAcesso`, 424's masked contacts)
 * must reach the client through every route's response schema.
 */
export const ZErrorResponse = z.looseObject({
  message: z.string().describe('Mensagem em pt-BR para o usuário'),
  messages: z.array(z.string()).optional().describe('Todos os problemas encontrados (validação)'),
  campos: z
    .record(z.string(), z.string())
    .optional()
    .describe('Validação: a mensagem de cada campo inválido, pelo caminho do campo (ex.: "itens.0.peso")'),
  unidadeNegocioSemAcesso: z
    .boolean()
    .optional()
    .describe('403 por uma unidade de negócio sem acesso: o cliente limpa a unidade e recarrega'),
});

export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** 401 of an authenticated call: `tokenExpirado` tells the web client to refresh and retry (01 §8). */
export const ZUnauthorizedResponse = ZErrorResponse.extend({
  tokenExpirado: z.boolean().optional().describe('O token de sessão expirou: renove com o refresh token'),
});
