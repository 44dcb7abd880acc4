import { z } from 'zod';
import { ZEmpresa, zQueryBoolean } from '../empresas/empresas.schemas';
import { MESSAGES } from '../shared/messages';
import { zRequiredString } from '../shared/zod-fields';
import { ZTipoLookup } from './lookups.enums';

/**
 * Lookups and utilities (01 §7 "Preferences, lookups and utilities"): GET /api/tipo?tipo=1..15 (with
 * ZLookupItem/ZLookupQuery in lookups.enums.ts), the administration of a company's own values, units of
 * measure, document models, and the CNPJ and CEP look-ups.
 */

export const ZLookupItemList = z.array(z.object({ valor: z.number().int(), texto: z.string() }));

/** A lookup value in the administration screen: product-wide values (`proprio` false) are read-only. */
export const ZLookupValor = z.object({
  id: z.string(),
  tipo: z.number().int(),
  valor: z.number().int(),
  texto: z.string(),
  codigo: z.string().nullable(),
  ativo: z.boolean(),
  proprio: z.boolean(),
});
export type TLookupValor = z.infer<typeof ZLookupValor>;
export const ZLookupValorList = z.array(ZLookupValor);

/** POST /api/tipo/valores (Administrador): a company's own value; `valor` is allocated by the server. */
export const ZLookupValorCreateRequest = z.object({
  tipo: ZTipoLookup,
  texto: zRequiredString('Descrição', { max: 120 }),
});
export type TLookupValorCreateRequest = z.infer<typeof ZLookupValorCreateRequest>;

/** PUT /api/tipo/valores/{id} (Administrador): rename or (de)activate one of the company's own values. */
export const ZLookupValorUpdateRequest = z.object({
  texto: zRequiredString('Descrição', { max: 120 }),
  ativo: z.boolean({ error: MESSAGES.invalidValue }).default(true),
});
export type TLookupValorUpdateRequest = z.infer<typeof ZLookupValorUpdateRequest>;

/** GET /api/unidadeMedidas?combustivel: fuel is measured in litres only; other loads in m³ or litres. */
export const ZUnidadeMedidasQuery = z.object({ combustivel: zQueryBoolean.optional() });

/** Fiscal document models (GET /api/modelosDocumento?opTodos); opTodos adds 'Todos' (valor 0) first. */
export const ModeloDocumento = { NFe: 55, CTe: 57, MDFe: 58, NFCe: 65, CTeOS: 67, Outros: 99 } as const;
export const MODELO_DOCUMENTO_LABELS: Record<(typeof ModeloDocumento)[keyof typeof ModeloDocumento], string> =
  {
    55: 'NF-e',
    57: 'CT-e',
    58: 'MDF-e',
    65: 'NFC-e',
    67: 'CT-e OS',
    99: 'Outros',
  };
export const MODELO_DOCUMENTO_TODOS = { valor: 0, texto: 'Todos' } as const;
export const ZModelosDocumentoQuery = z.object({ opTodos: zQueryBoolean.optional() });

/** GET /api/cep/{cep}: the address of a CEP (not found → 404 'CEP não encontrado!'). */
export const ZCepParams = z.object({
  cep: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, { error: MESSAGES.invalidFormat })),
});
export const ZEndereco = z.object({
  cep: z.string(),
  logradouro: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string(),
  uf: z.string(),
  codigoIbge: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TEndereco = z.infer<typeof ZEndereco>;

/** GET /api/consulta/cnpj?cnpj: the registry data of a CNPJ (not found → 404 'Nenhum resultado encontrado.'). */
export const ZConsultaCnpjQuery = z.object({ cnpj: z.string({ error: MESSAGES.invalidFormat }) });
export const ZConsultaCnpjResponse = ZEmpresa.pick({
  cnpj: true,
  nome: true,
  nomeFantasia: true,
  telefone: true,
  email: true,
  cep: true,
  logradouro: true,
  numero: true,
  complemento: true,
  bairro: true,
  cidade: true,
  uf: true,
  codigoIbge: true,
}).extend({ cnpj: z.string() });
export type TConsultaCnpjResponse = z.infer<typeof ZConsultaCnpjResponse>;
