import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  caracteristicas,
  cargaDocumentoItens,
  cargaDocumentos,
  cargaRotas,
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
 * Reads of the manifests (romaneio). The service decides visibility first (the board's rules,
 * QuadroService.getCards); these queries then read the visible loads by id, several at once (the unified
 * manifest asks for up to 50): one query per table, never one per load.
 */
export function createCargasRomaneioRepository(db: Database) {
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

    /** The loads' route points in route order, with the point's company and its address. */
    async listRotas(cargaIds: string[]) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          cargaId: cargaRotas.cargaId,
          ordem: cargaRotas.ordem,
          rota: cargaRotas.rota,
          empresaNome: empresas.nome,
          empresaDocumento: empresas.cnpj,
          logradouro: empresas.logradouro,
          numero: empresas.numero,
          complemento: empresas.complemento,
          bairro: empresas.bairro,
          cep: empresas.cep,
          localidade: cargaRotas.localidade,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
          dhPrevista: cargaRotas.dhPrevista,
          dhFimPrevista: cargaRotas.dhFimPrevista,
          dhRealizada: cargaRotas.dhRealizada,
        })
        .from(cargaRotas)
        .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
        .where(inArray(cargaRotas.cargaId, cargaIds))
        .orderBy(asc(cargaRotas.cargaId), asc(cargaRotas.ordem));
    },

    /** The loads' documents: the register form's order, then by invoice and code. */
    async listDocumentos(cargaIds: string[]) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          cargaId: cargaDocumentos.cargaId,
          id: cargaDocumentos.id,
          codigo: cargaDocumentos.codigo,
          descricao: cargaDocumentos.descricao,
          numero: cargaDocumentos.numero,
          quantidade: cargaDocumentos.quantidade,
          tipoAcondicionamento: cargaDocumentos.tipoAcondicionamento,
          peso: cargaDocumentos.peso,
          cubagem: cargaDocumentos.cubagem,
          valor: cargaDocumentos.valor,
          comprimento: cargaDocumentos.comprimento,
          largura: cargaDocumentos.largura,
          altura: cargaDocumentos.altura,
          numeroNf: cargaDocumentos.numeroNf,
          chaveNf: cargaDocumentos.chaveNf,
        })
        .from(cargaDocumentos)
        .where(inArray(cargaDocumentos.cargaId, cargaIds))
        .orderBy(
          sql`${cargaDocumentos.ordem} asc nulls last`,
          asc(cargaDocumentos.numeroNf),
          asc(cargaDocumentos.codigo),
          asc(cargaDocumentos.id),
        );
    },

    /** The items of the loads' documents, in their order within each document. */
    async listItens(cargaIds: string[]) {
      if (cargaIds.length === 0) return [];
      return db
        .select({
          cargaDocumentoId: cargaDocumentoItens.cargaDocumentoId,
          id: cargaDocumentoItens.id,
          ordem: cargaDocumentoItens.ordem,
          codigo: cargaDocumentoItens.codigo,
          descricao: cargaDocumentoItens.descricao,
          quantidade: cargaDocumentoItens.quantidade,
          peso: cargaDocumentoItens.peso,
          valor: cargaDocumentoItens.valor,
        })
        .from(cargaDocumentoItens)
        .innerJoin(
          cargaDocumentos,
          and(
            eq(cargaDocumentos.id, cargaDocumentoItens.cargaDocumentoId),
            eq(cargaDocumentos.ownerId, cargaDocumentoItens.ownerId),
          ),
        )
        .where(inArray(cargaDocumentos.cargaId, cargaIds))
        .orderBy(asc(cargaDocumentoItens.cargaDocumentoId), asc(cargaDocumentoItens.ordem));
    },
  };
}

export type CargasRomaneioRepository = ReturnType<typeof createCargasRomaneioRepository>;
