import {
  documentAlreadyExistsMessage,
  MESSAGES,
  Role,
  type TUnidadeNegocio,
  type TUnidadeNegocioDetalhe,
  type TUnidadeNegocioListQuery,
  type TUnidadeNegocioRequest,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import type { UnidadesNegocioRepository } from './unidades-negocio.repository';

const DUPLICATE_LABELS = { descricao: 'nome', codigo: 'Código' } as const;

export function createUnidadesNegocioService({ repository }: { repository: UnidadesNegocioRepository }) {
  async function get(session: RequestSession, id: string): Promise<TUnidadeNegocioDetalhe> {
    const unidade = await repository.findById(session.ownerId, id);
    if (!unidade) throw new AppError('NOT_FOUND');
    return unidade;
  }

  async function checkValues(session: RequestSession, input: TUnidadeNegocioRequest, exceptId?: string) {
    if (input.empresaId && !(await repository.companyBelongsTo(session.ownerId, input.empresaId))) {
      throw new AppError('NOT_FOUND');
    }
    const duplicate = await repository.findDuplicate(session.ownerId, input, exceptId);
    if (duplicate) throw new AppError('CONFLICT', documentAlreadyExistsMessage(DUPLICATE_LABELS[duplicate]));
  }

  return {
    /**
     * The shell's unit dropdown (01 §7 `GET /listwithaccess`): the active units the user may access — the
     * session's own, read with its state and kept in memory with it (session-state.cache.ts): no query here.
     */
    listWithAccess(session: RequestSession): TUnidadeNegocio[] {
      return session.unidades.map(({ id, descricao }) => ({ id, descricao, ativo: true }));
    },

    /**
     * `GET /list[?ativos=true[&filtrarEmpresaVinculada=true]]`: an Administrador sees every unit of the
     * company; an Operador only the units assigned to them (01 §6). Deactivated units stay in the full
     * list (history) and leave the selectors (`ativos=true`).
     */
    list(session: RequestSession, query: TUnidadeNegocioListQuery): Promise<TUnidadeNegocioDetalhe[]> {
      return repository.list(session.ownerId, {
        ...(query.ativos ? { ativos: true } : {}),
        ...(query.filtrarEmpresaVinculada ? { comEmpresa: true } : {}),
        ...(session.role === Role.Administrador ? {} : { userId: session.userId }),
      });
    },

    get,

    /** Creates a unit; its creator gets access to it at once. */
    async create(session: RequestSession, input: TUnidadeNegocioRequest): Promise<TUnidadeNegocioDetalhe> {
      await checkValues(session, input);
      const id = await repository.insert(session.ownerId, input, session.userId);
      return get(session, id);
    },

    async update(
      session: RequestSession,
      id: string,
      input: TUnidadeNegocioRequest,
    ): Promise<TUnidadeNegocioDetalhe> {
      await get(session, id);
      await checkValues(session, input, id);
      await repository.update(session.ownerId, id, input);
      return get(session, id);
    },

    async setAtivo(session: RequestSession, id: string, ativo: boolean): Promise<void> {
      await get(session, id);
      await repository.setAtivo(session.ownerId, id, ativo);
    },

    /** Deletes a unit without loads; else 409 'O registro não pode ser alterado' (deactivate it instead). */
    async remove(session: RequestSession, id: string): Promise<void> {
      await get(session, id);
      try {
        await repository.delete(session.ownerId, id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
        throw error;
      }
    },
  };
}

export type UnidadesNegocioService = ReturnType<typeof createUnidadesNegocioService>;
