import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { SituacaoCarga, type TGrupoQuadro, type TSituacaoCarga, ZGrupoQuadro } from '../cargas.enums';
import { boardGroupOfSituacao } from '../cargas.rules';

/**
 * The "Minhas cargas" board data of the freight API (02 §7 `GET /quadro/carga/{id}` under `/api/frete`).
 * Our reading: `{id}` is the board group (`aguardando-alocacao`, `em-andamento`, `entregue`); the page
 * comes with keyset paging (`cursor`, `limit`), `?query` filters by free text and `?dhCriacaoIni`
 * returns only loads created from that instant on (the board's incremental refresh).
 */
export const QUADRO_PAGE_SIZE_DEFAULT = 50;
export const QUADRO_PAGE_SIZE_MAX = 200;

/** The situacoes shown in a board group, derived from the one rule `boardGroupOfSituacao`. */
export function situacoesDoGrupo(grupo: TGrupoQuadro): TSituacaoCarga[] {
  return Object.values(SituacaoCarga).filter((situacao) => boardGroupOfSituacao(situacao) === grupo);
}

export const ZQuadroCargaParams = z.object({ id: ZGrupoQuadro });

/** A comma-separated list in the query string (`?situacao=1,2`), or repeated parameters, as an array. */
function csv<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    return parts.map((part) => part.trim()).filter((part) => part.length > 0);
  }, z.array(item).max(100, MESSAGES.invalidValue).optional());
}

const zBoolParam = z
  .enum(['true', 'false'], { error: MESSAGES.invalidValue })
  .transform((value) => value === 'true')
  .optional();
const zInstant = z.iso.datetime({ offset: true, error: MESSAGES.invalidDate }).optional();
const zIntCode = z.coerce.number({ error: MESSAGES.invalidValue }).int(MESSAGES.invalidValue);
const zText = z.string().trim().min(1).max(100, MESSAGES.invalidValue).optional();

/**
 * The board filters of 02 §3 ("Board filters") as query parameters of `GET /quadro/carga/{grupo}`.
 * The business units come from the request scope (`BusinessUnitFilter` / `BusinessUnitId` headers);
 * date ranges are instants (the client sends the São Paulo day's start and end); lists are comma-separated.
 * - codigo: the load code; origem/destino: text in the first/last route point's city, place or company;
 * - dhColetaIni/Fim, dhEntregaIni/Fim: collection and delivery ranges (inclusive);
 * - visibilidades: 1 restrita, 2 direcionada, 99 direcionada para mim; tiposFrete: 1..3;
 * - query: code, identifier code or a route city (free text, ≥ 3 characters);
 * - transportadora: the carrier company (empresa id) the load is directed to or hired by;
 * - motorista: driver name or document; numerosNF: invoice numbers; placa: vehicle plate, hyphen ignored;
 * - situacao: situacao codes within the group; comOcorrencia: has open occurrences;
 *   ultimaEntregaRealizada: the final destination was reached (dh_realizada set); possuiRedespacho.
 * The shipment fields of the spec's filter list arrive with cross-docking (no shipments exist yet).
 */
export const ZQuadroCargaFiltros = z.object({
  codigo: zIntCode.min(1, MESSAGES.invalidValue).optional(),
  origem: zText,
  destino: zText,
  dhColetaIni: zInstant,
  dhColetaFim: zInstant,
  dhEntregaIni: zInstant,
  dhEntregaFim: zInstant,
  visibilidades: csv(
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(99)], { error: MESSAGES.invalidValue })),
  ),
  tiposFrete: csv(
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MESSAGES.invalidValue })),
  ),
  query: z.string().trim().min(3, MESSAGES.minSearchLength).max(100).optional(),
  transportadora: zGuid(MESSAGES.invalidFormat).optional(),
  motorista: zText,
  numerosNF: csv(z.string().max(20, MESSAGES.invalidValue)),
  placa: z.string().trim().min(1).max(10, MESSAGES.invalidValue).optional(),
  situacao: csv(zIntCode),
  comOcorrencia: zBoolParam,
  ultimaEntregaRealizada: zBoolParam,
  possuiRedespacho: zBoolParam,
});
export type TQuadroCargaFiltros = z.infer<typeof ZQuadroCargaFiltros>;

export const ZQuadroCargaQuery = ZQuadroCargaFiltros.extend({
  limit: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int(MESSAGES.invalidValue)
    .min(1, `${MESSAGES.minValue}1`)
    .max(QUADRO_PAGE_SIZE_MAX, `${MESSAGES.maxValue}${QUADRO_PAGE_SIZE_MAX}`)
    .default(QUADRO_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, MESSAGES.invalidFormat).optional(),
  dhCriacaoIni: zInstant,
});
export type TQuadroCargaQuery = z.infer<typeof ZQuadroCargaQuery>;

/** A route end as the card shows it (02 §3: localidade, cidade, empresa, dhPrevista). */
export const ZLocalCarga = z.object({
  localidade: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  empresa: z.string().nullable(),
  dhPrevista: z.string().nullable(),
});

/** The allocated vehicle as the card shows it (02 §3). `frota`: the owner's fleet number / name. */
export const ZVeiculoCard = z.object({
  id: z.string(),
  placa: z.string(),
  frota: z.string().nullable(),
  equipamentos: z.array(z.string()),
});

export const ZMotoristaCard = z.object({
  nome: z.string(),
  documento: z.string().nullable(),
  telefone: z.string().nullable(),
});

/**
 * The load card of the board (02 §3 "Load (carga) card"). Money, weights and volumes are decimal strings
 * (never floats). `visibilidade` is the viewer's: a carrier sees 99 (direcionada para mim).
 * `ownerCriadorDaCarga` is true when the viewer's company created the load (finishing rule).
 * `qntDocumentos` drives the Documents menu item; the documents themselves come from GET /carga-mongo/{id}.
 * `ocorrenciaId`: the open occurrence the alert icon links to (null: a plain icon with a tooltip).
 */
export const ZCargaQuadroCard = z.object({
  id: z.string(),
  codigo: z.number().int(),
  codigoIdentificador: z.string().nullable(),
  situacao: z.number().int(),
  etapa: z.string().nullable(),
  visibilidade: z.number().int(),
  origemCarga: z.number().int(),
  tipoFrete: z.number().int(),
  lote: z.boolean(),
  unidadeNegocioId: z.string(),
  contratacaoId: z.string().nullable(),
  contratacaoUnidadeNegocioId: z.string().nullable(),
  contratacaoOwnerId: z.string().nullable(),
  dhPublicacao: z.string().nullable(),
  dhColeta: z.string().nullable(),
  dhEntrega: z.string().nullable(),
  dhModificacao: z.string(),
  dhPreFinalizacao: z.string().nullable(),
  origem: ZLocalCarga.nullable(),
  destino: ZLocalCarga.nullable(),
  nomeDirecionador: z.string().nullable(),
  nomeDirecionado: z.string().nullable(),
  numerosNF: z.array(z.string()),
  valorCarga: z.string().nullable(),
  valor: z.string().nullable(),
  peso: z.string().nullable(),
  volume: z.string().nullable(),
  volumeUnidade: z.number().int(),
  quantidade: z.number().int().nullable(),
  caracteristica: z.object({ descricao: z.string() }).nullable(),
  veiculo: ZVeiculoCard.nullable(),
  veiculoContratadoFrota: z.boolean(),
  motorista: ZMotoristaCard.nullable(),
  qntNegociacoesEmAndamento: z.number().int(),
  qntOcorrencias: z.number().int(),
  qntEventos: z.number().int(),
  qntEventosRealizados: z.number().int(),
  qntEventosPlanejados: z.number().int(),
  qntDocumentos: z.number().int(),
  alertasEmAberto: z.number().int(),
  ocorrenciaId: z.string().nullable(),
  possuiRedespacho: z.boolean(),
  ownerCriadorDaCarga: z.boolean(),
});
export type TCargaQuadroCard = z.infer<typeof ZCargaQuadroCard>;

export const ZQuadroCargaResponse = z.object({
  grupo: ZGrupoQuadro,
  items: z.array(ZCargaQuadroCard),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TQuadroCargaResponse = z.infer<typeof ZQuadroCargaResponse>;

/** GET /api/frete/carga/totalizadores/{x}: load counts of the caller's scope (x = board type, 1 loads). */
export const ZTotalizadoresParams = z.object({ x: z.coerce.number({ error: MESSAGES.invalidValue }).int() });

export const ZTotalizadoresResponse = z.object({
  total: z.number().int(),
  porSituacao: z.array(z.object({ situacao: z.number().int(), quantidade: z.number().int() })),
  porGrupo: z.array(z.object({ grupo: ZGrupoQuadro, quantidade: z.number().int() })),
});
export type TTotalizadoresResponse = z.infer<typeof ZTotalizadoresResponse>;
