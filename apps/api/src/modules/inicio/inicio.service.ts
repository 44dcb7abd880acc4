import {
  boardGroupOfSituacao,
  formatDate,
  GrupoQuadro,
  parseBrDate,
  type TContagemPorGrupo,
  type TInicioResumoResponse,
} from '@embarca/domain';
import type { RequestSession } from '../../plugins/authenticate';
import { escopoDaSessao } from '../cargas/carga.access';
import type { ContagemResumo, FiguraResumo, InicioRepository } from './inicio.repository';

const GRUPOS = Object.values(GrupoQuadro);

/** Today in São Paulo as 'yyyy-MM-dd' (the domain's formatter, with its UTC − 3 h fallback). */
export function diaSaoPaulo(now: Date): string {
  return parseBrDate(formatDate(now)) as string;
}

function porGrupo(rows: ContagemResumo[], figura: FiguraResumo): TContagemPorGrupo {
  const counts = new Map(GRUPOS.map((grupo) => [grupo, 0]));
  for (const row of rows) {
    const grupo = boardGroupOfSituacao(row.situacao);
    if (row.figura === figura && grupo) counts.set(grupo, (counts.get(grupo) ?? 0) + row.quantidade);
  }
  return {
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
    porGrupo: GRUPOS.map((grupo) => ({ grupo, quantidade: counts.get(grupo) ?? 0 })),
  };
}

export function createInicioService({
  repository,
  now = () => new Date(),
}: {
  repository: InicioRepository;
  now?: () => Date;
}) {
  return {
    /** The home's 'Visão geral' figures under the board's visibility (01 §2 /home). */
    async resumo(session: RequestSession): Promise<TInicioResumoResponse> {
      const dia = diaSaoPaulo(now());
      // The figures link to the board, so they count only what it shows (visibility and situacoes).
      const rows = await repository.contar(escopoDaSessao(session), dia);
      return {
        dia,
        coletasHoje: porGrupo(rows, 'coletas'),
        entregasHoje: porGrupo(rows, 'entregas'),
        ocorrenciasAbertas: porGrupo(rows, 'ocorrencias'),
      };
    },
  };
}

export type InicioService = ReturnType<typeof createInicioService>;
