import {
  CODIGO_GRUPO_QUADRO,
  GrupoQuadro,
  OFERTAS_EM_NEGOCIACAO,
  OFERTAS_ENCERRADAS,
  OFERTAS_VIGENTES,
  SituacaoOfertaCarga,
  TipoCaracteristica,
  TipoOferta,
  TipoQuadro,
} from '@embarca/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  caracteristicas,
  cargaDocumentoItens,
  cargaDocumentos,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  kanbanEtapas,
  ownerCounters,
  tabelasFrete,
  unidadesNegocio,
} from '../../../db/schema/index';
import { eTransportadora } from '../../empresas/empresas.repository';

import type { NovaCarga } from '../carga.writer';
export type NovaRota = Omit<typeof cargaRotas.$inferInsert, 'cargaId' | 'ownerId'>;
export type NovoDocumento = Omit<typeof cargaDocumentos.$inferInsert, 'cargaId' | 'ownerId'> & {
  itens: Omit<typeof cargaDocumentoItens.$inferInsert, 'cargaDocumentoId' | 'ownerId'>[];
};
/** A directed carrier: the shipper's company row and the carrier's tenant when it is on the platform. */
export interface Direcionamento {
  transportadoraEmpresaId: string;
  transportadoraOwnerId: string | null;
}

/** Everything a load's register writes, besides the load row itself. */
export interface FilhosDaCarga {
  rotas: NovaRota[];
  documentos: NovoDocumento[];
  direcionadas: Direcionamento[];
}

/** The documents in the form's order: the register's position, then (documents from elsewhere) by NF. */
const ORDEM_DOCUMENTOS = [
  sql`${cargaDocumentos.ordem} asc nulls last`,
  asc(cargaDocumentos.numeroNf),
  asc(cargaDocumentos.codigo),
  asc(cargaDocumentos.id),
];

/**
 * Queries of the load register and edit (cadastro.service.ts). Built on the database or on a
 * transaction (`cadastrarCarga` runs inside its caller's). Every read is scoped by owner.
 */
export function createCadastroRepository(db: Database) {
  async function inserirDocumentos(ownerId: string, cargaId: string, documentos: NovoDocumento[]) {
    for (const { itens, ...documento } of documentos) {
      const [criado] = await db
        .insert(cargaDocumentos)
        .values({ ...documento, cargaId, ownerId })
        .returning({ id: cargaDocumentos.id });
      await inserirItens(ownerId, criado!.id, itens);
    }
  }

  async function inserirItens(ownerId: string, cargaDocumentoId: string, itens: NovoDocumento['itens']) {
    if (itens.length === 0) return;
    await db
      .insert(cargaDocumentoItens)
      .values(itens.map((item) => ({ ...item, cargaDocumentoId, ownerId })));
  }

  return {
    /** One of the owner's active business units. */
    async findUnidade(ownerId: string, unidadeId: string) {
      const rows = await db
        .select({ id: unidadesNegocio.id })
        .from(unidadesNegocio)
        .where(
          and(
            eq(unidadesNegocio.id, unidadeId),
            eq(unidadesNegocio.ownerId, ownerId),
            eq(unidadesNegocio.ativo, true),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The owner's active companies among `ids`, telling carriers apart. */
    async listEmpresasAtivas(ownerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: empresas.id,
          nome: empresas.nome,
          linkedOwnerId: empresas.linkedOwnerId,
          transportadora: eTransportadora,
        })
        .from(empresas)
        .where(and(inArray(empresas.id, ids), eq(empresas.ownerId, ownerId), eq(empresas.ativo, true)));
    },

    /** The owner's active companies with one of the CNPJs (the import names companies by CNPJ). */
    async listEmpresasAtivasPorCnpj(ownerId: string, cnpjs: string[]) {
      if (cnpjs.length === 0) return [];
      return db
        .select({ id: empresas.id, cnpj: empresas.cnpj, transportadora: eTransportadora })
        .from(empresas)
        .where(and(inArray(empresas.cnpj, cnpjs), eq(empresas.ownerId, ownerId), eq(empresas.ativo, true)));
    },

    /** One of the owner's active load characteristics. */
    /** One of the owner's freight table versions (a load quoted with it). */
    async findTabelaFrete(ownerId: string, id: string) {
      const rows = await db
        .select({ id: tabelasFrete.id })
        .from(tabelasFrete)
        .where(and(eq(tabelasFrete.id, id), eq(tabelasFrete.ownerId, ownerId)))
        .limit(1);
      return rows[0];
    },

    async findCaracteristicaCarga(ownerId: string, id: string) {
      const rows = await db
        .select({ id: caracteristicas.id })
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.id, id),
            eq(caracteristicas.ownerId, ownerId),
            eq(caracteristicas.tipo, TipoCaracteristica.Carga),
            eq(caracteristicas.desativada, false),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** Every active load characteristic of the owner (the import names them by description). */
    async listCaracteristicasCarga(ownerId: string) {
      return db
        .select({ id: caracteristicas.id, descricao: caracteristicas.descricao })
        .from(caracteristicas)
        .where(
          and(
            eq(caracteristicas.ownerId, ownerId),
            eq(caracteristicas.tipo, TipoCaracteristica.Carga),
            eq(caracteristicas.desativada, false),
          ),
        );
    },

    /** The first stage of the loads board's "awaiting allocation" group, when the owner has stages. */
    async findPrimeiraEtapaAguardando(ownerId: string): Promise<string | null> {
      const rows = await db
        .select({ id: kanbanEtapas.id })
        .from(kanbanEtapas)
        .where(
          and(
            eq(kanbanEtapas.ownerId, ownerId),
            eq(kanbanEtapas.tipoQuadro, TipoQuadro.Cargas),
            eq(kanbanEtapas.grupoEtapa, CODIGO_GRUPO_QUADRO[GrupoQuadro.AguardandoAlocacao]),
          ),
        )
        .orderBy(asc(kanbanEtapas.ordem), asc(kanbanEtapas.id))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /**
     * The owner's next load code (owner_counters 'carga'): the counter row is created or bumped by one
     * upsert, whose row lock holds until the caller's transaction ends — concurrent registrations of the
     * same owner queue there and each gets its own number. Never below the highest code already stored,
     * so loads written without the counter (older data, the scale generator) cannot collide.
     */
    async proximoCodigo(ownerId: string): Promise<number> {
      const rows = await db
        .insert(ownerCounters)
        .values({
          ownerId,
          nome: 'carga',
          valor: sql`(select coalesce(max(${cargas.codigo}), 0) + 1 from ${cargas} where ${cargas.ownerId} = ${ownerId})`,
        })
        .onConflictDoUpdate({
          target: [ownerCounters.ownerId, ownerCounters.nome],
          set: { valor: sql`greatest(${ownerCounters.valor} + 1, excluded.valor)` },
        })
        .returning({ valor: ownerCounters.valor });
      return Number(rows[0]!.valor);
    },

    /**
     * Gives back a code taken by `proximoCodigo` whose load was not written (its transaction failed), when
     * no later code was taken meanwhile; otherwise the number stays unused, as a sequence's would.
     */
    async devolverCodigo(ownerId: string, codigo: number): Promise<void> {
      await db
        .update(ownerCounters)
        .set({ valor: codigo - 1 })
        .where(
          and(
            eq(ownerCounters.ownerId, ownerId),
            eq(ownerCounters.nome, 'carga'),
            eq(ownerCounters.valor, codigo),
          ),
        );
    },

    /** The load row, its route, documents with items and directed offers (in the caller's transaction). */
    async inserirCarga(carga: NovaCarga & { id: string; ownerId: string }, filhos: FilhosDaCarga) {
      await db.insert(cargas).values(carga);
      if (filhos.rotas.length > 0) {
        await db
          .insert(cargaRotas)
          .values(filhos.rotas.map((rota) => ({ ...rota, cargaId: carga.id, ownerId: carga.ownerId })));
      }
      await inserirDocumentos(carga.ownerId, carga.id, filhos.documentos);
      if (filhos.direcionadas.length > 0) {
        await db.insert(cargaOfertas).values(
          filhos.direcionadas.map((direcionada) => ({
            ...direcionada,
            cargaId: carga.id,
            ownerId: carga.ownerId,
            tipo: TipoOferta.Direcionada,
            situacao: SituacaoOfertaCarga.Ofertada,
          })),
        );
      }
    },

    /** The carriers the load is still directed to (the form's transportadoras), with their tenant. */
    async listDirecionadas(cargaId: string) {
      return db
        .select({
          transportadoraEmpresaId: cargaOfertas.transportadoraEmpresaId,
          transportadoraOwnerId: cargaOfertas.transportadoraOwnerId,
        })
        .from(cargaOfertas)
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            eq(cargaOfertas.tipo, TipoOferta.Direcionada),
            inArray(cargaOfertas.situacao, [...OFERTAS_VIGENTES]),
          ),
        )
        .orderBy(asc(cargaOfertas.createdAt), asc(cargaOfertas.id));
    },

    /**
     * The edit's writes after the load row (inside the write path's transaction). Route points and documents
     * are matched by position: the rows that stay keep their ids (attachments point at route points, other
     * modules at documents) and what was recorded on them (dh_realizada); extra new ones are inserted,
     * surplus old ones deleted; a document's items are replaced. Directed carriers: the listed ones get a
     * directed offer (a refused or cancelled one is offered again), open directed offers of the others are
     * cancelled; a hiring stays.
     */
    async substituirFilhos(ownerId: string, cargaId: string, filhos: FilhosDaCarga) {
      const rotasAtuais = await db
        .select({ id: cargaRotas.id, ordem: cargaRotas.ordem })
        .from(cargaRotas)
        .where(eq(cargaRotas.cargaId, cargaId))
        .orderBy(asc(cargaRotas.ordem));
      // Free the positions first: (carga_id, ordem) is unique and points may move.
      if (rotasAtuais.length > 0) {
        await db
          .update(cargaRotas)
          .set({ ordem: sql`-${cargaRotas.ordem}` })
          .where(eq(cargaRotas.cargaId, cargaId));
      }
      for (const [index, rota] of filhos.rotas.entries()) {
        const atual = rotasAtuais[index];
        if (atual) await db.update(cargaRotas).set(rota).where(eq(cargaRotas.id, atual.id));
        else await db.insert(cargaRotas).values({ ...rota, cargaId, ownerId });
      }
      const rotasSobrando = rotasAtuais.slice(filhos.rotas.length).map((rota) => rota.id);
      if (rotasSobrando.length > 0) await db.delete(cargaRotas).where(inArray(cargaRotas.id, rotasSobrando));

      const documentosAtuais = await db
        .select({ id: cargaDocumentos.id })
        .from(cargaDocumentos)
        .where(eq(cargaDocumentos.cargaId, cargaId))
        .orderBy(...ORDEM_DOCUMENTOS);
      for (const [index, { itens, ...documento }] of filhos.documentos.entries()) {
        const atual = documentosAtuais[index];
        if (!atual) {
          await inserirDocumentos(ownerId, cargaId, [{ ...documento, itens }]);
          continue;
        }
        await db.update(cargaDocumentos).set(documento).where(eq(cargaDocumentos.id, atual.id));
        await db.delete(cargaDocumentoItens).where(eq(cargaDocumentoItens.cargaDocumentoId, atual.id));
        await inserirItens(ownerId, atual.id, itens);
      }
      const documentosSobrando = documentosAtuais.slice(filhos.documentos.length).map((d) => d.id);
      if (documentosSobrando.length > 0) {
        await db.delete(cargaDocumentos).where(inArray(cargaDocumentos.id, documentosSobrando));
      }

      const listadas = filhos.direcionadas.map((d) => d.transportadoraEmpresaId);
      await db
        .update(cargaOfertas)
        .set({ situacao: SituacaoOfertaCarga.Cancelada })
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            eq(cargaOfertas.tipo, TipoOferta.Direcionada),
            inArray(cargaOfertas.situacao, [...OFERTAS_EM_NEGOCIACAO]),
            listadas.length > 0 ? notInArray(cargaOfertas.transportadoraEmpresaId, listadas) : undefined,
          ),
        );
      for (const direcionada of filhos.direcionadas) {
        await db
          .insert(cargaOfertas)
          .values({
            ...direcionada,
            cargaId,
            ownerId,
            tipo: TipoOferta.Direcionada,
            situacao: SituacaoOfertaCarga.Ofertada,
          })
          .onConflictDoUpdate({
            target: [cargaOfertas.cargaId, cargaOfertas.transportadoraEmpresaId],
            set: {
              tipo: TipoOferta.Direcionada,
              transportadoraOwnerId: direcionada.transportadoraOwnerId,
              situacao: sql`case when ${cargaOfertas.situacao} in (${sql.join(
                OFERTAS_ENCERRADAS.map((s) => sql`${s}`),
                sql`, `,
              )}) then ${SituacaoOfertaCarga.Ofertada} else ${cargaOfertas.situacao} end`,
            },
          });
      }
    },

    /** One document of the owner's, with its load (the gate then checks the load). */
    async findDocumento(ownerId: string, documentoId: string) {
      const rows = await db
        .select({ id: cargaDocumentos.id, cargaId: cargaDocumentos.cargaId, numero: cargaDocumentos.numero })
        .from(cargaDocumentos)
        .where(and(eq(cargaDocumentos.id, documentoId), eq(cargaDocumentos.ownerId, ownerId)))
        .limit(1);
      return rows[0];
    },

    /** Updates one document's fields (inside the write path's transaction). */
    async atualizarDocumento(documentoId: string, set: Partial<typeof cargaDocumentos.$inferInsert>) {
      await db.update(cargaDocumentos).set(set).where(eq(cargaDocumentos.id, documentoId));
    },
  };
}

export type CadastroRepository = ReturnType<typeof createCadastroRepository>;
