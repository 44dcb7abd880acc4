import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  caracteristicas,
  cargas,
  empresas,
  motoristas,
  owners,
  unidadesNegocio,
  veiculos,
} from '../../../db/schema/index';

const empresaPropria = alias(empresas, 'empresa_propria');
const transportadora = alias(empresas, 'transportadora');

/**
 * The manifest's header of the loads (romaneio), read by id after the gate, several at once (the unified
 * manifest asks for up to 50); the route and documents come from the load's read model.
 */
export function createRomaneioRepository(db: Database) {
  return {
    /**
     * The loads' header: the load, its business unit and characteristic, the shipper (the tenant's own
     * company), and the hired carrier, vehicle (with its trailers' plates) and driver.
     */
    async listCabecalhos(cargaIds: string[]) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          id: cargas.id,
          ownerId: cargas.ownerId,
          contratacaoOwnerId: cargas.contratacaoOwnerId,
          codigo: cargas.codigo,
          codigoIdentificador: cargas.codigoIdentificador,
          situacao: cargas.situacao,
          tipoFrete: cargas.tipoFrete,
          modalidade: cargas.modalidade,
          caracteristica: caracteristicas.descricao,
          unidadeNegocioId: unidadesNegocio.id,
          unidadeNegocioNome: unidadesNegocio.descricao,
          embarcadorNome: sql<string>`coalesce(${empresaPropria.nome}, ${owners.nome})`,
          embarcadorDocumento: empresaPropria.cnpj,
          transportadoraNome: transportadora.nome,
          transportadoraDocumento: transportadora.cnpj,
          placa: veiculos.placa,
          // Trailers in the order they were allocated.
          equipamentos: sql<
            string[] | null
          >`(select array_agg(e.placa order by array_position(${cargas.equipamentoIds}, e.id))
            from ${veiculos} e where e.id = any(${cargas.equipamentoIds}))`,
          motoristaNome: motoristas.nome,
          motoristaCpf: motoristas.cpf,
          motoristaTelefone: motoristas.telefone,
          contato: cargas.contato,
          telefone: cargas.telefone,
          email: cargas.email,
          dhPublicacao: cargas.dhPublicacao,
          dhColeta: cargas.dhColeta,
          dhEntrega: cargas.dhEntrega,
          dhFinalizacao: cargas.dhFinalizacao,
          criadoEm: cargas.createdAt,
          peso: cargas.peso,
          volume: cargas.volume,
          volumeUnidade: cargas.volumeUnidade,
          valorCarga: cargas.valorCarga,
          valorFrete: cargas.valorFrete,
          quantidade: cargas.quantidade,
          acondicionamento: cargas.acondicionamento,
          distancia: cargas.distancia,
        })
        .from(cargas)
        .innerJoin(owners, eq(owners.id, cargas.ownerId))
        .leftJoin(empresaPropria, eq(empresaPropria.id, owners.empresaId))
        .innerJoin(unidadesNegocio, eq(unidadesNegocio.id, cargas.unidadeNegocioId))
        .leftJoin(caracteristicas, eq(caracteristicas.id, cargas.caracteristicaId))
        .leftJoin(transportadora, eq(transportadora.id, cargas.transportadoraEmpresaId))
        .leftJoin(veiculos, eq(veiculos.id, cargas.veiculoId))
        .leftJoin(motoristas, eq(motoristas.id, cargas.motoristaId))
        .where(inArray(cargas.id, cargaIds));
    },
  };
}

export type RomaneioRepository = ReturnType<typeof createRomaneioRepository>;
