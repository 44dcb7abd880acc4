import {
  OFERTAS_EM_NEGOCIACAO,
  SITUACAO_OCORRENCIA_CARGA_FINALIZADA,
  SituacaoCarga,
  SituacaoOfertaCarga,
  TipoLookup,
} from '@embarca/domain';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cargaHistorico,
  cargaOfertas,
  cargas,
  empresas,
  motoristas,
  ocorrencias,
  owners,
  pedidos,
  tipos,
  unidadesNegocio,
  veiculos,
} from '../../../db/schema/index';
import { eTransportadora } from '../../empresas/empresas.repository';

/** The hiring written with an allocation through a carrier (allocation type 2). */
export interface Contratacao {
  transportadoraEmpresaId: string;
  transportadoraOwnerId: string | null;
  /** The offer's tipo when it is created: the load's visibility (1 restrita, 2 direcionada). */
  tipo: number;
}

/** The other loads of a lot deactivated with one of them. */
export interface LoteDesativacao {
  loteId: string;
  /** The business units the caller may act on (the request's scope). */
  unidadeIds: string[];
  situacoes: readonly number[];
  motivoDesativacao: number;
  usuarioId: string;
  descricao: string;
  dados: unknown;
}

/**
 * Queries of the load actions: the fleet, carriers, units and reasons an action refers to, and the writes
 * an action makes beside the load's row — built over the action's transaction (`also` of the write path).
 */
export function createAcoesRepository(db: Database) {
  return {
    /** An active vehicle of one of the given tenants. */
    async findVeiculo(id: string, ownerIds: string[]) {
      const rows = await db
        .select({ id: veiculos.id, placa: veiculos.placa, tipoEquipamento: veiculos.tipoEquipamento })
        .from(veiculos)
        .where(and(eq(veiculos.id, id), inArray(veiculos.ownerId, ownerIds), eq(veiculos.ativo, true)))
        .limit(1);
      return rows[0];
    },

    /** The active vehicles of the given tenants among the ids (plate and whether each is an equipment). */
    async findVeiculos(ids: string[], ownerIds: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: veiculos.id, placa: veiculos.placa, tipoEquipamento: veiculos.tipoEquipamento })
        .from(veiculos)
        .where(and(inArray(veiculos.id, ids), inArray(veiculos.ownerId, ownerIds), eq(veiculos.ativo, true)));
    },

    /** An active driver of one of the given tenants. */
    async findMotorista(id: string, ownerIds: string[]) {
      const rows = await db
        .select({ id: motoristas.id, nome: motoristas.nome })
        .from(motoristas)
        .where(and(eq(motoristas.id, id), inArray(motoristas.ownerId, ownerIds), eq(motoristas.ativo, true)))
        .limit(1);
      return rows[0];
    },

    /** One of the owner's active carriers (linked as carrier, or of carrier type), with its tenant. */
    async findTransportadora(ownerId: string, empresaId: string) {
      const rows = await db
        .select({ id: empresas.id, nome: empresas.nome, linkedOwnerId: empresas.linkedOwnerId })
        .from(empresas)
        .where(
          and(
            eq(empresas.id, empresaId),
            eq(empresas.ownerId, ownerId),
            eq(empresas.ativo, true),
            eTransportadora,
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The tenant's own company row (the "carrier" of an own-fleet allocation). */
    async findEmpresaPropria(ownerId: string): Promise<string | null> {
      const rows = await db
        .select({ empresaId: owners.empresaId })
        .from(owners)
        .where(eq(owners.id, ownerId))
        .limit(1);
      return rows[0]?.empresaId ?? null;
    },

    /** An active load-deactivation reason (kind 12) the owner may use: its own or the product's. */
    async findMotivoDesativacao(ownerId: string, valor: number) {
      const rows = await db
        .select({ valor: tipos.valor, texto: tipos.texto })
        .from(tipos)
        .where(
          and(
            eq(tipos.tipo, TipoLookup.DesativacaoCarga),
            eq(tipos.valor, valor),
            eq(tipos.ativo, true),
            or(isNull(tipos.ownerId), eq(tipos.ownerId, ownerId)),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async findUnidade(id: string) {
      const rows = await db
        .select({
          id: unidadesNegocio.id,
          ownerId: unidadesNegocio.ownerId,
          descricao: unidadesNegocio.descricao,
          ativo: unidadesNegocio.ativo,
        })
        .from(unidadesNegocio)
        .where(eq(unidadesNegocio.id, id))
        .limit(1);
      return rows[0];
    },

    /** Every open offer of the load (ofertada, aceita) but `exceptId` cancelled: the load is no longer on offer. */
    async cancelarOfertasAbertas(cargaId: string, exceptId?: string) {
      await db
        .update(cargaOfertas)
        .set({ situacao: SituacaoOfertaCarga.Cancelada })
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            inArray(cargaOfertas.situacao, [...OFERTAS_EM_NEGOCIACAO]),
            exceptId ? ne(cargaOfertas.id, exceptId) : undefined,
          ),
        );
    },

    /**
     * The hiring of an allocation through a carrier: its offer marked contratada (created when the carrier
     * had none) and linked as the load's contratacao. Returns the offer's id.
     */
    async contratar(cargaId: string, ownerId: string, contratacao: Contratacao): Promise<string | null> {
      const [oferta] = await db
        .insert(cargaOfertas)
        .values({
          cargaId,
          ownerId,
          transportadoraEmpresaId: contratacao.transportadoraEmpresaId,
          transportadoraOwnerId: contratacao.transportadoraOwnerId,
          tipo: contratacao.tipo,
          situacao: SituacaoOfertaCarga.Contratada,
        })
        .onConflictDoUpdate({
          target: [cargaOfertas.cargaId, cargaOfertas.transportadoraEmpresaId],
          set: {
            situacao: SituacaoOfertaCarga.Contratada,
            transportadoraOwnerId: contratacao.transportadoraOwnerId,
          },
        })
        .returning({ id: cargaOfertas.id });
      const contratacaoId = oferta?.id ?? null;
      await db.update(cargas).set({ contratacaoId }).where(eq(cargas.id, cargaId));
      return contratacaoId;
    },

    /** The hiring's offer cancelled with its load. */
    async cancelarContratacao(cargaId: string, contratacaoId: string) {
      await db
        .update(cargaOfertas)
        .set({ situacao: SituacaoOfertaCarga.Cancelada })
        .where(and(eq(cargaOfertas.id, contratacaoId), eq(cargaOfertas.cargaId, cargaId)));
    },

    /** Every occurrence with the load's code (codes are per company) closed: situacao 4, carga_finalizada (02 §4). */
    async fecharOcorrencias(ownerId: string, cargaCodigo: number) {
      await db
        .update(ocorrencias)
        .set({ situacao: SITUACAO_OCORRENCIA_CARGA_FINALIZADA, cargaFinalizada: true })
        .where(and(eq(ocorrencias.ownerId, ownerId), eq(ocorrencias.cargaCodigo, cargaCodigo)));
    },

    /**
     * The other active loads of the lot in the caller's scope and in a situacao that may be deactivated,
     * deactivated with the first (version bumped, history row each). Returns them.
     */
    /**
     * reverterFormacao (02 §3 deactivation form; issue 21): the orders the load was formed from go back to
     * the formation pool (no draft, no load). Returns how many.
     */
    async devolverPedidosDaFormacao(ownerId: string, cargaId: string): Promise<number> {
      const rows = await db
        .update(pedidos)
        .set({ cargaId: null, minutaId: null, ordenacaoMinuta: null })
        .where(and(eq(pedidos.ownerId, ownerId), eq(pedidos.cargaId, cargaId)))
        .returning({ id: pedidos.id });
      return rows.length;
    },

    async desativarOutrasDoLote(ownerId: string, cargaId: string, lote: LoteDesativacao) {
      if (lote.unidadeIds.length === 0) return [];
      const outras = await db
        .update(cargas)
        .set({
          situacaoAnterior: sql`${cargas.situacao}`,
          situacao: SituacaoCarga.Desativada,
          motivoDesativacao: lote.motivoDesativacao,
          ativo: false,
          etapaId: null,
          version: sql`${cargas.version} + 1`,
        })
        .where(
          and(
            eq(cargas.ownerId, ownerId),
            eq(cargas.loteId, lote.loteId),
            ne(cargas.id, cargaId),
            eq(cargas.ativo, true),
            inArray(cargas.situacao, [...lote.situacoes]),
            inArray(cargas.unidadeNegocioId, lote.unidadeIds),
          ),
        )
        .returning({
          id: cargas.id,
          ownerId: cargas.ownerId,
          unidadeNegocioId: cargas.unidadeNegocioId,
          codigo: cargas.codigo,
          version: cargas.version,
          contratacaoOwnerId: cargas.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
        });
      if (outras.length > 0) {
        await db.insert(cargaHistorico).values(
          outras.map((outra) => ({
            cargaId: outra.id,
            ownerId,
            usuarioId: lote.usuarioId,
            acao: 'desativar',
            descricao: lote.descricao,
            dados: lote.dados,
          })),
        );
      }
      return outras;
    },
  };
}

export type AcoesRepository = ReturnType<typeof createAcoesRepository>;
