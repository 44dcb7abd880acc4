import { z } from 'zod';
import { SituacaoCarga, type TGrupoQuadro, type TSituacaoCarga, ZGrupoQuadro } from '../cargas/cargas.enums';
import { boardGroupOfSituacao } from '../cargas/cargas.rules';
import { MESSAGES } from '../shared/messages';

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

export const ZQuadroCargaQuery = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int(MESSAGES.invalidValue)
    .min(1, `${MESSAGES.minValue}1`)
    .max(QUADRO_PAGE_SIZE_MAX, `${MESSAGES.maxValue}${QUADRO_PAGE_SIZE_MAX}`)
    .default(QUADRO_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, MESSAGES.invalidFormat).optional(),
  query: z.string().trim().min(3, MESSAGES.minSearchLength).max(100).optional(),
  dhCriacaoIni: z.iso.datetime({ offset: true, error: MESSAGES.invalidDate }).optional(),
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

/** The load card of the board (a subset of 02 §3 "Load (carga) card"; the board issue adds the rest). */
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
  dhPublicacao: z.string().nullable(),
  dhColeta: z.string().nullable(),
  dhEntrega: z.string().nullable(),
  dhModificacao: z.string(),
  origem: ZLocalCarga.nullable(),
  destino: ZLocalCarga.nullable(),
  /** Money as decimal strings (never floats). */
  valorCarga: z.string().nullable(),
  valor: z.string().nullable(),
  peso: z.string().nullable(),
  volume: z.string().nullable(),
  volumeUnidade: z.number().int(),
  quantidade: z.number().int().nullable(),
  caracteristica: z.object({ descricao: z.string() }).nullable(),
  alertasEmAberto: z.number().int(),
  qntOcorrencias: z.number().int(),
  possuiRedespacho: z.boolean(),
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
