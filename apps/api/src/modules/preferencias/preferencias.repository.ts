import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownerPreferences, userPreferences } from '../../db/schema';

export interface PreferenciaRow {
  nome: string;
  valor: unknown;
}

export function createPreferenciasRepository(db: Database) {
  return {
    async listOwner(ownerId: string): Promise<PreferenciaRow[]> {
      return db
        .select({ nome: ownerPreferences.nome, valor: ownerPreferences.valor })
        .from(ownerPreferences)
        .where(eq(ownerPreferences.ownerId, ownerId))
        .orderBy(asc(ownerPreferences.nome));
    },

    async findOwner(ownerId: string, nome: string): Promise<PreferenciaRow | undefined> {
      const rows = await db
        .select({ nome: ownerPreferences.nome, valor: ownerPreferences.valor })
        .from(ownerPreferences)
        .where(and(eq(ownerPreferences.ownerId, ownerId), eq(ownerPreferences.nome, nome)))
        .limit(1);
      return rows[0];
    },

    /** Inserts or replaces the owner's preference of that name. */
    async upsertOwner(ownerId: string, nome: string, valor: unknown): Promise<void> {
      await db
        .insert(ownerPreferences)
        .values({ ownerId, nome, valor })
        .onConflictDoUpdate({
          target: [ownerPreferences.ownerId, ownerPreferences.nome],
          set: { valor, updatedAt: new Date() },
        });
    },

    async listUser(usuarioId: string): Promise<PreferenciaRow[]> {
      return db
        .select({ nome: userPreferences.nome, valor: userPreferences.valor })
        .from(userPreferences)
        .where(eq(userPreferences.usuarioId, usuarioId))
        .orderBy(asc(userPreferences.nome));
    },

    async upsertUser(ownerId: string, usuarioId: string, nome: string, valor: unknown): Promise<void> {
      await db
        .insert(userPreferences)
        .values({ ownerId, usuarioId, nome, valor })
        .onConflictDoUpdate({
          target: [userPreferences.usuarioId, userPreferences.nome],
          set: { valor, updatedAt: new Date() },
        });
    },
  };
}

export type PreferenciasRepository = ReturnType<typeof createPreferenciasRepository>;
