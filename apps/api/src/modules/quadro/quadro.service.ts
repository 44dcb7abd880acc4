import {
  boardGroupOfSituacao,
  formatCpf,
  formatPlate,
  GrupoQuadro,
  MESSAGES,
  normalizePlate,
  situacoesDoGrupo,
  type TCargaQuadroCard,
  type TGrupoQuadro,
  TipoEmpresa,
  TipoQuadro,
  TipoRota,
  type TQuadroCargaFiltros,
  type TQuadroCargaQuery,
  type TQuadroCargaResponse,
  type TTotalizadoresResponse,
  VisibilidadeCarga,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type {
  CardDetailRow,
  QuadroFiltros,
  QuadroRepository,
  QuadroRow,
  QuadroScope,
} from './quadro.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every situacao on the board (5 cancelada and 99 desativada are not). */
const SITUACOES_DO_QUADRO = Object.values(GrupoQuadro).flatMap((grupo) => situacoesDoGrupo(grupo));
/** carga_ofertas.situacao 1 ofertada and 2 aceita: a negotiation still in progress. */
const OFERTA_EM_NEGOCIACAO = new Set([1, 2]);
const OFERTA_ENCERRADA = new Set([4, 5]);

/** The opaque keyset cursor: the last card's collection date and id, base64url JSON. */
function encodeCursor(row: QuadroRow): string {
  return Buffer.from(JSON.stringify([row.dhColeta?.toISOString() ?? null, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { dhColeta: Date | null; id: string } {
  try {
    const [dh, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = typeof dh === 'string' ? new Date(dh) : null;
    if (typeof id !== 'string' || !UUID.test(id) || (date && Number.isNaN(date.getTime()))) {
      throw new Error('cursor');
    }
    return { dhColeta: date, id };
  } catch {
    throw new AppError('VALIDATION', `cursor: ${MESSAGES.invalidFormat}`);
  }
}

/** Whose board it is: a carrier also sees the loads other owners direct to it or hire it for. */
function scopeOf(session: RequestSession): QuadroScope {
  return {
    ownerId: session.ownerId,
    unidadeIds: session.escopoUnidadeIds,
    transportadora: session.claims.TipoEmpresa === TipoEmpresa.Transportadora,
  };
}

const date = (value: string | undefined) => (value ? new Date(value) : undefined);

/** The validated query filters as the repository applies them. */
function toRepositoryFilters(f: TQuadroCargaFiltros): QuadroFiltros {
  const visibilidades = f.visibilidades;
  // A driver filter made only of digits and punctuation is a CPF (or part of one), otherwise a name.
  const driverDigits = f.motorista?.replace(/\D/g, '') ?? '';
  const driverIsDocument =
    f.motorista !== undefined && /^[\d.\-/\s]+$/.test(f.motorista) && driverDigits !== '';
  const placa = normalizePlate(f.placa);
  return {
    codigo: f.codigo,
    origem: f.origem,
    destino: f.destino,
    dhColetaIni: date(f.dhColetaIni),
    dhColetaFim: date(f.dhColetaFim),
    dhEntregaIni: date(f.dhEntregaIni),
    dhEntregaFim: date(f.dhEntregaFim),
    visibilidadesProprias: visibilidades?.filter((v) => v !== VisibilidadeCarga.DirecionadaParaMim),
    incluirDirecionadasParaMim:
      visibilidades === undefined || visibilidades.includes(VisibilidadeCarga.DirecionadaParaMim),
    tiposFrete: f.tiposFrete,
    query: f.query,
    transportadoraEmpresaId: f.transportadora,
    motoristaNome: driverIsDocument ? undefined : f.motorista,
    motoristaDocumento: driverIsDocument ? driverDigits : undefined,
    numerosNF: f.numerosNF,
    placa: placa === '' ? undefined : placa,
    comOcorrencia: f.comOcorrencia,
    ultimaEntregaRealizada: f.ultimaEntregaRealizada,
    possuiRedespacho: f.possuiRedespacho,
  };
}

interface RotaPonto {
  rota: number;
  ordem: number;
  localidade: string | null;
  cidade: string | null;
  uf: string | null;
  empresa: string | null;
  dhPrevista: Date | null;
  realizada: boolean;
}

function toLocal(point: RotaPonto | undefined) {
  if (!point) return null;
  return {
    localidade: point.localidade,
    cidade: point.cidade,
    uf: point.uf,
    empresa: point.empresa,
    dhPrevista: point.dhPrevista?.toISOString() ?? null,
  };
}

/** What the page's detail rows add to each card. */
interface CardExtras {
  /** In route order. */
  points: RotaPonto[];
  numerosNF: string[];
  qntDocumentos: number;
  offers: { tipo: number; situacao: number; transportadora: string | null }[];
}

const emptyExtras = (): CardExtras => ({ points: [], numerosNF: [], qntDocumentos: 0, offers: [] });

/** The detail rows of a page (see `listCardDetails`), per load. */
function extrasByLoad(rows: CardDetailRow[]): Map<string, CardExtras> {
  const byLoad = new Map<string, CardExtras>();
  for (const row of rows) {
    let extras = byLoad.get(row.cargaId);
    if (!extras) {
      extras = emptyExtras();
      byLoad.set(row.cargaId, extras);
    }
    if (row.kind === 1) {
      extras.points.push({
        rota: row.n1,
        ordem: row.n2,
        localidade: row.t1,
        cidade: row.t2,
        uf: row.t3,
        empresa: row.t4,
        dhPrevista: row.dh,
        realizada: row.flag,
      });
    } else if (row.kind === 2) {
      extras.qntDocumentos += row.n1;
      if (row.t1 !== null && !extras.numerosNF.includes(row.t1)) extras.numerosNF.push(row.t1);
    } else {
      extras.offers.push({ tipo: row.n1, situacao: row.n2, transportadora: row.t4 });
    }
  }
  for (const extras of byLoad.values()) {
    extras.points.sort((a, b) => a.ordem - b.ordem);
    extras.numerosNF.sort();
  }
  return byLoad;
}

/**
 * One card, from the page row and its side rows. For another owner's load (a carrier's view) the
 * card is 'directed to me' (99), carries no kanban stage of the shipper's, and shows the hired carrier,
 * vehicle and driver only when the viewer is the one hired.
 */
function toCard(row: QuadroRow, extras: CardExtras, viewerOwnerId: string): TCargaQuadroCard {
  const own = row.ownerId === viewerOwnerId;
  const hiredHere = own || row.contratacaoOwnerId === viewerOwnerId;
  const origem = extras.points.find((p) => p.rota === TipoRota.Origem);
  const destino = extras.points.findLast((p) => p.rota === TipoRota.Destino);
  const realizados = extras.points.filter((p) => p.realizada).length;
  const directed = extras.offers.filter((o) => o.tipo === 2 && !OFERTA_ENCERRADA.has(o.situacao));
  return {
    id: row.id,
    codigo: row.codigo,
    codigoIdentificador: row.codigoIdentificador,
    situacao: row.situacao,
    etapa: own ? row.etapaId : null,
    visibilidade: own ? row.visibilidade : VisibilidadeCarga.DirecionadaParaMim,
    origemCarga: row.origemCarga,
    tipoFrete: row.tipoFrete,
    lote: row.loteId != null,
    unidadeNegocioId: row.unidadeNegocioId,
    contratacaoId: row.contratacaoId,
    contratacaoUnidadeNegocioId: row.contratacaoUnidadeNegocioId,
    contratacaoOwnerId: row.contratacaoOwnerId,
    dhPublicacao: row.dhPublicacao?.toISOString() ?? null,
    dhColeta: row.dhColeta?.toISOString() ?? null,
    dhEntrega: row.dhEntrega?.toISOString() ?? null,
    dhModificacao: row.updatedAt.toISOString(),
    dhPreFinalizacao: row.dhPreFinalizacao?.toISOString() ?? null,
    origem: toLocal(origem),
    destino: toLocal(destino),
    nomeDirecionador: row.nomeOwner,
    nomeDirecionado:
      (hiredHere ? row.transportadoraContratada : null) ??
      (directed.length === 1 ? (directed[0]?.transportadora ?? null) : null),
    numerosNF: extras.numerosNF,
    valorCarga: row.valorCarga,
    valor: row.valorFrete,
    peso: row.peso,
    volume: row.volume,
    volumeUnidade: row.volumeUnidade,
    quantidade: row.quantidade,
    caracteristica: row.caracteristica ? { descricao: row.caracteristica } : null,
    // No fleet number nor vehicle equipment is stored yet (tipos kind 15 lists equipment names only).
    veiculo:
      hiredHere && row.veiculoId && row.veiculoPlaca
        ? { id: row.veiculoId, placa: formatPlate(row.veiculoPlaca), frota: null, equipamentos: [] }
        : null,
    veiculoContratadoFrota: hiredHere && row.veiculoFrota === true,
    motorista:
      hiredHere && row.motoristaNome
        ? {
            nome: row.motoristaNome,
            documento: row.motoristaCpf ? formatCpf(row.motoristaCpf) : null,
            telefone: row.motoristaTelefone,
          }
        : null,
    qntNegociacoesEmAndamento: extras.offers.filter((o) => OFERTA_EM_NEGOCIACAO.has(o.situacao)).length,
    qntOcorrencias: row.qntOcorrencias,
    qntEventos: extras.points.length,
    qntEventosRealizados: realizados,
    qntEventosPlanejados: extras.points.length - realizados,
    qntDocumentos: extras.qntDocumentos,
    alertasEmAberto: row.alertasEmAberto,
    // Occurrences have no table yet: the card's alert icon is a plain icon with a tooltip.
    ocorrenciaId: null,
    possuiRedespacho: row.possuiRedespacho,
    ownerCriadorDaCarga: (row.ownerCriadorId ?? row.ownerId) === viewerOwnerId,
  };
}

export function createQuadroService({ repository }: { repository: QuadroRepository }) {
  /** The cards of the given rows: one detail query for the whole page, whatever its size. */
  async function toCards(rows: QuadroRow[], viewerOwnerId: string): Promise<TCargaQuadroCard[]> {
    if (rows.length === 0) return [];
    const extras = extrasByLoad(
      await repository.listCardDetails(
        viewerOwnerId,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => toCard(row, extras.get(row.id) ?? emptyExtras(), viewerOwnerId));
  }

  return {
    /** One page of a "Minhas cargas" group in the caller's business-unit scope. */
    async listGroup(
      session: RequestSession,
      grupo: TGrupoQuadro,
      query: TQuadroCargaQuery,
    ): Promise<TQuadroCargaResponse> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const doGrupo = situacoesDoGrupo(grupo);
      // A situacao outside the group narrows the page to nothing (not an error: the filter is shared).
      const situacoes = query.situacao ? doGrupo.filter((s) => query.situacao?.includes(s)) : doGrupo;
      const rows = await repository.listPage({
        ...toRepositoryFilters(query),
        dhCriacaoIni: date(query.dhCriacaoIni),
        scope: scopeOf(session),
        situacoes,
        limit: query.limit,
        after,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        grupo,
        items: await toCards(page, session.ownerId),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    /**
     * The board card of one load, under the board's visibility (unit scope, own or directed-to-me):
     * null when the caller may not see it or it is not on the board (cancelled, deactivated, inactive).
     * Other modules build on it (GET /api/carga-mongo/{id}).
     */
    async getCard(session: RequestSession, cargaId: string): Promise<TCargaQuadroCard | null> {
      if (!UUID.test(cargaId)) return null;
      const rows = await repository.listPage({
        cargaId,
        incluirDirecionadasParaMim: true,
        scope: scopeOf(session),
        situacoes: SITUACOES_DO_QUADRO,
        limit: 1,
      });
      const row = rows[0];
      return row ? ((await toCards([row], session.ownerId))[0] ?? null) : null;
    },

    /** Load counts of the caller's scope, per situacao and per board group (02 §7 totalizadores). */
    async totalizadores(session: RequestSession, tipoQuadro: number): Promise<TTotalizadoresResponse> {
      if (tipoQuadro !== TipoQuadro.Cargas) throw new AppError('NOT_FOUND');
      const rows = await repository.countBySituacao(scopeOf(session));
      const porGrupo = new Map<TGrupoQuadro, number>(Object.values(GrupoQuadro).map((g) => [g, 0]));
      for (const row of rows) {
        const grupo = boardGroupOfSituacao(row.situacao);
        if (grupo) porGrupo.set(grupo, (porGrupo.get(grupo) ?? 0) + row.quantidade);
      }
      return {
        total: rows.reduce((sum, row) => sum + row.quantidade, 0),
        porSituacao: rows,
        porGrupo: [...porGrupo].map(([grupo, quantidade]) => ({ grupo, quantidade })),
      };
    },
  };
}

export type QuadroService = ReturnType<typeof createQuadroService>;
