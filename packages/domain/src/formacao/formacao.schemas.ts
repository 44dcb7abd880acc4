import { z } from 'zod';
import { TipoFrete, ZTipoFrete } from '../cargas/cargas.enums';
import {
  ZDirecaoOrdenacao,
  ZPaginaRequest,
  zOptionalField,
  zOptionalText,
  zPagina,
  zQueryBoolean,
} from '../empresas/empresas.schemas';
import { zGuid } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { isUf, UF_INVALIDA } from '../shared/uf';
import { zBrDate, zRequiredString } from '../shared/zod-fields';
import {
  OrdemPedido,
  TIPO_FILTRO_DATA_PEDIDO_PADRAO,
  TipoFiltroDataPedido,
  ZSituacaoPedido,
  ZTipoLotePedido,
} from './formacao.enums';
import { PEDIDO_LIMITES, PEDIDO_MESSAGES } from './formacao.messages';

/**
 * Load formation under /api/formacao (02 §3, §7; issue 21). The orders calls keep the spec's paths and
 * field names verbatim; the drafts' calls (/minuta…) and the bodies the spec does not show are ours
 * (ARCHITECTURE.md "Load formation"). Weights in kg, cubage in m³, money in reais, as JSON numbers.
 */

const zTexto = (label: string, max: number) => zOptionalText(max).describe(label);

/** A number ≥ 0 (or > 0) that may be left out; '<label>: Informe um valor válido.' otherwise. */
function zMedida(label: string, { max, positivo = false }: { max: number; positivo?: boolean }) {
  return zOptionalField(
    z
      .number({ error: `${label}: ${MESSAGES.invalidValue}` })
      .refine((n) => Number.isFinite(n), { error: `${label}: ${MESSAGES.invalidValue}` })
      .refine((n) => (positivo ? n > 0 : n >= 0), { error: `${label} ${MESSAGES.greaterThanZero}` })
      .refine((n) => n <= max, { error: `${label}: ${MESSAGES.maxValue}${max}` }),
  );
}

function zCoordenada(label: 'Latitude' | 'Longitude') {
  const limite = label === 'Latitude' ? 90 : 180;
  return zOptionalField(
    z
      .number({ error: `${label}: ${MESSAGES.invalidValue}` })
      .min(-limite, { error: `${label}: ${MESSAGES.minValue}${-limite}` })
      .max(limite, { error: `${label}: ${MESSAGES.maxValue}${limite}` }),
  );
}

/** An optional instant (ISO text or Date); '' / null → null; else 'Informe uma data válida.'. */
const zInstante = (label: string) =>
  zOptionalField(
    z.union([z.string(), z.date()]).transform((value, ctx) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label}: ${MESSAGES.invalidDate}` });
        return z.NEVER;
      }
      return date;
    }),
  );

const zUfDoPonto = (label: string) =>
  z
    .string({ error: `UF ${label}${MESSAGES.required}` })
    .trim()
    .min(1, { error: `UF ${label}${MESSAGES.required}` })
    .refine(isUf, { error: `UF ${label}: ${UF_INVALIDA}` })
    .transform((uf) => uf.toUpperCase());

/** The origin or destination of an order (02 §3): company, place, city/UF, coordinates, planned date. */
function zPedidoPonto(label: 'de origem' | 'de destino') {
  return z.object(
    {
      empresaId: zOptionalField(zGuid()),
      /** The company's name when it is not a registered company (an import from an ERP). */
      nome: zTexto(`Nome ${label}`, 200),
      documentoEmpresa: zTexto(`Documento ${label}`, 20),
      localidade: zTexto(`Localidade ${label}`, 200),
      cidade: zRequiredString(`Cidade ${label}`, { max: 120, genero: 'f' }),
      uf: zUfDoPonto(label),
      latitude: zCoordenada('Latitude'),
      longitude: zCoordenada('Longitude'),
      dhPrevista: zInstante(`Data prevista ${label}`),
    },
    { error: `${label === 'de origem' ? 'Origem' : 'Destino'}${MESSAGES.required}` },
  );
}
export const ZPedidoPontoOrigem = zPedidoPonto('de origem');
export type TPedidoPontoInput = z.input<typeof ZPedidoPontoOrigem>;

const ZLocalidadeRedespacho = z.object({
  localidade: zTexto('Localidade de redespacho', 200),
  cidade: zRequiredString('Cidade de redespacho', { max: 120, genero: 'f' }),
  uf: zUfDoPonto('de redespacho'),
  latitude: zCoordenada('Latitude'),
  longitude: zCoordenada('Longitude'),
});

/** POST /pedido and PUT /pedido/{id}: every field of an order (02 §3) the form and the import write. */
export const ZPedidoCadastro = z
  .object({
    codigo: zRequiredString('Código', { max: PEDIDO_LIMITES.codigoMaximo }),
    tipoFrete: z.literal([TipoFrete.CIF, TipoFrete.FOB, TipoFrete.FOBDirigido], {
      error: (issue) =>
        issue.input == null ? `Tipo de frete${MESSAGES.required}` : `Tipo de frete: ${MESSAGES.invalidValue}`,
    }),
    tipoLote: zOptionalField(ZTipoLotePedido),
    agrupador: zTexto('Agrupador', 60),
    dhColeta: zInstante('Data de coleta'),
    dhEntrega: zInstante('Data de entrega'),
    dhEmissao: zInstante('Data de emissão'),
    cubagemTotal: zMedida('Cubagem total', { max: PEDIDO_LIMITES.cubagemMaxima }),
    pesoTotal: zMedida('Peso total', { max: PEDIDO_LIMITES.pesoMaximo }),
    valorPedido: zMedida('Valor do pedido', { max: PEDIDO_LIMITES.valorMaximo }),
    quantidadeVolumes: zOptionalField(
      z
        .number({ error: `Quantidade de volumes: ${MESSAGES.invalidValue}` })
        .int({ error: `Quantidade de volumes: ${MESSAGES.invalidValue}` })
        .min(1, { error: `Quantidade de volumes ${MESSAGES.greaterThanZero}` })
        .max(PEDIDO_LIMITES.volumesMaximo, {
          error: `Quantidade de volumes: ${MESSAGES.maxValue}${PEDIDO_LIMITES.volumesMaximo}`,
        }),
    ),
    numeroNf: zTexto('Número da NF', 20),
    caracteristicaId: zOptionalField(zGuid()),
    possuiRedespacho: z.boolean({ error: MESSAGES.invalidValue }).default(false),
    localidadeRedespacho: zOptionalField(ZLocalidadeRedespacho),
    transportadoraRedespachoId: zOptionalField(zGuid()),
    observacao: zTexto('Observação', 1000),
    origem: zPedidoPonto('de origem'),
    destino: zPedidoPonto('de destino'),
  })
  .superRefine((pedido, ctx) => {
    if (pedido.possuiRedespacho && !pedido.localidadeRedespacho) {
      ctx.addIssue({
        code: 'custom',
        path: ['localidadeRedespacho'],
        message: PEDIDO_MESSAGES.redespachoSemLocalidade,
      });
    }
    if (pedido.dhColeta && pedido.dhEntrega && pedido.dhEntrega < pedido.dhColeta) {
      ctx.addIssue({ code: 'custom', path: ['dhEntrega'], message: PEDIDO_MESSAGES.entregaAntesDaColeta });
    }
  });
export type TPedidoCadastro = z.infer<typeof ZPedidoCadastro>;
export type TPedidoCadastroInput = z.input<typeof ZPedidoCadastro>;

/** A place of an order as the API answers it. */
export const ZPedidoPontoResposta = z.object({
  empresaId: z.string().nullable(),
  nome: z.string().nullable(),
  documentoEmpresa: z.string().nullable(),
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** True when the coordinates are the municipality's seat (the order gave none). */
  coordenadasAproximadas: z.boolean(),
  dhPrevista: z.string().nullable(),
});
export type TPedidoPontoResposta = z.infer<typeof ZPedidoPontoResposta>;

/** An order (02 §3) as lists and the drawer read it. */
export const ZPedido = z.object({
  id: z.string(),
  codigo: z.string(),
  minutaId: z.string().nullable(),
  ordenacaoMinuta: z.number().nullable(),
  tipoFrete: z.number(),
  tipoLote: z.number().nullable(),
  agrupador: z.string().nullable(),
  pedidoOrigemId: z.string().nullable(),
  dhCriacaoPedido: z.string(),
  dhColeta: z.string().nullable(),
  dhEntrega: z.string().nullable(),
  dhEmissao: z.string().nullable(),
  cubagemTotal: z.number().nullable(),
  pesoTotal: z.number().nullable(),
  valorPedido: z.number().nullable(),
  quantidadeVolumes: z.number().nullable(),
  numeroNf: z.string().nullable(),
  ativo: z.boolean(),
  situacao: ZSituacaoPedido,
  unidadeNegocioId: z.string(),
  unidadeNegocioNome: z.string().nullable(),
  caracteristicaId: z.string().nullable(),
  caracteristicaDescricao: z.string().nullable(),
  possuiRedespacho: z.boolean(),
  localidadeRedespacho: z
    .object({
      localidade: z.string().nullable(),
      cidade: z.string().nullable(),
      uf: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      coordenadasAproximadas: z.boolean(),
    })
    .nullable(),
  transportadoraRedespachoId: z.string().nullable(),
  transportadoraRedespachoNome: z.string().nullable(),
  observacao: z.string().nullable(),
  cargaId: z.string().nullable(),
  cargaCodigo: z.number().nullable(),
  origem: ZPedidoPontoResposta,
  destino: ZPedidoPontoResposta,
});
export type TPedido = z.infer<typeof ZPedido>;

/** The answer of a write: the spec's success message and the order. */
export const ZPedidoSalvo = z.object({ message: z.string(), pedido: ZPedido });
export type TPedidoSalvo = z.infer<typeof ZPedidoSalvo>;

const zDataBr = (label: string) => zOptionalField(zBrDate(label));
const zTermos = zOptionalText(200);

/** The period and terms shared by the list, the totals and the search (02 §5: dates as DD/MM/YYYY). */
const periodo = {
  terms: zTermos,
  dataIni: zDataBr('Data inicial'),
  dataFim: zDataBr('Data final'),
  tipoFiltroData: z.enum(TipoFiltroDataPedido).default(TIPO_FILTRO_DATA_PEDIDO_PADRAO),
};

function periodoValido(
  valor: { dataIni: string | null; dataFim: string | null },
  ctx: z.RefinementCtx,
): void {
  if (valor.dataIni && valor.dataFim && valor.dataFim < valor.dataIni) {
    ctx.addIssue({ code: 'custom', path: ['dataFim'], message: PEDIDO_MESSAGES.periodoInvertido });
  }
}

/** GET /pedido/listar?terms&dataIni&dataFim&apenasComEmpresa&tipoFiltroData: the open orders to draft. */
export const ZPedidoListarQuery = z
  .object({
    ...periodo,
    /** true: only orders whose destination is a registered company; false: only those without; absent: all. */
    apenasComEmpresa: zQueryBoolean.optional(),
  })
  .superRefine(periodoValido);
export type TPedidoListarQuery = z.infer<typeof ZPedidoListarQuery>;

/** GET /pedido/totalizador/unidade-negocio?terms&dataIni&dataFim. */
export const ZPedidoTotalizadorQuery = z.object(periodo).superRefine(periodoValido);
export type TPedidoTotalizadorQuery = z.infer<typeof ZPedidoTotalizadorQuery>;

/** POST /pedido/search {qtdItem, page, ordem, direcao, query plus filters} → { items, total, page, qtdItem }. */
export const ZPedidoSearch = ZPaginaRequest.extend({
  ordem: z.enum(OrdemPedido, { error: MESSAGES.invalidValue }).default(OrdemPedido.dhCriacaoPedido),
  direcao: ZDirecaoOrdenacao.default(1),
  query: zTermos,
  dataIni: periodo.dataIni,
  dataFim: periodo.dataFim,
  tipoFiltroData: periodo.tipoFiltroData,
  apenasComEmpresa: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
  unidadesNegocio: z.array(zGuid(), { error: MESSAGES.invalidFormat }).max(100).default([]),
  caracteristicaId: zOptionalField(zGuid()),
  tiposFrete: z.array(ZTipoFrete, { error: MESSAGES.invalidFormat }).max(3).default([]),
  situacoes: z.array(ZSituacaoPedido, { error: MESSAGES.invalidFormat }).max(4).default([]),
  /** A lot order's subdivisions, or the lot itself. */
  loteId: zOptionalField(zGuid()),
  cargaId: zOptionalField(zGuid()),
}).superRefine(periodoValido);
export type TPedidoSearch = z.infer<typeof ZPedidoSearch>;
export type TPedidoSearchInput = z.input<typeof ZPedidoSearch>;
export const ZPedidoPagina = zPagina(ZPedido);
export type TPedidoPagina = z.infer<typeof ZPedidoPagina>;

/** Figures of a set of orders (the totals per unit and per lot). */
export const ZPedidoTotais = z.object({
  pedidos: z.number().int(),
  pesoTotal: z.number(),
  cubagemTotal: z.number(),
  valorTotal: z.number(),
  volumes: z.number().int(),
});
export type TPedidoTotais = z.infer<typeof ZPedidoTotais>;

/** GET /pedido/totalizador/unidade-negocio: per business unit, open / in drafts / in loads. */
export const ZPedidoTotalizadorUnidade = z.array(
  z.object({
    unidadeNegocioId: z.string(),
    unidadeNegocioNome: z.string(),
    abertos: ZPedidoTotais,
    emMinuta: ZPedidoTotais,
    emCarga: ZPedidoTotais,
  }),
);
export type TPedidoTotalizadorUnidade = z.infer<typeof ZPedidoTotalizadorUnidade>;

/** GET /pedido/lote/{id}/totalizadores: the lot order against its subdivisions. */
export const ZPedidoLoteTotalizadores = z.object({
  lote: ZPedido,
  subdivisoes: ZPedidoTotais,
  emCarga: ZPedidoTotais,
  saldo: z.object({ pesoTotal: z.number(), cubagemTotal: z.number(), valorTotal: z.number() }),
});
export type TPedidoLoteTotalizadores = z.infer<typeof ZPedidoLoteTotalizadores>;

/** POST /pedido/{id}/subdivisao: what moves to the new order (each at most what the order holds). */
export const ZPedidoSubdivisao = z
  .object({
    codigo: zTexto('Código', PEDIDO_LIMITES.codigoMaximo),
    pesoTotal: zMedida('Peso total', { max: PEDIDO_LIMITES.pesoMaximo, positivo: true }),
    cubagemTotal: zMedida('Cubagem total', { max: PEDIDO_LIMITES.cubagemMaxima }),
    valorPedido: zMedida('Valor do pedido', { max: PEDIDO_LIMITES.valorMaximo }),
    quantidadeVolumes: zOptionalField(
      z
        .number({ error: `Quantidade de volumes: ${MESSAGES.invalidValue}` })
        .int({ error: `Quantidade de volumes: ${MESSAGES.invalidValue}` })
        .min(1, { error: `Quantidade de volumes ${MESSAGES.greaterThanZero}` }),
    ),
  })
  .refine((s) => s.pesoTotal !== null || s.cubagemTotal !== null || s.quantidadeVolumes !== null, {
    error: PEDIDO_MESSAGES.subdivisaoVazia,
    path: ['pesoTotal'],
  });
export type TPedidoSubdivisao = z.infer<typeof ZPedidoSubdivisao>;

/** PUT /pedido/{id}/ativar and /desativar {id}. */
export const ZPedidoAtivacao = z.object({ id: zGuid() });

/** POST /pedido/delete-many. */
export const ZPedidoDeleteMany = z.object({
  ids: z
    .array(zGuid(), { error: MESSAGES.invalidFormat })
    .min(1, { error: PEDIDO_MESSAGES.selecioneUmPedido })
    .max(PEDIDO_LIMITES.excluirEmLoteMaximo, {
      error: `${MESSAGES.maxValue}${PEDIDO_LIMITES.excluirEmLoteMaximo}`,
    }),
});
export const ZPedidoDeleteManyResposta = z.object({
  message: z.string(),
  excluidos: z.array(z.string()),
  falhas: z.array(z.object({ id: z.string(), codigo: z.string().nullable(), message: z.string() })),
});
export type TPedidoDeleteManyResposta = z.infer<typeof ZPedidoDeleteManyResposta>;

/** GET /pedido/{id}/caracteristica-utilizada. */
export const ZCaracteristicaUtilizada = z.object({
  caracteristica: z.object({ id: z.string(), descricao: z.string() }).nullable(),
});

/** POST /pedido/xlsx: the preview (confirmar=false) or the import (confirmar=true, all or nothing). */
export const ZPedidoImportacaoQuery = z.object({ confirmar: zQueryBoolean.default(false) });
export const ZPedidoImportacaoLinha = z.object({
  linha: z.number().int(),
  codigo: z.string().nullable(),
  destino: z.string().nullable(),
  pesoTotal: z.number().nullable(),
  erros: z.array(z.string()),
  /** The coordinates will be the municipality's seat. */
  coordenadasAproximadas: z.boolean(),
});
export const ZPedidoImportacaoResposta = z.object({
  message: z.string(),
  importados: z.number().int(),
  linhas: z.array(ZPedidoImportacaoLinha),
});
export type TPedidoImportacaoResposta = z.infer<typeof ZPedidoImportacaoResposta>;

// ——— Drafts (minutas), ours under /api/formacao/minuta ———

/** One available table price for a draft (the freight-tables engine, cheapest first). */
export const ZTabelaDisponivel = z.object({
  tabelaFreteId: z.string(),
  nome: z.string(),
  transportadoraEmpresaId: z.string().nullable(),
  transportadoraNome: z.string().nullable(),
  valor: z.number(),
  bloqueadaPeloPiso: z.boolean(),
});
export type TTabelaDisponivel = z.infer<typeof ZTabelaDisponivel>;

export const ZMinuta = z.object({
  id: z.string(),
  numero: z.number().int(),
  exibindo: z.boolean(),
  tipoFrete: z.number().nullable(),
  pedidos: z.array(ZPedido),
  /** The draft's orders by grouping key (orders without a key are each their own group). */
  pedidosAgrupados: z.array(
    z.object({ agrupador: z.string().nullable(), pedidoIds: z.array(z.string()), pesoTotal: z.number() }),
  ),
  pesoTotal: z.number(),
  cubagemTotal: z.number(),
  valorTotal: z.number(),
  veiculoConjuntoId: z.string().nullable(),
  veiculoConjuntoPlaca: z.string().nullable(),
  capacidadePesoKg: z.number().nullable(),
  capacidadeCubagemM3: z.number().nullable(),
  ocupacaoPeso: z.number().nullable(),
  ocupacaoCubagem: z.number().nullable(),
  tabelaFreteId: z.string().nullable(),
  tabelaFreteValor: z.number().nullable(),
  tabelasDisponiveis: z.array(ZTabelaDisponivel),
  distanciaM: z.number().nullable(),
});
export type TMinuta = z.infer<typeof ZMinuta>;

export const ZMinutas = z.object({ items: z.array(ZMinuta) });
export type TMinutas = z.infer<typeof ZMinutas>;

/** PUT /minuta/{id}: the vehicle set, the chosen table, whether it is the one shown. */
export const ZMinutaAtualizar = z.object({
  veiculoConjuntoId: zOptionalField(zGuid()).optional(),
  tabelaFreteId: zOptionalField(zGuid()).optional(),
  exibindo: z.boolean({ error: MESSAGES.invalidValue }).optional(),
});
export type TMinutaAtualizar = z.infer<typeof ZMinutaAtualizar>;

/** PUT /minuta/{id}/ordenacao: the draft's orders in their new order (all of them). */
export const ZMinutaOrdenacao = z.object({
  pedidoIds: z.array(zGuid(), { error: MESSAGES.invalidFormat }).min(1).max(PEDIDO_LIMITES.pedidosPorMinuta),
});

/** POST /minuta/{id}/agrupar: one grouping key for the chosen orders of the draft (null → ungroup). */
export const ZMinutaAgrupar = z.object({
  pedidoIds: z
    .array(zGuid(), { error: MESSAGES.invalidFormat })
    .min(1, { error: PEDIDO_MESSAGES.selecioneUmPedido })
    .max(PEDIDO_LIMITES.pedidosPorMinuta),
  agrupador: zTexto('Agrupador', 60),
});

/** POST /minuta/sugerir: groups the open orders (all of the unit, or the chosen) into new drafts. */
export const ZMinutaSugerir = z.object({
  pedidoIds: z.array(zGuid(), { error: MESSAGES.invalidFormat }).max(5000).default([]),
  capacidadePesoKg: zMedida('Capacidade de peso', { max: PEDIDO_LIMITES.pesoMaximo, positivo: true }),
  capacidadeCubagemM3: zMedida('Capacidade de cubagem', {
    max: PEDIDO_LIMITES.cubagemMaxima,
    positivo: true,
  }),
  veiculoConjuntoId: zOptionalField(zGuid()),
});
export type TMinutaSugerir = z.infer<typeof ZMinutaSugerir>;
export const ZMinutaSugestaoResposta = z.object({
  message: z.string(),
  minutas: z.array(ZMinuta),
  /** The orders left out, each with why (the drafting rules' messages). */
  naoAgrupados: z.array(z.object({ pedidoId: z.string(), codigo: z.string(), motivos: z.array(z.string()) })),
});
export type TMinutaSugestaoResposta = z.infer<typeof ZMinutaSugestaoResposta>;

/** POST /minuta/confirmar: the drafts to turn into loads (origemCarga 4). */
export const ZMinutaConfirmar = z.object({
  minutaIds: z
    .array(zGuid(), { error: MESSAGES.invalidFormat })
    .min(1, { error: PEDIDO_MESSAGES.selecioneUmaMinuta })
    .max(100),
});
/** What the 'Cargas formadas' drawer lists. */
export const ZCargaFormada = z.object({
  minutaId: z.string(),
  minutaNumero: z.number().int(),
  cargaId: z.string(),
  codigo: z.number().int(),
  pedidos: z.number().int(),
  pesoTotal: z.number(),
  valorFrete: z.number().nullable(),
  origem: z.string().nullable(),
  destino: z.string().nullable(),
});
export type TCargaFormada = z.infer<typeof ZCargaFormada>;
export const ZMinutaConfirmacao = z.object({ message: z.string(), cargas: z.array(ZCargaFormada) });
export type TMinutaConfirmacao = z.infer<typeof ZMinutaConfirmacao>;

/** An answer that only carries the message. */
export const ZFormacaoMensagem = z.object({ message: z.string() });
