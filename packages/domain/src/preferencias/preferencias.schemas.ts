import { z } from 'zod';
import { PERSONALIZACAO_CARD_CARGA, ZPersonalizacaoCardCarga } from '../cargas/quadro/personalizacao.schemas';
import { PREFERENCIA_DIAS_AVISO_VENCIMENTO } from '../frota/vencimentos/vencimentos.rules';
import { ZDiasAvisoVencimento } from '../frota/vencimentos/vencimentos.schemas';
import { PREFERENCIA_MOTORISTA_ACEITA_OFERTA } from '../oferecimento/oferecimento.schemas';
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

/**
 * Any JSON value: recursive, so it is one named schema (`JsonValue`) that the OpenAPI document lists in its
 * components and references (an unnamed recursive schema would be an unresolvable `$ref` there).
 */
const ZJsonValue = z
  .json()
  .register(z.globalRegistry, { id: 'JsonValue', description: 'Qualquer valor JSON' });

const ZPreferenciaValor = ZJsonValue.refine(
  (value) => value !== undefined && JSON.stringify(value).length <= PREFERENCIA_VALOR_MAX_BYTES,
  {
    error: MESSAGES.invalidValue,
  },
);

/**
 * Owner preference (issue 18): true when the company's vehicles come from an integration — then the
 * vehicle screen's manual create and edit answer 'Rotina desabilitada quando há integração de veículos'.
 */
export const INTEGRACAO_VEICULOS = 'IntegracaoVeiculos';

/** Preferences whose value has a known shape: saving one that does not parse → 400 (nothing stored). */
const KNOWN_VALUE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [PERSONALIZACAO_CARD_CARGA]: ZPersonalizacaoCardCarga,
  [PREFERENCIA_DIAS_AVISO_VENCIMENTO]: ZDiasAvisoVencimento,
  [INTEGRACAO_VEICULOS]: z.boolean({ error: MESSAGES.invalidValue }),
  [PREFERENCIA_MOTORISTA_ACEITA_OFERTA]: z.boolean({ error: MESSAGES.invalidValue }),
};

/** POST and PUT bodies, and every item returned. */
export const ZPreferencia = z
  .object({ nome: ZPreferenciaNome, valor: ZPreferenciaValor })
  .superRefine(({ nome, valor }, ctx) => {
    // A preference holds a value: null would reach the database's not-null column (issue 15).
    if (valor === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidValue, path: ['valor'] });
      return;
    }
    const schema = KNOWN_VALUE_SCHEMAS[nome];
    if (!schema) return;
    const parsed = schema.safeParse(valor);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['valor', ...issue.path] });
    }
  });
export type TPreferencia = z.infer<typeof ZPreferencia>;
export const ZPreferenciaList = z.array(z.object({ nome: z.string(), valor: ZJsonValue }));
export const ZPreferenciaResponse = z.object({ nome: z.string(), valor: ZJsonValue });

/** GET /api/owner-preferences/preferencia/{name}?ownerId (ownerId, when sent, must be the caller's). */
export const ZPreferenciaParams = z.object({ name: ZPreferenciaNome });
export const ZPreferenciaQuery = z.object({ ownerId: z.guid({ error: MESSAGES.invalidFormat }).optional() });
export type TPreferenciaValor = z.infer<typeof ZPreferenciaResponse>['valor'];
