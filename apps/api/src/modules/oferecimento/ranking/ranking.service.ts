import {
  diasEntre,
  figurasDaTransportadora,
  formatCnpj,
  hojeEmSaoPaulo,
  ordenarPeloRanking,
  ordenarRanking,
  pontuacaoDoRanking,
  RANKING_BASE_MINIMA,
  RANKING_MESSAGES,
  RANKING_PERIODO_MAXIMO_DIAS,
  RANKING_PERIODO_PADRAO_DIAS,
  RANKING_PESOS,
  RANKING_TOLERANCIA_MINUTOS,
  somarDias,
  type TFiguraRanking,
  type TRankingQuery,
  type TRankingResponse,
  type TRankingTransportadora,
} from '@embarca/domain';
import writeXlsxFile from 'write-excel-file/node';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import {
  type CargaLida,
  createRankingRepository,
  type EscopoDoRanking,
  type OfertaLida,
} from './ranking.repository';

export interface RankingServiceDeps {
  db: Database;
  /** The clock (tests fix it): today's São Paulo date is the default end of the period. */
  now?: () => Date;
}

/** The period asked for, with the defaults (the last 90 days up to today) and its limits (400 naming the field). */
export function periodoDoRanking(query: TRankingQuery, hoje: string): { inicio: string; fim: string } {
  const fim =
    query.fim ??
    (query.inicio ? maisCedo(somarDias(query.inicio, RANKING_PERIODO_PADRAO_DIAS - 1), hoje) : hoje);
  const inicio = query.inicio ?? somarDias(fim, -(RANKING_PERIODO_PADRAO_DIAS - 1));
  if (fim < inicio) invalido('fim', RANKING_MESSAGES.fimAntesDoInicio);
  if (diasEntre(inicio, fim) + 1 > RANKING_PERIODO_MAXIMO_DIAS)
    invalido('fim', RANKING_MESSAGES.periodoLongo);
  return { inicio, fim };
}

const maisCedo = (a: string, b: string) => (a < b ? a : b);

function invalido(campo: string, message: string): never {
  throw new AppError('VALIDATION', message, { details: { campos: { [campo]: message } } });
}

function agrupar<T extends { transportadoraEmpresaId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grupos = new Map<string, T[]>();
  for (const row of rows) {
    const grupo = grupos.get(row.transportadoraEmpresaId);
    if (grupo) grupo.push(row);
    else grupos.set(row.transportadoraEmpresaId, [row]);
  }
  return grupos;
}

/** The ranking of one shipper's carriers over a period and scope (the rules of ranking.rules.ts). */
async function calcularRanking(db: Database, escopo: EscopoDoRanking): Promise<TRankingResponse> {
  const repository = createRankingRepository(db);
  const transportadoras = await repository.transportadoras(escopo.ownerId);
  const ofertas = agrupar<OfertaLida>(await repository.ofertas(escopo));
  const cargas = agrupar<CargaLida>(await repository.cargas(escopo));
  const itens = transportadoras.flatMap((transportadora) => {
    const figuras = figurasDaTransportadora({
      ofertas: ofertas.get(transportadora.id) ?? [],
      cargas: cargas.get(transportadora.id) ?? [],
    });
    // An inactive carrier is listed only when it has something in the period.
    if (!transportadora.ativa && figuras.ofertasRecebidas === 0 && figuras.cargasContratadas === 0) return [];
    return [
      {
        transportadoraEmpresaId: transportadora.id,
        nome: transportadora.nome,
        cnpj: transportadora.cnpj,
        naPlataforma: transportadora.naPlataforma,
        ativa: transportadora.ativa,
        pontuacao: pontuacaoDoRanking(figuras),
        ...figuras,
        acuraciaFatura: null,
      },
    ];
  });
  return {
    inicio: escopo.inicio,
    fim: escopo.fim,
    baseMinima: RANKING_BASE_MINIMA,
    toleranciaMinutos: RANKING_TOLERANCIA_MINUTOS,
    pesos: RANKING_PESOS,
    itens: ordenarRanking(itens),
  };
}

/**
 * The carriers given, in the ranking's order over the last 90 days (every business unit of the shipper):
 * scored carriers first by position, then the others (no score, unknown) in the order given. The
 * automatic offering's waterfall uses it.
 */
export async function ordemDoRanking(
  db: Database,
  ownerId: string,
  empresaIds: string[],
  hoje: string = hojeEmSaoPaulo(),
): Promise<string[]> {
  if (empresaIds.length <= 1) return [...new Set(empresaIds)];
  const periodo = periodoDoRanking({}, hoje);
  const ranking = await calcularRanking(db, { ownerId, ...periodo, unidadeIds: null });
  return ordenarPeloRanking(ranking.itens, empresaIds);
}

const SEM_DADOS = RANKING_MESSAGES.semDados;
type Celula = {
  value: string | number;
  type: StringConstructor | NumberConstructor;
  fontWeight?: 'bold';
} | null;
const texto = (value: string | null | undefined): Celula => (value ? { value, type: String } : null);
const numeroOu = (value: number | null, vazio: string = SEM_DADOS): Celula =>
  value === null ? { value: vazio, type: String } : { value, type: Number };
const comBase = (figura: TFiguraRanking): Celula[] => [
  numeroOu(figura.valor),
  { value: figura.base, type: Number },
];
const negrito = (value: string): Celula => ({ value, type: String, fontWeight: 'bold' });
const diaBr = (dia: string) => dia.split('-').reverse().join('/');

const COLUNAS = [
  'Posição',
  'Transportadora',
  'CNPJ',
  'Na plataforma',
  'Pontuação (0–100)',
  'Ofertas recebidas',
  'Cargas contratadas',
  'Valor contratado (R$)',
  'Taxa de aceite (%)',
  'Base: ofertas respondidas ou expiradas',
  'Tempo de resposta mediano (min)',
  'Base: ofertas respondidas',
  'Preço vs tabela (mediana, %)',
  'Base: cargas com preço de tabela',
  'Cargas abaixo do piso ANTT',
  'Base: cargas com piso ANTT',
  'Coleta no prazo (%)',
  'Base: coletas realizadas',
  'Entrega no prazo (%)',
  'Base: entregas realizadas',
  'Ocorrências por carga',
  'Base: cargas contratadas',
  'Acurácia de faturas',
];

function linhaDaPlanilha(item: TRankingTransportadora): Celula[] {
  return [
    numeroOu(item.posicao, '—'),
    texto(item.nome),
    texto(item.cnpj ? formatCnpj(item.cnpj) : null),
    texto(item.naPlataforma ? 'Sim' : 'Não'),
    numeroOu(item.pontuacao),
    { value: item.ofertasRecebidas, type: Number },
    { value: item.cargasContratadas, type: Number },
    { value: Number(item.valorContratado), type: Number },
    ...comBase(item.taxaAceite),
    ...comBase(item.tempoRespostaMinutos),
    ...comBase(item.precoVsTabela),
    ...comBase(item.abaixoDoPisoAntt),
    ...comBase(item.coletaNoPrazo),
    ...comBase(item.entregaNoPrazo),
    ...comBase(item.ocorrenciasPorCarga),
    texto('—'),
  ];
}

/** The .xlsx of a ranking: the list, and a sheet with the period, the rules and the weights. */
async function planilhaDoRanking(ranking: TRankingResponse): Promise<Buffer> {
  const { pesos } = ranking;
  const criterios: Celula[][] = [
    [negrito('Período'), texto(`${diaBr(ranking.inicio)} a ${diaBr(ranking.fim)}`)],
    [
      negrito('Sem dados'),
      texto(`figura com base menor que ${ranking.baseMinima} (ofertas ou cargas): não entra na pontuação`),
    ],
    [
      negrito('No prazo'),
      texto(
        `realizada até ${ranking.toleranciaMinutos / 60} h após o fim da janela prevista (ou o horário previsto)`,
      ),
    ],
    [negrito('Acurácia de faturas'), texto(RANKING_MESSAGES.acuraciaIndisponivel)],
    [negrito('Peso'), negrito('Figura')],
    [{ value: pesos.taxaAceite, type: Number }, texto('Taxa de aceite')],
    [
      { value: pesos.tempoResposta, type: Number },
      texto('Tempo de resposta (100 até 15 min, 0 a partir de 24 h)'),
    ],
    [
      { value: pesos.precoVsTabela, type: Number },
      texto('Preço vs tabela (100 a 10% abaixo, 0 a 20% acima da tabela)'),
    ],
    [{ value: pesos.pisoAntt, type: Number }, texto('Cargas acima do piso ANTT')],
    [{ value: pesos.coletaNoPrazo, type: Number }, texto('Coleta no prazo')],
    [{ value: pesos.entregaNoPrazo, type: Number }, texto('Entrega no prazo')],
    [
      { value: pesos.ocorrencias, type: Number },
      texto('Ocorrências por carga (100 sem ocorrências, 0 com uma ou mais por carga)'),
    ],
  ];
  const data = [COLUNAS.map(negrito), ...ranking.itens.map(linhaDaPlanilha)];
  return writeXlsxFile(
    [
      { sheet: 'Ranking', data },
      { sheet: 'Critérios', data: criterios },
    ] as never,
    {},
  ).toBuffer();
}

/** The ranking page's service: the list and its spreadsheet, for the caller's company and unit scope. */
export function createRankingService({ db, now = () => new Date() }: RankingServiceDeps) {
  const escopoDa = (session: RequestSession, query: TRankingQuery): EscopoDoRanking => ({
    ownerId: session.ownerId,
    ...periodoDoRanking(query, hojeEmSaoPaulo(now())),
    unidadeIds: session.escopoUnidadeIds,
  });
  return {
    listar: (session: RequestSession, query: TRankingQuery) => calcularRanking(db, escopoDa(session, query)),
    async exportar(
      session: RequestSession,
      query: TRankingQuery,
    ): Promise<{ nome: string; arquivo: Buffer }> {
      const ranking = await calcularRanking(db, escopoDa(session, query));
      return {
        nome: `ranking-transportadoras-${ranking.inicio}-a-${ranking.fim}.xlsx`,
        arquivo: await planilhaDoRanking(ranking),
      };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
