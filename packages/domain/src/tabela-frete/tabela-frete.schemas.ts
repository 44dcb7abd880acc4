import { z } from 'zod';
import { ZModalidade, ZTipoTarifa } from '../cargas/cargas.enums';
import { ZPaginaRequest, zOptionalText, zPagina } from '../empresas/empresas.schemas';
import { zGuid } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { zRequiredString } from '../shared/zod-fields';
import {
  TIPOS_TARIFA_DA_TABELA,
  TipoLocalFrete,
  ZCalculoComponente,
  ZModoIcms,
  ZStatusTabelaFrete,
  ZTabelaAntt,
  ZTipoCargaAntt,
  ZTipoComponenteFrete,
  ZTipoLocalFrete,
} from './tabela-frete.enums';

/**
 * Freight tables, calculation rules, regions and quotes (issue 19) under /api/tabela-frete. The spec names
 * the routes and the quick-create entries; the shapes are ours (ARCHITECTURE.md "Freight tables"). Money,
 * weights and rates travel as decimal strings ('1234.56'); a number is accepted on input and normalised.
 */

/** Largest figures a table accepts (numeric(14,2) money; a rate is a percentage up to 100). */
export const TABELA_FRETE_LIMITES = {
  valorMaximo: 10_000_000,
  pesoMaximoKg: 1_000_000,
  percentualMaximo: 100,
  fatorCubagemMaximo: 10_000,
  linhasMaximo: 20_000,
  prazoMaximoDias: 365,
  itensRegiaoMaximo: 5_000,
} as const;

export const TABELA_FRETE_MESSAGES = {
  regiaoSalva: 'Região salva com sucesso!',
  regiaoExcluida: 'Região excluída com sucesso!',
  regraSalva: 'Regra de cálculo salva com sucesso!',
  regraExcluida: 'Regra de cálculo excluída com sucesso!',
  tabelaSalva: 'Tabela de frete salva com sucesso!',
  tabelaExcluida: 'Tabela de frete excluída com sucesso!',
  tabelaAtivada: 'Tabela de frete ativada com sucesso!',
  novaVersao: 'Nova versão criada como rascunho.',
  importada: 'Planilha importada com sucesso!',
  cotacaoSalva: 'Cotação salva com sucesso!',
  coeficientesSalvos: 'Coeficientes ANTT salvos com sucesso!',
  aliquotasSalvas: 'Alíquotas de ICMS salvas com sucesso!',
  /** Only a draft is edited, imported into or deleted; an active table changes through a new version. */
  somenteRascunho: 'Somente uma tabela em rascunho pode ser alterada. Crie uma nova versão.',
  semLinhas: 'A tabela precisa de ao menos uma linha para ser ativada.',
  vigenciaInvalida: 'Vigência até: a data final deve ser igual ou posterior à inicial.',
  regiaoEmUso: 'Região em uso por uma tabela de frete.',
  regraEmUso: 'Regra de cálculo em uso por uma tabela de frete.',
  municipioDesconhecido: 'Município não encontrado.',
  semCoeficienteAntt: 'Sem coeficiente ANTT vigente para o tipo de carga e eixos informados.',
} as const;

/** A decimal figure: number or decimal string ('1.234,5' not accepted), 0 ≤ x ≤ max, at most `escala` places. */
export function zDecimal(
  label: string,
  { escala, max, positivo = false }: { escala: number; max: number; positivo?: boolean },
) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? `${label} é obrigatório!` : MESSAGES.invalidValue),
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text))) {
        ctx.addIssue({ code: 'custom', message: `${label}: ${MESSAGES.invalidValue}` });
        return z.NEVER;
      }
      const n = Number(text);
      if (positivo ? n <= 0 : n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} ${MESSAGES.greaterThanZero}` });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: `${label}: ${MESSAGES.maxValue}${max}` });
        return z.NEVER;
      }
      const [inteiro = '0', fracao = ''] = text.replace(/^-/, '').split('.');
      if (fracao.length > escala && /[1-9]/.test(fracao.slice(escala))) {
        ctx.addIssue({ code: 'custom', message: `${label}: no máximo ${escala} casas decimais.` });
        return z.NEVER;
      }
      const normalizado = `${BigInt(inteiro)}${escala > 0 ? `.${fracao.slice(0, escala).padEnd(escala, '0')}` : ''}`;
      return normalizado;
    });
}

/** A calendar date 'yyyy-MM-dd'. */
export function zDiaIso(label: string) {
  return z
    .string({ error: `${label} é obrigatória!` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}: ${MESSAGES.invalidDate}` })
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), {
      error: `${label}: ${MESSAGES.invalidDate}`,
    });
}

const ZDecimalTexto = z.string();

/** The labels of a table line's fields (messages name them; the spreadsheet's columns use them). */
export const TABELA_LINHA_CAMPOS = {
  origemTipo: 'Origem tipo',
  origem: 'Origem',
  destinoTipo: 'Destino tipo',
  destino: 'Destino',
  tipoVeiculoId: 'Tipo de veículo',
  pesoInicialKg: 'Peso inicial (kg)',
  pesoFinalKg: 'Peso final (kg)',
  valor: 'Valor',
  excedentePorKg: 'Excedente por kg',
  prazoDias: 'Prazo (dias)',
} as const;

/** The spreadsheet's columns (one row per lane × band), in the template's order. */
export const TABELA_FRETE_COLUNAS = [
  TABELA_LINHA_CAMPOS.origemTipo,
  TABELA_LINHA_CAMPOS.origem,
  TABELA_LINHA_CAMPOS.destinoTipo,
  TABELA_LINHA_CAMPOS.destino,
  TABELA_LINHA_CAMPOS.tipoVeiculoId,
  TABELA_LINHA_CAMPOS.pesoInicialKg,
  TABELA_LINHA_CAMPOS.pesoFinalKg,
  TABELA_LINHA_CAMPOS.valor,
  TABELA_LINHA_CAMPOS.excedentePorKg,
  TABELA_LINHA_CAMPOS.prazoDias,
] as const;

// ——— Regions ———

/** One member of a region: a UF ('SP'), a municipality (IBGE '4106902') or a CEP range ('80000000-82999999'). */
export const ZRegiaoItem = z.object({
  tipo: ZTipoLocalFrete.refine((tipo) => tipo !== TipoLocalFrete.Regiao, { error: MESSAGES.invalidValue }),
  valor: zRequiredString('Valor', { max: 40 }),
});
export type TRegiaoItem = z.infer<typeof ZRegiaoItem>;

export const ZRegiaoFreteRequest = z.object({
  nome: zRequiredString('Nome', { max: 100 }),
  itens: z
    .array(ZRegiaoItem, { error: 'Itens da região é obrigatório!' })
    .min(1, { error: 'Informe ao menos uma UF, município ou faixa de CEP.' })
    .max(TABELA_FRETE_LIMITES.itensRegiaoMaximo, {
      error: `Itens: ${MESSAGES.maxValue}${TABELA_FRETE_LIMITES.itensRegiaoMaximo}`,
    }),
});
export type TRegiaoFreteRequest = z.infer<typeof ZRegiaoFreteRequest>;

export const ZRegiaoFrete = z.object({
  id: z.string(),
  nome: z.string(),
  /** Each item with a readable description ('Curitiba/PR', 'CEP 80000-000 a 82999-999'). */
  itens: z.array(ZRegiaoItem.extend({ descricao: z.string() })),
  ativo: z.boolean(),
});
export type TRegiaoFrete = z.infer<typeof ZRegiaoFrete>;

export const ZRegiaoFreteSearchRequest = ZPaginaRequest.extend({ filtro: zOptionalText(100) });
export const ZRegiaoFreteSearchResponse = zPagina(ZRegiaoFrete);

// ——— Calculation rules ———

export const ZComponenteRegra = z.object({
  tipo: ZTipoComponenteFrete,
  /** The component's own name (e.g. 'SEC/CAT'); the type's label when absent. */
  nome: zOptionalText(60),
  calculo: ZCalculoComponente,
  valor: zDecimal('Valor do componente', { escala: 4, max: TABELA_FRETE_LIMITES.valorMaximo }),
  minimo: zDecimal('Valor mínimo do componente', {
    escala: 2,
    max: TABELA_FRETE_LIMITES.valorMaximo,
  }).nullish(),
  /** Only for destinations in these regions (TDE/TDA); empty = every destination. */
  regiaoDestinoIds: z.array(zGuid()).max(50).default([]),
});
export type TComponenteRegra = z.infer<typeof ZComponenteRegra>;

export const ZRegraCalculoFreteRequest = z.object({
  nome: zRequiredString('Nome', { max: 100 }),
  modoIcms: ZModoIcms,
  componentes: z.array(ZComponenteRegra).max(30, { error: `Componentes: ${MESSAGES.maxValue}30` }),
});
export type TRegraCalculoFreteRequest = z.infer<typeof ZRegraCalculoFreteRequest>;

export const ZRegraCalculoFrete = z.object({
  id: z.string(),
  nome: z.string(),
  modoIcms: ZModoIcms,
  componentes: z.array(
    ZComponenteRegra.extend({
      valor: ZDecimalTexto,
      minimo: ZDecimalTexto.nullable(),
      nome: z.string().nullable(),
    }),
  ),
  ativo: z.boolean(),
});
export type TRegraCalculoFrete = z.infer<typeof ZRegraCalculoFrete>;

export const ZRegraCalculoFreteSearchRequest = ZPaginaRequest.extend({ filtro: zOptionalText(100) });
export const ZRegraCalculoFreteSearchResponse = zPagina(ZRegraCalculoFrete);

// ——— Freight tables ———

/** One line of a table: a lane (origin × destination) × an optional vehicle type × an optional weight band. */
export const ZTabelaFreteLinhaRequest = z.object({
  origemTipo: ZTipoLocalFrete,
  origemValor: zRequiredString('Origem', { max: 40 }),
  destinoTipo: ZTipoLocalFrete,
  destinoValor: zRequiredString('Destino', { max: 40 }),
  tipoVeiculoId: z.number({ error: MESSAGES.invalidValue }).int().positive().nullish(),
  pesoInicialKg: zDecimal('Peso inicial (kg)', {
    escala: 3,
    max: TABELA_FRETE_LIMITES.pesoMaximoKg,
  }).nullish(),
  pesoFinalKg: zDecimal('Peso final (kg)', { escala: 3, max: TABELA_FRETE_LIMITES.pesoMaximoKg }).nullish(),
  valor: zDecimal('Valor', { escala: 4, max: TABELA_FRETE_LIMITES.valorMaximo, positivo: true }),
  excedentePorKg: zDecimal('Excedente por kg', {
    escala: 4,
    max: TABELA_FRETE_LIMITES.valorMaximo,
  }).nullish(),
  prazoDias: z
    .number({ error: MESSAGES.invalidValue })
    .int()
    .min(0, { error: `Prazo (dias): ${MESSAGES.minValue}0` })
    .max(TABELA_FRETE_LIMITES.prazoMaximoDias, {
      error: `Prazo (dias): ${MESSAGES.maxValue}${TABELA_FRETE_LIMITES.prazoMaximoDias}`,
    })
    .nullish(),
});
export type TTabelaFreteLinhaRequest = z.infer<typeof ZTabelaFreteLinhaRequest>;

export const ZTabelaFreteLinha = z.object({
  id: z.string(),
  origemTipo: ZTipoLocalFrete,
  origemValor: z.string(),
  origemDescricao: z.string(),
  destinoTipo: ZTipoLocalFrete,
  destinoValor: z.string(),
  destinoDescricao: z.string(),
  tipoVeiculoId: z.number().nullable(),
  tipoVeiculo: z.string().nullable(),
  pesoInicialKg: z.string().nullable(),
  pesoFinalKg: z.string().nullable(),
  valor: z.string(),
  excedentePorKg: z.string().nullable(),
  prazoDias: z.number().nullable(),
});
export type TTabelaFreteLinha = z.infer<typeof ZTabelaFreteLinha>;

/** The table's header (what the drawer edits); the lines go through their own calls or the spreadsheet. */
export const ZTabelaFreteRequest = z.object({
  nome: zRequiredString('Nome', { max: 100 }),
  /** A partner carrier (companies of type carrier); null = own fleet. */
  transportadoraEmpresaId: zGuid().nullish(),
  modalidade: ZModalidade,
  tipoTarifa: ZTipoTarifa.refine((tipo) => (TIPOS_TARIFA_DA_TABELA as readonly number[]).includes(tipo), {
    error: `Tipo de tarifa: ${MESSAGES.invalidValue}`,
  }),
  regraId: zGuid().nullish(),
  /** kg per m³ (e.g. 300): the taxable weight is max(real, m³ × factor). */
  fatorCubagem: zDecimal('Fator de cubagem', {
    escala: 3,
    max: TABELA_FRETE_LIMITES.fatorCubagemMaximo,
  }).nullish(),
  freteMinimo: zDecimal('Frete mínimo', { escala: 2, max: TABELA_FRETE_LIMITES.valorMaximo }).nullish(),
  naoOfertarAbaixoDoPiso: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  tabelaAntt: ZTabelaAntt.default('A'),
  tipoCargaAntt: ZTipoCargaAntt.default(5),
  vigenciaInicio: zDiaIso('Vigência de'),
  vigenciaFim: zDiaIso('Vigência até').nullish(),
  observacoes: zOptionalText(500),
  /** Lines given with the header (the drawer's grid); absent keeps the draft's lines. */
  linhas: z
    .array(ZTabelaFreteLinhaRequest)
    .max(TABELA_FRETE_LIMITES.linhasMaximo, {
      error: `Linhas: ${MESSAGES.maxValue}${TABELA_FRETE_LIMITES.linhasMaximo}`,
    })
    .optional(),
});
export type TTabelaFreteRequest = z.infer<typeof ZTabelaFreteRequest>;

export const ZTabelaFreteResumo = z.object({
  id: z.string(),
  familiaId: z.string(),
  versao: z.number(),
  nome: z.string(),
  transportadoraEmpresaId: z.string().nullable(),
  /** The carrier's name, or 'Frota própria'. */
  transportadoraNome: z.string(),
  modalidade: ZModalidade,
  tipoTarifa: ZTipoTarifa,
  status: ZStatusTabelaFrete,
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  qtdLinhas: z.number(),
  regraId: z.string().nullable(),
  regraNome: z.string().nullable(),
  atualizadoEm: z.string(),
});
export type TTabelaFreteResumo = z.infer<typeof ZTabelaFreteResumo>;

export const ZTabelaFrete = ZTabelaFreteResumo.extend({
  fatorCubagem: z.string().nullable(),
  freteMinimo: z.string().nullable(),
  naoOfertarAbaixoDoPiso: z.boolean(),
  tabelaAntt: ZTabelaAntt,
  tipoCargaAntt: ZTipoCargaAntt,
  observacoes: z.string().nullable(),
  /** Other versions of the same table, newest first. */
  versoes: z.array(
    z.object({
      id: z.string(),
      versao: z.number(),
      status: ZStatusTabelaFrete,
      vigenciaInicio: z.string(),
      vigenciaFim: z.string().nullable(),
    }),
  ),
});
export type TTabelaFrete = z.infer<typeof ZTabelaFrete>;

export const ZTabelaFreteSearchRequest = ZPaginaRequest.extend({
  filtro: zOptionalText(100),
  status: ZStatusTabelaFrete.nullish(),
  transportadoraEmpresaId: zGuid().nullish(),
  modalidade: ZModalidade.nullish(),
  /** false (default) → only the newest version of each table. */
  todasVersoes: z.boolean({ error: MESSAGES.invalidValue }).default(false),
});
export const ZTabelaFreteSearchResponse = zPagina(ZTabelaFreteResumo);

export const ZTabelaFreteLinhasQuery = ZPaginaRequest.pick({ page: true, qtdItem: true });
export const ZTabelaFreteLinhasResponse = zPagina(ZTabelaFreteLinha);

export const ZImportacaoTabelaResponse = z.object({ message: z.string(), tabela: ZTabelaFrete });

/** The preview of an import (multipart `file`, the .xlsx; nothing written): every row read, with its errors (pt-BR, naming the field and the row). */
export const ZImportacaoTabelaPrevia = z.object({
  totalLinhas: z.number(),
  totalErros: z.number(),
  /** The first rows as read (up to 200) and every row with an error. */
  linhas: z.array(
    z.object({
      linha: z.number(),
      origem: z.string(),
      destino: z.string(),
      tipoVeiculo: z.string().nullable(),
      pesoInicialKg: z.string().nullable(),
      pesoFinalKg: z.string().nullable(),
      valor: z.string().nullable(),
      erros: z.array(z.string()),
    }),
  ),
});
export type TImportacaoTabelaPrevia = z.infer<typeof ZImportacaoTabelaPrevia>;

// ——— Quotes ———

export const ZCotacaoFreteRequest = z.object({
  /** Municipalities by IBGE code (the city search); a CEP refines lanes by CEP range. */
  origemIbge: zRequiredString('Origem', { max: 7 }),
  origemCep: zOptionalText(9),
  destinoIbge: zRequiredString('Destino', { max: 7 }),
  destinoCep: zOptionalText(9),
  pesoKg: zDecimal('Peso (kg)', { escala: 3, max: TABELA_FRETE_LIMITES.pesoMaximoKg, positivo: true }),
  volumeM3: zDecimal('Volume (m³)', { escala: 3, max: 100_000 }).nullish(),
  valorMercadoria: zDecimal('Valor da mercadoria', { escala: 2, max: 999_999_999_999.99 }).nullish(),
  quantidade: z
    .number({ error: MESSAGES.invalidValue })
    .int()
    .min(0, { error: `Quantidade: ${MESSAGES.minValue}0` })
    .max(1_000_000, { error: `Quantidade: ${MESSAGES.maxValue}1000000` })
    .nullish(),
  tipoVeiculoId: z.number({ error: MESSAGES.invalidValue }).int().positive().nullish(),
  eixos: z
    .number({ error: MESSAGES.invalidValue })
    .int()
    .min(2, { error: `Eixos: ${MESSAGES.minValue}2` })
    .max(9, { error: `Eixos: ${MESSAGES.maxValue}9` })
    .nullish(),
  tipoCargaAntt: ZTipoCargaAntt.default(5),
  /** The load's date (coefficients and table validity); today when absent. */
  data: zDiaIso('Data').nullish(),
  /** A known distance; estimated from the municipalities when absent. */
  distanciaKm: zDecimal('Distância (km)', { escala: 1, max: 10_000, positivo: true }).nullish(),
  /** Only tables of this modality. */
  modalidade: ZModalidade.nullish(),
});
export type TCotacaoFreteRequest = z.infer<typeof ZCotacaoFreteRequest>;
export type TCotacaoFreteEntrada = z.input<typeof ZCotacaoFreteRequest>;

export const ZMunicipio = z.object({ ibge: z.string(), nome: z.string(), uf: z.string() });
export type TMunicipio = z.infer<typeof ZMunicipio>;

export const ZPisoAntt = z.object({
  tabela: ZTabelaAntt,
  tipoCarga: ZTipoCargaAntt,
  eixos: z.number(),
  ccd: z.string(),
  cc: z.string(),
  distanciaKm: z.string(),
  valor: z.string(),
});

export const ZPrecoDaTabela = z.object({
  tabelaId: z.string(),
  tabelaNome: z.string(),
  versao: z.number(),
  transportadoraEmpresaId: z.string().nullable(),
  transportadoraNome: z.string().nullable(),
  modalidade: ZModalidade,
  linhaId: z.string(),
  prazoDias: z.number().nullable(),
  pesoTaxadoKg: z.string(),
  componentes: z.array(
    z.object({ tipo: z.number(), nome: z.string(), valor: z.string(), minimoAplicado: z.boolean() }),
  ),
  subtotal: z.string(),
  icms: z.object({ modo: ZModoIcms, aliquota: z.string(), valor: z.string() }),
  total: z.string(),
  precoPorKg: z.string().nullable(),
  precoPorM3: z.string().nullable(),
  freteMinimoAplicado: z.boolean(),
  piso: ZPisoAntt.nullable(),
  abaixoDoPiso: z.boolean(),
  diferencaParaPiso: z.string().nullable(),
  bloqueadaPeloPiso: z.boolean(),
});
export type TPrecoDaTabela = z.infer<typeof ZPrecoDaTabela>;

export const ZCotacaoFreteResponse = z.object({
  origem: ZMunicipio,
  destino: ZMunicipio,
  distanciaKm: z.string(),
  /** true when the distance was estimated from the municipalities' coordinates. */
  distanciaEstimada: z.boolean(),
  data: z.string(),
  /** The ANTT floor for the input's cargo type and axles (table A), whatever the tables. */
  pisoAntt: ZPisoAntt.nullable(),
  precos: z.array(ZPrecoDaTabela),
});
export type TCotacaoFreteResponse = z.infer<typeof ZCotacaoFreteResponse>;

export const ZCotacaoFreteSalvarRequest = z.object({
  entrada: ZCotacaoFreteRequest,
  observacao: zOptionalText(500),
});

/** A saved quote's input as stored (the request after validation: decimals as strings). */
export const ZCotacaoFreteEntrada = z.object({
  origemIbge: z.string(),
  origemCep: z.string().nullish(),
  destinoIbge: z.string(),
  destinoCep: z.string().nullish(),
  pesoKg: z.string(),
  volumeM3: z.string().nullish(),
  valorMercadoria: z.string().nullish(),
  quantidade: z.number().nullish(),
  tipoVeiculoId: z.number().nullish(),
  eixos: z.number().nullish(),
  tipoCargaAntt: ZTipoCargaAntt,
  data: z.string().nullish(),
  distanciaKm: z.string().nullish(),
  modalidade: ZModalidade.nullish(),
});

export const ZCotacaoFreteSalva = z.object({
  id: z.string(),
  numero: z.number(),
  criadoEm: z.string(),
  usuarioNome: z.string(),
  observacao: z.string().nullable(),
  entrada: ZCotacaoFreteEntrada,
  resultado: ZCotacaoFreteResponse,
});
export type TCotacaoFreteSalva = z.infer<typeof ZCotacaoFreteSalva>;

export const ZCotacaoFreteResumo = z.object({
  id: z.string(),
  numero: z.number(),
  criadoEm: z.string(),
  usuarioNome: z.string(),
  origem: z.string(),
  destino: z.string(),
  pesoKg: z.string(),
  qtdPrecos: z.number(),
  melhorTotal: z.string().nullable(),
});
export const ZCotacaoFreteSearchRequest = ZPaginaRequest.extend({ filtro: zOptionalText(100) });
export const ZCotacaoFreteSearchResponse = zPagina(ZCotacaoFreteResumo);

export const ZMunicipiosQuery = z.object({ busca: zOptionalText(80), uf: zOptionalText(2) });
export const ZMunicipiosResponse = z.array(ZMunicipio);

// ——— Reference tables support keeps (ANTT coefficients, ICMS rates) ———

export const ZCoeficienteAntt = z.object({
  tabela: ZTabelaAntt,
  tipoCarga: ZTipoCargaAntt,
  eixos: z.number().int(),
  ccd: z.string(),
  cc: z.string(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  fonte: z.string().nullable(),
});
export type TCoeficienteAntt = z.infer<typeof ZCoeficienteAntt>;
export const ZCoeficientesAnttResponse = z.array(ZCoeficienteAntt);

/** A new set of coefficients from a date (support): the sets in force end the day before. */
export const ZCoeficientesAnttRequest = z.object({
  vigenciaInicio: zDiaIso('Vigência de'),
  fonte: zRequiredString('Fonte', { max: 200 }),
  coeficientes: z
    .array(
      z.object({
        tabela: ZTabelaAntt,
        tipoCarga: ZTipoCargaAntt,
        eixos: z.number({ error: MESSAGES.invalidValue }).int().min(2).max(9),
        ccd: zDecimal('CCD', { escala: 4, max: 1_000, positivo: true }),
        cc: zDecimal('CC', { escala: 2, max: 100_000, positivo: true }),
      }),
    )
    .min(1, { error: 'Informe ao menos um coeficiente.' })
    .max(1_000),
});

export const ZAliquotaIcms = z.object({ ufOrigem: z.string(), ufDestino: z.string(), aliquota: z.string() });
export const ZAliquotasIcmsResponse = z.array(ZAliquotaIcms);
export const ZAliquotasIcmsRequest = z.object({
  aliquotas: z
    .array(
      z.object({
        ufOrigem: zRequiredString('UF de origem', { max: 2 }),
        ufDestino: zRequiredString('UF de destino', { max: 2 }),
        aliquota: zDecimal('Alíquota', { escala: 2, max: 100 }),
      }),
    )
    .min(1)
    .max(729),
});

// ——— The expected freight frozen on a load at award ———

export const ZFreteEsperado = z.object({
  cargaId: z.string(),
  contratacaoId: z.string().nullable(),
  calculadoEm: z.string(),
  preco: ZPrecoDaTabela,
});
export type TFreteEsperado = z.infer<typeof ZFreteEsperado>;
export const ZFreteEsperadoResponse = z.object({ freteEsperado: ZFreteEsperado.nullable() });

export type TTabelaFreteSearchRequest = z.infer<typeof ZTabelaFreteSearchRequest>;
export type TTabelaFreteSearchResponse = z.infer<typeof ZTabelaFreteSearchResponse>;
export type TTabelaFreteLinhasResponse = z.infer<typeof ZTabelaFreteLinhasResponse>;
export type TRegiaoFreteSearchRequest = z.infer<typeof ZRegiaoFreteSearchRequest>;
export type TRegraCalculoFreteSearchRequest = z.infer<typeof ZRegraCalculoFreteSearchRequest>;
export type TCotacaoFreteSearchRequest = z.infer<typeof ZCotacaoFreteSearchRequest>;
export type TCoeficientesAnttRequest = z.infer<typeof ZCoeficientesAnttRequest>;
export type TAliquotasIcmsRequest = z.infer<typeof ZAliquotasIcmsRequest>;
