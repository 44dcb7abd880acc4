import { z } from 'zod';
import { VisibilidadeMotorista, ZVisibilidadeMotorista } from '../../cargas/cargas.enums';
import { ZPaginaRequest, zOptionalField, zPagina } from '../../empresas/empresas.schemas';
import { MESSAGES } from '../../shared/messages';
import { zCpf, zEmail, zRequiredString, zTelefone } from '../../shared/zod-fields';
import { CATEGORIAS_CNH } from '../frota.enums';
import { isValidCnh, MOTORISTA_MESSAGES } from './motoristas.rules';

/**
 * The drivers' management contracts (issue 18) under /api/frota/motoristas. The selector list
 * (`GET /api/frota/motoristas`, frota.schemas.ts) stays as it is; the paged search is
 * `POST /api/frota/motoristas/search`.
 */

export const ZCategoriaCnh = z.enum(CATEGORIAS_CNH, { error: MESSAGES.invalidValue });

/** A CNH number, with or without punctuation: 'CNH inválida'; parsed as its 11 digits. */
export function zCnh() {
  return z
    .string({ error: MESSAGES.invalidFormat })
    .trim()
    .refine(isValidCnh, { error: MOTORISTA_MESSAGES.cnhInvalida })
    .transform((value) => value.replace(/\D/g, ''));
}

/** A calendar date 'yyyy-MM-dd' (the CNH's expiry). */
export const zDataIso = z.iso.date({ error: MESSAGES.invalidDate });

/** POST /api/frota/motoristas and PUT /api/frota/motoristas/{id}: the driver form (drawer). */
export const ZMotoristaRequest = z
  .object({
    nome: zRequiredString('Nome', { max: 120 }),
    cpf: zCpf(),
    cnhNumero: zOptionalField(zCnh()),
    cnhCategoria: zOptionalField(ZCategoriaCnh),
    cnhValidade: zOptionalField(zDataIso),
    telefone: zOptionalField(zTelefone()),
    email: zOptionalField(zEmail()),
    visibilidade: ZVisibilidadeMotorista,
    /** The carrier company (one of the caller's carriers) of a third-party driver; only for them. */
    transportadoraEmpresaId: zOptionalField(z.guid({ error: MESSAGES.invalidFormat })),
  })
  .superRefine((value, ctx) => {
    if (value.visibilidade === VisibilidadeMotorista.Terceiro && !value.transportadoraEmpresaId) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoraEmpresaId'],
        message: MOTORISTA_MESSAGES.transportadoraObrigatoria,
      });
    }
  })
  .transform((value) => ({
    ...value,
    transportadoraEmpresaId:
      value.visibilidade === VisibilidadeMotorista.Terceiro ? value.transportadoraEmpresaId : null,
  }));
export type TMotoristaRequest = z.output<typeof ZMotoristaRequest>;
export type TMotoristaRequestInput = z.input<typeof ZMotoristaRequest>;

/** A driver as the management screens see them. `cpf`, `telefone`, `cnhNumero` as digits. */
export const ZMotorista = z.object({
  id: z.string(),
  nome: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  cnhNumero: z.string().nullable(),
  cnhCategoria: z.string().nullable(),
  /** 'yyyy-MM-dd'. */
  cnhValidade: z.string().nullable(),
  visibilidade: z.number().int(),
  transportadoraEmpresaId: z.string().nullable(),
  transportadoraNome: z.string().nullable(),
  possuiFoto: z.boolean(),
  ativo: z.boolean(),
  /** The CNH today (São Paulo), 'a-vencer' within the company's notice window (DiasAvisoVencimento). */
  situacaoCnh: z.enum(['vencida', 'a-vencer', 'valida', 'sem-validade']),
});
export type TMotorista = z.infer<typeof ZMotorista>;

/** The sortable columns of the list. */
export const ORDEM_MOTORISTA = [
  'nome',
  'cpf',
  'cnhCategoria',
  'cnhValidade',
  'visibilidade',
  'transportadora',
] as const;
export type TOrdemMotorista = (typeof ORDEM_MOTORISTA)[number];

/** The CNH filter: already expired, or expiring within the company's notice window (not yet expired). */
export const FILTRO_CNH = ['vencida', 'a-vencer'] as const;
export type TFiltroCnh = (typeof FILTRO_CNH)[number];

/**
 * POST /api/frota/motoristas/search: one page of the company's drivers. `filtro` matches the name (any
 * part, accents ignored) or the CPF (digits, with or without punctuation).
 */
export const ZMotoristaSearchRequest = ZPaginaRequest.extend({
  ordem: z.enum(ORDEM_MOTORISTA, { error: MESSAGES.invalidValue }).default('nome'),
  filtro: zOptionalField(z.string({ error: MESSAGES.invalidFormat }).trim().max(100)),
  cnhCategoria: zOptionalField(ZCategoriaCnh),
  visibilidade: zOptionalField(ZVisibilidadeMotorista),
  transportadoraEmpresaId: zOptionalField(z.guid({ error: MESSAGES.invalidFormat })),
  ativo: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
  cnh: zOptionalField(z.enum(FILTRO_CNH, { error: MESSAGES.invalidValue })),
});
export type TMotoristaSearchRequest = z.output<typeof ZMotoristaSearchRequest>;
export type TMotoristaSearchRequestInput = z.input<typeof ZMotoristaSearchRequest>;
export const ZMotoristaSearchResponse = zPagina(ZMotorista);
export type TMotoristaSearchResponse = z.infer<typeof ZMotoristaSearchResponse>;

export const ZMotoristaIdParams = z.object({ id: z.guid({ error: MESSAGES.invalidFormat }) });

/** PUT /api/frota/motoristas/{id}/foto: the image as a base64 data URL (type and size checked by its bytes). */
export const ZMotoristaFotoBody = z.object({
  foto: z.string({ error: MOTORISTA_MESSAGES.fotoVazia }).min(1, { error: MOTORISTA_MESSAGES.fotoVazia }),
});

/** GET /api/frota/motoristas/{id}/foto?v=…: a cache buster the web adds; ignored. */
export const ZMotoristaFotoQuery = z.object({ v: z.string().max(40).optional() });
