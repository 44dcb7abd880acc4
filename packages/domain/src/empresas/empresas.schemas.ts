import { z } from 'zod';
import { zEnumCode } from '../shared/enum';
import { MESSAGES } from '../shared/messages';
import { lengthMessage, zCep, zCnpj, zEmail, zRequiredString, zTelefone } from '../shared/zod-fields';
import {
  DEFAULT_PAGE_SIZE,
  DirecaoOrdenacao,
  ORDEM_EMPRESA,
  TIPO_VINCULO_PADRAO,
  TipoEmpresa,
  TipoVinculo,
} from './empresas.enums';

// Codecs of the enums (kept out of empresas.enums.ts so /login does not load zod).
export const ZTipoEmpresa = zEnumCode(TipoEmpresa);
export const ZDirecaoOrdenacao = zEnumCode(DirecaoOrdenacao);
export const ZTipoVinculo = zEnumCode(TipoVinculo);

/**
 * Companies and partners (01 §7 "Companies (empresa)"), under /api/empresa and /api/parceiro.
 * Every company row belongs to the caller's owner; ids of another tenant answer 404.
 */

/** Largest page a list search may ask for (`qtdItem`). */
export const QTD_ITEM_MAX = 100;

/**
 * An optional form field: '' / null / undefined → null, anything else goes through `schema`
 * (forms send '' for an empty input; the API stores null).
 */
export function zOptionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    schema.nullable(),
  ) as unknown as z.ZodType<z.output<T> | null, z.input<T> | null | undefined>;
}

/** An optional free text: trimmed, blank → null, at most `max` characters. */
export function zOptionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: MESSAGES.invalidFormat })
      .trim()
      .max(max, { error: lengthMessage('max', max) })
      .nullish()
      .transform((value) => value ?? null),
  );
}

/** Query-string booleans ('true'/'false'); anything else is refused. */
export const zQueryBoolean = z
  .enum(['true', 'false'], { error: MESSAGES.invalidValue })
  .transform((value) => value === 'true');

/** The paging fields every list search carries (01 §3: page, ordem, direcao, qtdItem). */
export const ZPaginaRequest = z.object({
  page: z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1, `${MESSAGES.minValue}1`).default(1),
  direcao: ZDirecaoOrdenacao.default(0),
  qtdItem: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int()
    .min(1, `${MESSAGES.minValue}1`)
    .max(QTD_ITEM_MAX, `${MESSAGES.maxValue}${QTD_ITEM_MAX}`)
    .default(DEFAULT_PAGE_SIZE),
});

/** A page of results: the items, the total matching, and the page asked for. */
export function zPagina<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    qtdItem: z.number().int(),
  });
}

/** The address block of a company (filled from the CEP look-up). */
export const ZEnderecoFields = {
  cep: zOptionalField(zCep()),
  logradouro: zOptionalText(200),
  numero: zOptionalText(20),
  complemento: zOptionalText(200),
  bairro: zOptionalText(120),
  cidade: zOptionalText(120),
  uf: zOptionalField(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: MESSAGES.invalidFormat }),
  ),
  codigoIbge: zOptionalField(
    z
      .string()
      .trim()
      .regex(/^\d{7}$/, { error: MESSAGES.invalidFormat }),
  ),
};

/** POST /api/empresa and PUT /api/empresa/{id}: the company form (drawer) and one import row. */
export const ZEmpresaRequest = z.object({
  /** Razão social. */
  nome: zRequiredString('Razão social', { max: 200 }),
  nomeFantasia: zOptionalText(200),
  cnpj: zCnpj(),
  tipo: ZTipoEmpresa,
  tipoVinculo: ZTipoVinculo.default(TIPO_VINCULO_PADRAO as typeof TipoVinculo.Parceiro),
  telefone: zOptionalField(zTelefone()),
  email: zOptionalField(zEmail()),
  ...ZEnderecoFields,
});
export type TEmpresaRequest = z.infer<typeof ZEmpresaRequest>;
export type TEmpresaRequestInput = z.input<typeof ZEmpresaRequest>;

/** A company as the API returns it (list rows and the drawer). */
export const ZEmpresa = z.object({
  id: z.string(),
  nome: z.string(),
  nomeFantasia: z.string().nullable(),
  cnpj: z.string().nullable(),
  tipo: z.number().int(),
  tipoVinculo: z.number().int(),
  ativo: z.boolean(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  codigoIbge: z.string().nullable(),
  /** True when the company is itself a tenant of the platform linked to this owner. */
  vinculadaPlataforma: z.boolean(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;
export const ZEmpresaList = z.array(ZEmpresa);

/** The short form of a company in selectors and search results. */
export const ZEmpresaResumo = ZEmpresa.pick({
  id: true,
  nome: true,
  nomeFantasia: true,
  cnpj: true,
  tipo: true,
  tipoVinculo: true,
  ativo: true,
  cidade: true,
  uf: true,
});
export type TEmpresaResumo = z.infer<typeof ZEmpresaResumo>;
export const ZEmpresaResumoList = z.array(ZEmpresaResumo);

/** POST /api/empresa/search (01 §3): page, ordem, direcao, qtdItem, filtro; plus the list's filters. */
export const ZEmpresaSearchRequest = ZPaginaRequest.extend({
  ordem: z.enum(ORDEM_EMPRESA, { error: MESSAGES.invalidValue }).default('nome'),
  filtro: zOptionalText(100),
  /** true → active only, false → inactive only, null/absent → both. */
  ativo: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
  tipos: z.array(ZTipoEmpresa).nullish(),
  tiposVinculo: z.array(ZTipoVinculo).nullish(),
});
export type TEmpresaSearchRequest = z.infer<typeof ZEmpresaSearchRequest>;
export type TEmpresaSearchRequestInput = z.input<typeof ZEmpresaSearchRequest>;
export const ZEmpresaSearchResponse = zPagina(ZEmpresa);
export type TEmpresaSearchResponse = z.infer<typeof ZEmpresaSearchResponse>;

/** GET /api/empresa/search?ativos&tipos (tipos: comma-separated company types). */
export const ZEmpresaSearchQuery = z.object({
  ativos: zQueryBoolean.optional(),
  tipos: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const codes = value.split(',').map((part) => Number(part.trim()));
      const parsed = z.array(ZTipoEmpresa).safeParse(codes);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidValue });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/**
 * POST /api/empresa/search-ativas {filtro, tipoVinculo (default 3), incluirVendedores, tipo}: active
 * companies for selectors. tipoVinculo 3 (parceiro, the default) means every link but sellers; any other
 * value only that link. `incluirVendedores` adds the sellers; `tipo` narrows to one company type.
 */
export const ZEmpresaSearchAtivasRequest = z.object({
  filtro: zOptionalText(100),
  tipoVinculo: ZTipoVinculo.default(TIPO_VINCULO_PADRAO as typeof TipoVinculo.Parceiro),
  incluirVendedores: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  tipo: ZTipoEmpresa.nullish(),
});
export type TEmpresaSearchAtivasRequest = z.infer<typeof ZEmpresaSearchAtivasRequest>;
export type TEmpresaSearchAtivasRequestInput = z.input<typeof ZEmpresaSearchAtivasRequest>;

/** Largest number of rows search-ativas returns (a selector, not a report). */
export const SEARCH_ATIVAS_LIMIT = 50;

/** GET /api/empresa/restricaoByEmpresas?empresas=id1,id2 */
export const ZRestricaoByEmpresasQuery = z.object({
  empresas: z
    .string({ error: MESSAGES.invalidValue })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.guid({ error: MESSAGES.invalidFormat })).max(200)),
});

/** A company's restriction: an inactive company may not be used in new loads, orders or bookings. */
export const ZRestricaoEmpresa = z.object({ empresaId: z.string(), nome: z.string(), restrita: z.boolean() });
export const ZRestricaoEmpresaList = z.array(ZRestricaoEmpresa);
export type TRestricaoEmpresa = z.infer<typeof ZRestricaoEmpresa>;

/** GET /api/empresa/temReservaPorEmpresa?empresaId */
export const ZTemReservaQuery = z.object({ empresaId: z.guid({ error: MESSAGES.invalidFormat }) });
export const ZTemReservaResponse = z.object({ temReserva: z.boolean() });

// Partners (/api/parceiro): other tenants of the platform, by owner id.

/** GET /api/parceiro?query&incluirMeuOwner&apenasVinculados */
export const ZParceiroQuery = z.object({
  query: z.string().trim().max(100).optional(),
  incluirMeuOwner: zQueryBoolean.optional(),
  apenasVinculados: zQueryBoolean.optional(),
});
export type TParceiroQuery = z.infer<typeof ZParceiroQuery>;

/** POST /api/parceiro/find {ids, apenasVinculados} */
export const ZParceiroFindRequest = z.object({
  ids: z.array(z.guid({ error: MESSAGES.invalidFormat })).max(200),
  apenasVinculados: z.boolean({ error: MESSAGES.invalidValue }).default(false),
});
export type TParceiroFindRequest = z.infer<typeof ZParceiroFindRequest>;

/** A partner as the spec returns it: id (the partner's owner id) and name. */
export const ZParceiro = z.object({ id: z.string(), name: z.string() });
export const ZParceiroList = z.array(ZParceiro);
export type TParceiro = z.infer<typeof ZParceiro>;

// Spreadsheet import (POST /api/empresa/imports, multipart: `file`, and `?modo=preview|importar`).

/** Column names of the company import sheet (trimmed; compared case- and accent-insensitively). */
export const EMPRESA_IMPORT_COLUMNS = {
  nome: 'Razão social',
  nomeFantasia: 'Nome fantasia',
  cnpj: 'CNPJ',
  tipo: 'Tipo',
  tipoVinculo: 'Vínculo',
  telefone: 'Telefone',
  email: 'E-mail',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  codigoIbge: 'Código IBGE',
} as const satisfies Partial<Record<keyof TEmpresaRequest, string>>;

/** Most data rows one import accepts. */
export const EMPRESA_IMPORT_MAX_ROWS = 5000;

export const ModoImportacao = { Preview: 'preview', Importar: 'importar' } as const;
export const ZImportQuery = z.object({
  modo: z
    .enum([ModoImportacao.Preview, ModoImportacao.Importar], { error: MESSAGES.invalidValue })
    .default('preview'),
});

/** One row's problems; `linha` is the spreadsheet row number (the header is row 1). */
export const ZImportErroLinha = z.object({ linha: z.number().int(), mensagens: z.array(z.string()) });
export type TImportErroLinha = z.infer<typeof ZImportErroLinha>;

/**
 * The import answer: in preview nothing is written (`importadas` 0); in 'importar' the valid rows are
 * inserted in one transaction and the rows with errors are left out and listed.
 */
export const ZImportResponse = z.object({
  modo: z.enum([ModoImportacao.Preview, ModoImportacao.Importar]),
  aba: z.string(),
  total: z.number().int(),
  validas: z.number().int(),
  importadas: z.number().int(),
  erros: z.array(ZImportErroLinha),
});
export type TImportResponse = z.infer<typeof ZImportResponse>;
