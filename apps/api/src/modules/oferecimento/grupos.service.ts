import {
  OFERECIMENTO_MESSAGES,
  type TGrupoTransportadoras,
  type TGrupoTransportadorasRequest,
} from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gruposTransportadoras } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import { createOferecimentoRepository } from './oferecimento.repository';

/** Saved groups of carriers (restricted offering to a set): the company's own; another company's id → 404. */
export function createGruposService(db: Database) {
  const repository = createOferecimentoRepository(db);

  async function comNomes(grupo: typeof gruposTransportadoras.$inferSelect): Promise<TGrupoTransportadoras> {
    const nomes = await repository.nomesDasEmpresas(grupo.transportadoraEmpresaIds);
    return {
      id: grupo.id,
      nome: grupo.nome,
      transportadoras: grupo.transportadoraEmpresaIds.map((empresaId) => ({
        empresaId,
        nome: nomes.get(empresaId) ?? '',
      })),
    };
  }

  async function validar(session: RequestSession, body: TGrupoTransportadorasRequest) {
    const ids = [...new Set(body.transportadoraEmpresaIds)];
    const encontradas = await repository.transportadoras(session.ownerId, ids);
    if (encontradas.length !== ids.length)
      throw fieldError('transportadoraEmpresaIds', OFERECIMENTO_MESSAGES.transportadoraInvalida);
    return ids;
  }

  async function gravar<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('nome', OFERECIMENTO_MESSAGES.grupoNomeEmUso);
      throw error;
    }
  }

  async function exigir(session: RequestSession, id: string) {
    const grupo = await repository.grupo(session.ownerId, id);
    if (!grupo) throw new AppError('NOT_FOUND');
    return grupo;
  }

  return {
    async listar(session: RequestSession): Promise<TGrupoTransportadoras[]> {
      return Promise.all((await repository.grupos(session.ownerId)).map(comNomes));
    },

    async criar(session: RequestSession, body: TGrupoTransportadorasRequest): Promise<TGrupoTransportadoras> {
      const ids = await validar(session, body);
      const [grupo] = await gravar(() =>
        db
          .insert(gruposTransportadoras)
          .values({ ownerId: session.ownerId, nome: body.nome, transportadoraEmpresaIds: ids })
          .returning(),
      );
      if (!grupo) throw new Error('grupo não gravado');
      return comNomes(grupo);
    },

    async alterar(
      session: RequestSession,
      id: string,
      body: TGrupoTransportadorasRequest,
    ): Promise<TGrupoTransportadoras> {
      await exigir(session, id);
      const ids = await validar(session, body);
      const [grupo] = await gravar(() =>
        db
          .update(gruposTransportadoras)
          .set({ nome: body.nome, transportadoraEmpresaIds: ids })
          .where(and(eq(gruposTransportadoras.id, id), eq(gruposTransportadoras.ownerId, session.ownerId)))
          .returning(),
      );
      if (!grupo) throw new AppError('NOT_FOUND');
      return comNomes(grupo);
    },

    async excluir(session: RequestSession, id: string): Promise<void> {
      await exigir(session, id);
      await db
        .delete(gruposTransportadoras)
        .where(and(eq(gruposTransportadoras.id, id), eq(gruposTransportadoras.ownerId, session.ownerId)));
    },
  };
}

export type GruposService = ReturnType<typeof createGruposService>;
