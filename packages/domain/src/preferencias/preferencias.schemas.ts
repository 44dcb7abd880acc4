import { z } from 'zod';
import { PERSONALIZACAO_CARD_CARGA, ZPersonalizacaoCardCarga } from '../cargas/quadro/personalizacao.schemas';
import { MESSAGES, requiredMessage } from '../shared/messages';

/**
 * Owner and user preferences (01 §3, §7): values stored by name, per owner (/api/owner-preferences) or per
 * user (/api/user-preferences). The value is any JSON (e.g. 'PersonalizacaoCardCarga', 02).
 */

/** Preference names: letters, digits, '.', '_' and '-', up to 100 characters. */
export const ZPreferenciaNome = z
  .string({ error: requiredMessage('Nome') })
  .trim()
  .min(1, requiredMessage('Nome'))
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, { error: MESSAGES.invalidFormat });

/** Largest stored value (bytes of its JSON). */
export const PREFERENCIA_VALOR_MAX_BYTES = 64 * 1024;

const ZPreferenciaValor = z
  .json()
  .refine((value) => value !== undefined && JSON.stringify(value).length <= PREFERENCIA_VALOR_MAX_BYTES, {
    error: MESSAGES.invalidValue,
  });

/** Preferences whose value has a known shape: saving one that does not parse → 400 (nothing stored). */
const KNOWN_VALUE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [PERSONALIZACAO_CARD_CARGA]: ZPersonalizacaoCardCarga,
};

/** POST and PUT bodies, and every item returned. */
export const ZPreferencia = z
  .object({ nome: ZPreferenciaNome, valor: ZPreferenciaValor })
  .superRefine(({ nome, valor }, ctx) => {
    const schema = KNOWN_VALUE_SCHEMAS[nome];
    if (!schema) return;
    const parsed = schema.safeParse(valor);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['valor', ...issue.path] });
    }
  });
export type TPreferencia = z.infer<typeof ZPreferencia>;
export const ZPreferenciaList = z.array(z.object({ nome: z.string(), valor: z.json() }));
export const ZPreferenciaResponse = z.object({ nome: z.string(), valor: z.json() });

/** GET /api/owner-preferences/preferencia/{name}?ownerId (ownerId, when sent, must be the caller's). */
export const ZPreferenciaParams = z.object({ name: ZPreferenciaNome });
export const ZPreferenciaQuery = z.object({ ownerId: z.guid({ error: MESSAGES.invalidFormat }).optional() });
export type TPreferenciaValor = z.infer<typeof ZPreferenciaResponse>['valor'];
