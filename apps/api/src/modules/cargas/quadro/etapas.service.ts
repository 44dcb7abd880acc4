import {
  CODIGO_GRUPO_QUADRO,
  grupoQuadroDoCodigo,
  KANBAN_MESSAGES,
  swapEtapaOrdem,
  type TKanbanEtapa,
  type TKanbanEtapaCreateBody,
  type TKanbanEtapaUpdateBody,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { EtapaRow, KanbanRepository } from './etapas.repository';

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
export function createKanbanService({ repository }: { repository: KanbanRepository }) {
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
      const id = await repository.insert(session.ownerId, {
        tipoQuadro: input.tipoQuadro,
        descricao: input.descricao,
        grupoEtapa: CODIGO_GRUPO_QUADRO[input.grupoEtapa],
        etapaManual: true,
        cor: input.cor ?? null,
      });
      return get(session, id);
    },

    async update(session: RequestSession, id: string, input: TKanbanEtapaUpdateBody): Promise<TKanbanEtapa> {
      const updated = await repository.update(session.ownerId, id, {
        descricao: input.descricao,
        ...(input.cor === undefined ? {} : { cor: input.cor }),
      });
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
        await repository.setOrdens(
          session.ownerId,
          swapped.map((etapa) => ({ id: etapa.id, ordem: etapa.ordem })),
        );
      }
      return list(session, origem.tipoQuadro);
    },

    /** DELETE /{id}: its loads fall back to the group's first stage; the group's last stage stays. */
    async remove(session: RequestSession, id: string): Promise<void> {
      const etapa = await get(session, id);
      const result = await repository.deleteUnlessLast(session.ownerId, {
        id: etapa.id,
        tipoQuadro: etapa.tipoQuadro,
        grupoEtapa: CODIGO_GRUPO_QUADRO[etapa.grupoEtapa],
      });
      if (result === 'not-found') throw new AppError('NOT_FOUND');
      if (result === 'last-of-group') throw new AppError('VALIDATION', KANBAN_MESSAGES.lastStageOfGroup);
    },
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
