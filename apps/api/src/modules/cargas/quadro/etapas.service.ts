import {
  boardGroupOfSituacao,
  CODIGO_GRUPO_QUADRO,
  grupoQuadroDoCodigo,
  KANBAN_MESSAGES,
  situacoesDoGrupo,
  swapEtapaOrdem,
  type TCargaMongo,
  TipoQuadro,
  type TKanbanEtapa,
  type TKanbanEtapaCreateBody,
  type TKanbanEtapaUpdateBody,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/pg-constraint-errors';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import { cargaComoVista } from '../detalhes/detalhes.service';
import { createEtapasRepository, type EtapaRow } from './etapas.repository';

function toEtapa(row: EtapaRow): TKanbanEtapa {
  return {
    id: row.id,
    tipoQuadro: row.tipoQuadro,
    descricao: row.descricao,
    ordem: row.ordem,
    grupoEtapa: grupoQuadroDoCodigo(row.grupoEtapa),
    etapaManual: row.etapaManual,
    cor: row.cor,
  };
}

/**
 * Board stages of the caller's company (02 §3 "Board stage", §7 "Kanban board"). Another company's id
 * answers 404; a group always keeps one stage; reordering swaps two stages of the same group (02 §4).
 */
/** "Carga movida para a etapa "X"." — the history text of a stage move. */
export function moverEtapaDescricao(etapa: string): string {
  return `Carga movida para a etapa "${etapa}".`;
}

/** The database keeps stage names unique (kanban_etapas_nome_uq): a repeated name answers 409. */
async function nomeUnico<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', KANBAN_MESSAGES.duplicateName);
    throw error;
  }
}

export function createEtapasService(ctx: CargasContext) {
  const repository = createEtapasRepository(ctx.db);

  async function get(session: RequestSession, id: string): Promise<TKanbanEtapa> {
    const row = await repository.findById(session.ownerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toEtapa(row);
  }

  async function list(session: RequestSession, tipoQuadro?: number): Promise<TKanbanEtapa[]> {
    return (await repository.list(session.ownerId, tipoQuadro)).map(toEtapa);
  }

  return {
    get,
    list,

    /** A stage created by a user is a manual one: loads enter it only when someone moves them there. */
    async create(session: RequestSession, input: TKanbanEtapaCreateBody): Promise<TKanbanEtapa> {
      const id = await nomeUnico(() =>
        ctx.writer.transaction((tx) =>
          createEtapasRepository(tx).insert(session.ownerId, {
            tipoQuadro: input.tipoQuadro,
            descricao: input.descricao,
            grupoEtapa: CODIGO_GRUPO_QUADRO[input.grupoEtapa],
            etapaManual: true,
            cor: input.cor ?? null,
          }),
        ),
      );
      return get(session, id);
    },

    async update(session: RequestSession, id: string, input: TKanbanEtapaUpdateBody): Promise<TKanbanEtapa> {
      const updated = await nomeUnico(() =>
        repository.update(session.ownerId, id, {
          descricao: input.descricao,
          ...(input.cor === undefined ? {} : { cor: input.cor }),
        }),
      );
      if (!updated) throw new AppError('NOT_FOUND');
      return get(session, id);
    },

    /**
     * PUT /{id}/posicao: swaps the ordem of the stage and the target (same board type and group, else
     * 400). Returns the board type's stages in their new order.
     */
    async swap(session: RequestSession, id: string, destinoId: string): Promise<TKanbanEtapa[]> {
      const origem = await get(session, id);
      const destino = await get(session, destinoId);
      if (origem.tipoQuadro !== destino.tipoQuadro || origem.grupoEtapa !== destino.grupoEtapa) {
        throw new AppError('VALIDATION', KANBAN_MESSAGES.otherGroup);
      }
      if (origem.id !== destino.id) {
        const swapped = swapEtapaOrdem([origem, destino], origem.id, destino.id);
        await ctx.writer.transaction((tx) =>
          createEtapasRepository(tx).setOrdens(
            session.ownerId,
            swapped.map((etapa) => ({ id: etapa.id, ordem: etapa.ordem })),
          ),
        );
      }
      return list(session, origem.tipoQuadro);
    },

    /**
     * PUT /carga-mongo/{id}/etapa/{etapaId} (02 §4 "change stage"): the load's company moves it to one of
     * its loads-board stages in the group of the load's situacao (another group → 400). One change of the
     * load (history, live event); moving to the current stage changes nothing.
     */
    async moverCarga(session: RequestSession, cargaId: string, etapaId: string): Promise<TCargaMongo> {
      const carga = await ctx.access.require(session, NivelAcesso.Empresa, cargaId);
      const grupo = boardGroupOfSituacao(carga.situacao);
      if (!grupo) throw new AppError('NOT_FOUND');
      const etapa = await get(session, etapaId);
      if (etapa.tipoQuadro !== TipoQuadro.Cargas || etapa.grupoEtapa !== grupo) {
        throw new AppError('VALIDATION', KANBAN_MESSAGES.otherGroup);
      }
      if (carga.etapaId !== etapa.id) {
        try {
          await ctx.writer.change(session, {
            carga,
            // Only the group matters: a concurrent change of situacao wins (409), other changes do not.
            version: null,
            situacoes: situacoesDoGrupo(grupo),
            set: { etapaId: etapa.id },
            historico: {
              acao: 'mover-etapa',
              descricao: moverEtapaDescricao(etapa.descricao),
              dados: { etapaAnteriorId: carga.etapaId, etapaId: etapa.id },
            },
          });
        } catch (error) {
          // The stage was deleted meanwhile.
          if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
          throw error;
        }
      }
      const vista = await cargaComoVista(ctx, session, carga.id);
      if (!vista) throw new AppError('NOT_FOUND');
      return vista;
    },

    /** DELETE /{id}: its loads fall back to the group's first stage; the group's last stage stays. */
    async remove(session: RequestSession, id: string): Promise<void> {
      const etapa = await get(session, id);
      const result = await ctx.writer.transaction((tx) =>
        createEtapasRepository(tx).deleteUnlessLast(session.ownerId, {
          id: etapa.id,
          tipoQuadro: etapa.tipoQuadro,
          grupoEtapa: CODIGO_GRUPO_QUADRO[etapa.grupoEtapa],
        }),
      );
      if (result === 'not-found') throw new AppError('NOT_FOUND');
      if (result === 'last-of-group') throw new AppError('VALIDATION', KANBAN_MESSAGES.lastStageOfGroup);
    },
  };
}

export type EtapasService = ReturnType<typeof createEtapasService>;
