import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresas, owners, usuarios } from '../../db/schema';
import { foldedContains } from '../../lib/sql-text';

const ownerColumns = {
  id: owners.id,
  nome: owners.nome,
  tipo: owners.tipo,
  documento: empresas.cnpj,
  licenseType: owners.licenseType,
  modules: owners.modules,
  trialDays: owners.trialDays,
  trialStartedAt: owners.trialStartedAt,
  acessoBloqueado: owners.acessoBloqueado,
  ativo: owners.ativo,
  usuarios: sql<number>`(select count(*)::int from ${usuarios} where ${usuarios.ownerId} = ${owners.id})`,
};

export type PainelOwnerRow = {
  id: string;
  nome: string;
  tipo: number;
  documento: string | null;
  licenseType: number;
  modules: string[];
  trialDays: number | null;
  trialStartedAt: Date | null;
  acessoBloqueado: boolean;
  ativo: boolean;
  usuarios: number;
};

export interface PainelOwnerValues {
  licenseType: number;
  modules: string[];
  trialDays: number | null;
  trialStartedAt: Date | null;
  acessoBloqueado: boolean;
  ativo: boolean;
}

/** Every tenant of the platform: the support panel is the one place that reads across owners. */
export function createPainelAdminRepository(db: Database) {
  const selectOwners = () =>
    db.select(ownerColumns).from(owners).leftJoin(empresas, eq(empresas.id, owners.empresaId)).$dynamic();
  return {
    async list(query?: string): Promise<PainelOwnerRow[]> {
      return selectOwners()
        .where(
          query
            ? sql`(${foldedContains(owners.nome, query)} or ${foldedContains(empresas.cnpj, query.replace(/[^0-9A-Za-z]/g, '') || query)})`
            : undefined,
        )
        .orderBy(asc(owners.nome));
    },

    async findById(id: string): Promise<PainelOwnerRow | undefined> {
      const rows = await selectOwners().where(eq(owners.id, id)).limit(1);
      return rows[0];
    },

    async update(id: string, values: PainelOwnerValues): Promise<void> {
      await db.update(owners).set(values).where(eq(owners.id, id));
    },
  };
}

export type PainelAdminRepository = ReturnType<typeof createPainelAdminRepository>;
