import { TipoLookup } from '@embarca/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresas, motoristas, veiculos } from '../../db/schema';
import { eTransportadora } from '../empresas/empresas.repository';
import { capacidadeDoConjuntoSql } from './capacidade-do-conjunto.sql';

/** Queries of the fleet reads (frota.service.ts). */
export function createFrotaRepository(db: Database) {
  return {
    /** The vehicles of the tenants, the caller's (`proprioId`) first, then by plate. */
    async listVeiculos(ownerIds: string[], proprioId: string, ativos: boolean | undefined) {
      return db
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          // The type's text: the vehicle tenant's own lookup value, else the product's.
          tipoVeiculo: sql<string | null>`(select t.texto from tipos t
            where t.tipo = ${TipoLookup.TipoVeiculo} and t.valor = ${veiculos.tipoVeiculo}
              and (t.owner_id = ${veiculos.ownerId} or t.owner_id is null)
            order by t.owner_id nulls last limit 1)`,
          frota: veiculos.frota,
          ativo: veiculos.ativo,
          proprio: sql<boolean>`${veiculos.ownerId} = ${proprioId}`,
          equipamento: sql<boolean>`${veiculos.tipoEquipamento} is not null`,
          // The outer row qualified (drizzle writes a one-table select's columns unqualified).
          conjunto: sql<string[]>`coalesce((select array_agg(e.id::text order by e.posicao_conjunto, e.placa)
            from ${veiculos} e where e.tracionador_id = ${sql.raw('"veiculos"."id"')} and e.ativo), '{}'::text[])`,
          // With its coupled set (the allocation rule's capacity for the lists' reasons).
          capacidadeKg: capacidadeDoConjuntoSql('capacidade_kg'),
          capacidadeM3: capacidadeDoConjuntoSql('capacidade_m3'),
        })
        .from(veiculos)
        .where(
          and(
            inArray(veiculos.ownerId, ownerIds),
            ativos === undefined ? undefined : eq(veiculos.ativo, ativos),
          ),
        )
        .orderBy(desc(sql`${veiculos.ownerId} = ${proprioId}`), asc(veiculos.placa));
    },

    /** The drivers of the tenants, the caller's first, then by name. */
    async listMotoristas(ownerIds: string[], proprioId: string, ativos: boolean | undefined) {
      return db
        .select({
          id: motoristas.id,
          nome: motoristas.nome,
          cpf: motoristas.cpf,
          telefone: motoristas.telefone,
          visibilidade: motoristas.visibilidade,
          ativo: motoristas.ativo,
          proprio: sql<boolean>`${motoristas.ownerId} = ${proprioId}`,
        })
        .from(motoristas)
        .where(
          and(
            inArray(motoristas.ownerId, ownerIds),
            ativos === undefined ? undefined : eq(motoristas.ativo, ativos),
          ),
        )
        .orderBy(desc(sql`${motoristas.ownerId} = ${proprioId}`), asc(motoristas.nome), asc(motoristas.id));
    },

    /** One of the owner's companies, with whether it is an active carrier and the tenant it is linked to. */
    async findEmpresa(ownerId: string, empresaId: string) {
      const rows = await db
        .select({
          id: empresas.id,
          linkedOwnerId: empresas.linkedOwnerId,
          transportadoraAtiva: sql<boolean>`(${empresas.ativo} and ${eTransportadora})`,
        })
        .from(empresas)
        .where(and(eq(empresas.id, empresaId), eq(empresas.ownerId, ownerId)))
        .limit(1);
      return rows[0];
    },
  };
}

export type FrotaRepository = ReturnType<typeof createFrotaRepository>;
