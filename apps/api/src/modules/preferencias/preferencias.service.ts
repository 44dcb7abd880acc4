import type { TPreferenciaValor as JsonValue, TPreferencia } from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { PreferenciasRepository } from './preferencias.repository';

type Preferencia = { nome: string; valor: JsonValue };

/** Owner and user preferences stored by name (01 §3, §7). Only the caller's own owner and user. */
export function createPreferenciasService({ repository }: { repository: PreferenciasRepository }) {
  const asPreferencia = (row: { nome: string; valor: unknown }): Preferencia => ({
    nome: row.nome,
    valor: row.valor as JsonValue,
  });

  return {
    listOwner: async (session: RequestSession) =>
      (await repository.listOwner(session.ownerId)).map(asPreferencia),

    /**
     * GET /owner-preferences/preferencia/{name}?ownerId. A preference never saved is not an error: it
     * answers 200 with `valor: null` (the caller then uses its default, e.g. PERSONALIZACAO_CARD_PADRAO).
     * Another owner's id answers 404 (never 403: no hint that the owner exists).
     */
    async getOwner(session: RequestSession, nome: string, ownerId?: string): Promise<Preferencia> {
      if (ownerId && ownerId.toLowerCase() !== session.ownerId.toLowerCase()) throw new AppError('NOT_FOUND');
      const row = await repository.findOwner(session.ownerId, nome);
      return row ? asPreferencia(row) : { nome, valor: null };
    },

    async saveOwner(session: RequestSession, input: TPreferencia): Promise<Preferencia> {
      await repository.upsertOwner(session.ownerId, input.nome, input.valor);
      return { nome: input.nome, valor: input.valor as JsonValue };
    },

    listUser: async (session: RequestSession) =>
      (await repository.listUser(session.userId)).map(asPreferencia),

    async saveUser(session: RequestSession, input: TPreferencia): Promise<Preferencia> {
      await repository.upsertUser(session.ownerId, session.userId, input.nome, input.valor);
      return { nome: input.nome, valor: input.valor as JsonValue };
    },
  };
}

export type PreferenciasService = ReturnType<typeof createPreferenciasService>;
