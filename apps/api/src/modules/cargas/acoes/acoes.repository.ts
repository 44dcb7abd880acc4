import { SITUACAO_OCORRENCIA_CARGA_FINALIZADA } from '@embarca/domain';
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
  tipos,
  unidadesNegocio,
  usuarios,
  usuarioUnidadesNegocio,
  veiculos,
} from '../../../db/schema/index';
import { type LoadChange, runLoadChange, type Tx } from '../carga.read-model';

/** carga_ofertas.situacao: 1 ofertada, 2 aceita, 3 contratada, 4 recusada, 5 cancelada. */
const OFERTA = { Contratada: 3, Cancelada: 5 } as const;
const OFERTAS_ABERTAS = [1, 2];
/** lookup kind 12: load-deactivation reasons. */
const TIPO_MOTIVO_DESATIVACAO = 12;
/** empresas.tipo_vinculo 2 transportadora; empresas.tipo 1 transportadora. */
const VINCULO_TRANSPORTADORA = 2;
const TIPO_EMPRESA_TRANSPORTADORA = 1;

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

export type LoadChangeWithoutAlso = Omit<LoadChange<never>, 'also'>;

/** The facts a load action reads and the live event needs, per load. */
const CARGA_ROW = {
  id: cargas.id,
  ownerId: cargas.ownerId,
  unidadeNegocioId: cargas.unidadeNegocioId,
  codigo: cargas.codigo,
  situacao: cargas.situacao,
  contratacaoOwnerId: cargas.contratacaoOwnerId,
  contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
};

/**
 * Queries of the load actions (cargas-acoes.service.ts). Every write goes through `runLoadChange`
 * (cargas.repository.ts): one transaction, version compared and bumped, one history row per load.
 */
export function createCargasAcoesRepository(db: Database) {
  const change = (input: LoadChangeWithoutAlso) => runLoadChange(db, input);

  async function cancelOpenOffers(tx: Tx, cargaId: string, exceptId?: string) {
    await tx
      .update(cargaOfertas)
      .set({ situacao: OFERTA.Cancelada })
      .where(
        and(
          eq(cargaOfertas.cargaId, cargaId),
          inArray(cargaOfertas.situacao, OFERTAS_ABERTAS),
          exceptId ? ne(cargaOfertas.id, exceptId) : undefined,
        ),
      );
  }

  return {
    /** Everything a load action reads of the load, by id (the service checks tenancy and scope). */
    async findCarga(cargaId: string) {
      const rows = await db
        .select({
          ...CARGA_ROW,
          situacaoAnterior: cargas.situacaoAnterior,
          version: cargas.version,
          visibilidade: cargas.visibilidade,
          ownerCriadorId: cargas.ownerCriadorId,
          loteId: cargas.loteId,
          veiculoId: cargas.veiculoId,
          contratacaoId: cargas.contratacaoId,
        })
        .from(cargas)
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    /** An active vehicle of one of the given tenants. */
    async findVeiculo(id: string, ownerIds: string[]) {
      const rows = await db
        .select({ id: veiculos.id, placa: veiculos.placa })
        .from(veiculos)
        .where(and(eq(veiculos.id, id), inArray(veiculos.ownerId, ownerIds), eq(veiculos.ativo, true)))
        .limit(1);
      return rows[0];
    },

    /** How many of the ids are active vehicles of the given tenants. */
    async countVeiculos(ids: string[], ownerIds: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(veiculos)
        .where(and(inArray(veiculos.id, ids), inArray(veiculos.ownerId, ownerIds), eq(veiculos.ativo, true)));
      return row?.n ?? 0;
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
            or(
              eq(empresas.tipoVinculo, VINCULO_TRANSPORTADORA),
              eq(empresas.tipo, TIPO_EMPRESA_TRANSPORTADORA),
            ),
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
            eq(tipos.tipo, TIPO_MOTIVO_DESATIVACAO),
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

    /** The owner's active users with access to one of the units, but `exceptUserId` (notified of a change). */
    async listUsuariosDasUnidades(ownerId: string, unidadeIds: string[], exceptUserId: string) {
      const rows = await db
        .selectDistinct({ id: usuarios.id })
        .from(usuarios)
        .innerJoin(usuarioUnidadesNegocio, eq(usuarioUnidadesNegocio.usuarioId, usuarios.id))
        .where(
          and(
            eq(usuarios.ownerId, ownerId),
            eq(usuarios.ativo, true),
            ne(usuarios.id, exceptUserId),
            inArray(usuarioUnidadesNegocio.unidadeNegocioId, unidadeIds),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** A change without more writes (reabrir, reativar, alterar-unidade, atualizar-veiculo…). */
    change,

    /**
     * Finishing: the load's change and, in the same transaction, every occurrence with the load's code
     * (codes are per company) set to situacao 4 with carga_finalizada (02 §4).
     */
    async finalizar(input: LoadChangeWithoutAlso, cargaCodigo: number) {
      return runLoadChange(db, {
        ...input,
        also: async (tx) => {
          await tx
            .update(ocorrencias)
            .set({ situacao: SITUACAO_OCORRENCIA_CARGA_FINALIZADA, cargaFinalizada: true })
            .where(and(eq(ocorrencias.ownerId, input.ownerId), eq(ocorrencias.cargaCodigo, cargaCodigo)));
        },
      });
    },

    /**
     * Allocation: the load's change, then its offers. Through a carrier the hiring is its offer marked
     * contratada (created when the carrier had none) and linked as the load's contratacao; every other
     * open offer of the load is cancelled (the load is no longer on offer).
     */
    async alocar(input: LoadChangeWithoutAlso, contratacao: Contratacao | null) {
      return runLoadChange(db, {
        ...input,
        also: async (tx) => {
          let contratacaoId: string | undefined;
          if (contratacao) {
            const [oferta] = await tx
              .insert(cargaOfertas)
              .values({
                cargaId: input.cargaId,
                ownerId: input.ownerId,
                transportadoraEmpresaId: contratacao.transportadoraEmpresaId,
                transportadoraOwnerId: contratacao.transportadoraOwnerId,
                tipo: contratacao.tipo,
                situacao: OFERTA.Contratada,
              })
              .onConflictDoUpdate({
                target: [cargaOfertas.cargaId, cargaOfertas.transportadoraEmpresaId],
                set: {
                  situacao: OFERTA.Contratada,
                  transportadoraOwnerId: contratacao.transportadoraOwnerId,
                },
              })
              .returning({ id: cargaOfertas.id });
            contratacaoId = oferta?.id;
            await tx.update(cargas).set({ contratacaoId }).where(eq(cargas.id, input.cargaId));
          }
          await cancelOpenOffers(tx, input.cargaId, contratacaoId);
          return contratacaoId ?? null;
        },
      });
    },

    /** Cancelling: the load's change, and its hiring's offer cancelled too. */
    async cancelar(input: LoadChangeWithoutAlso, contratacaoId: string | null) {
      return runLoadChange(db, {
        ...input,
        also: async (tx) => {
          if (!contratacaoId) return;
          await tx
            .update(cargaOfertas)
            .set({ situacao: OFERTA.Cancelada })
            .where(and(eq(cargaOfertas.id, contratacaoId), eq(cargaOfertas.cargaId, input.cargaId)));
        },
      });
    },

    /**
     * Deactivation: the load's change and, for a lot, every other active load of the lot in the caller's
     * scope and in a situacao that may be deactivated, each with its history row. Returns those others.
     */
    async desativar(input: LoadChangeWithoutAlso, lote: LoteDesativacao | null) {
      return runLoadChange(db, {
        ...input,
        also: async (tx) => {
          if (!lote || lote.unidadeIds.length === 0) return [];
          const outras = await tx
            .update(cargas)
            .set({
              situacaoAnterior: sql`${cargas.situacao}`,
              situacao: 99,
              motivoDesativacao: lote.motivoDesativacao,
              ativo: false,
              etapaId: null,
              version: sql`${cargas.version} + 1`,
            })
            .where(
              and(
                eq(cargas.ownerId, input.ownerId),
                eq(cargas.loteId, lote.loteId),
                ne(cargas.id, input.cargaId),
                eq(cargas.ativo, true),
                inArray(cargas.situacao, [...lote.situacoes]),
                inArray(cargas.unidadeNegocioId, lote.unidadeIds),
              ),
            )
            .returning(CARGA_ROW);
          if (outras.length > 0) {
            await tx.insert(cargaHistorico).values(
              outras.map((outra) => ({
                cargaId: outra.id,
                ownerId: input.ownerId,
                usuarioId: lote.usuarioId,
                acao: 'desativar',
                descricao: lote.descricao,
                dados: lote.dados,
              })),
            );
          }
          return outras;
        },
      });
    },
  };
}

export type CargasAcoesRepository = ReturnType<typeof createCargasAcoesRepository>;
