import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cargaDocumentos,
  cargaHistorico,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  unidadesNegocio,
  usuarios,
} from '../../db/schema/index';

/** Offers that still link a carrier to the load: ofertada, aceita, contratada (not recusada/cancelada). */
const OFERTAS_VIGENTES = [1, 2, 3];

export interface MoverEtapaInput {
  ownerId: string;
  cargaId: string;
  etapaId: string;
  /** The situacoes of the stage's group: the load must still be in one of them when written. */
  situacoes: number[];
  usuarioId: string;
  descricao: string;
  etapaAnteriorId: string | null;
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One change of a load (a stage move, a load action): what to write and what must still hold. */
export interface LoadChange<T> {
  cargaId: string;
  ownerId: string;
  /** The version the caller read: the change applies only while it is unchanged (optimistic lock). */
  version?: number;
  /** The situacoes the load must still be in. */
  situacoes?: readonly number[];
  /** The load's new values (`version` is bumped here, `updated_at` by the column). */
  set: Partial<typeof cargas.$inferInsert>;
  historico: { usuarioId: string; acao: string; descricao: string; dados?: unknown };
  /** More writes in the same transaction, after the load's row (offers, the other loads of a lot). */
  also?: (tx: Tx) => Promise<T>;
}

/**
 * The one write path of a load change: in one transaction, updates the load while it is still the
 * owner's, at the version read and in the expected situacoes (bumping its version), writes its history
 * row and runs `also`. `{ applied: false }` (nothing written) when a concurrent change got there first.
 * The caller publishes the live event and the notification after it returns (after the commit).
 */
export async function runLoadChange<T = undefined>(
  db: Database,
  change: LoadChange<T>,
): Promise<{ applied: false } | { applied: true; result: T | undefined }> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(cargas)
      .set({ ...change.set, version: sql`${cargas.version} + 1` })
      .where(
        and(
          eq(cargas.id, change.cargaId),
          eq(cargas.ownerId, change.ownerId),
          change.version === undefined ? undefined : eq(cargas.version, change.version),
          change.situacoes ? inArray(cargas.situacao, [...change.situacoes]) : undefined,
        ),
      )
      .returning({ id: cargas.id });
    if (updated.length === 0) return { applied: false } as const;
    await tx.insert(cargaHistorico).values({
      cargaId: change.cargaId,
      ownerId: change.ownerId,
      ...change.historico,
    });
    const result = change.also ? await change.also(tx) : undefined;
    return { applied: true, result } as const;
  });
}

/**
 * Reads of one load (GET /carga-mongo/{id}…) and its stage move. The caller decides visibility first
 * (the board's rules, QuadroService.getCard); these queries then read the load by its id.
 */
export function createCargasRepository(db: Database) {
  return {
    /** The load's tenancy and board facts. */
    async findCarga(cargaId: string) {
      const rows = await db
        .select({
          id: cargas.id,
          ownerId: cargas.ownerId,
          unidadeNegocioId: cargas.unidadeNegocioId,
          situacao: cargas.situacao,
          etapaId: cargas.etapaId,
          contratacaoOwnerId: cargas.contratacaoOwnerId,
          contratacaoUnidadeNegocioId: cargas.contratacaoUnidadeNegocioId,
        })
        .from(cargas)
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    async listDocumentos(cargaId: string) {
      return db
        .select({
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
        .where(eq(cargaDocumentos.cargaId, cargaId))
        .orderBy(asc(cargaDocumentos.numeroNf), asc(cargaDocumentos.codigo), asc(cargaDocumentos.id));
    },

    /** The details drawer's commercial fields, the unit's name and the creator's name. */
    async findDetalhe(cargaId: string) {
      const rows = await db
        .select({
          ownerId: cargas.ownerId,
          unidadeNegocioId: unidadesNegocio.id,
          unidadeNegocioNome: unidadesNegocio.descricao,
          modalidade: cargas.modalidade,
          tipoTarifa: cargas.tipoTarifa,
          valorTotalFrete: cargas.valorTotalFrete,
          impostoSuspenso: cargas.impostoSuspenso,
          acondicionamento: cargas.acondicionamento,
          distancia: cargas.distancia,
          tempo: cargas.tempo,
          motivoDesativacao: cargas.motivoDesativacao,
          dhFinalizacao: cargas.dhFinalizacao,
          criadoEm: cargas.createdAt,
          criadoPor: usuarios.nome,
        })
        .from(cargas)
        .innerJoin(unidadesNegocio, eq(unidadesNegocio.id, cargas.unidadeNegocioId))
        .leftJoin(usuarios, eq(usuarios.id, cargas.createdBy))
        .where(eq(cargas.id, cargaId))
        .limit(1);
      return rows[0];
    },

    /** Every route point, in route order. */
    async listRotas(cargaId: string) {
      return db
        .select({
          id: cargaRotas.id,
          ordem: cargaRotas.ordem,
          rota: cargaRotas.rota,
          empresaId: empresas.id,
          empresaNome: empresas.nome,
          empresaDocumento: empresas.cnpj,
          localidade: cargaRotas.localidade,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
          latitude: cargaRotas.latitude,
          longitude: cargaRotas.longitude,
          dhPrevista: cargaRotas.dhPrevista,
          dhRealizada: cargaRotas.dhRealizada,
        })
        .from(cargaRotas)
        .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
        .where(eq(cargaRotas.cargaId, cargaId))
        .orderBy(asc(cargaRotas.ordem));
    },

    /**
     * The carriers the load was offered or directed to: every one for the shipper's view, only the offers
     * made to `transportadoraOwnerId` when given (a carrier's view).
     */
    async listOfertas(cargaId: string, transportadoraOwnerId?: string) {
      return db
        .select({
          ofertaId: cargaOfertas.id,
          empresaId: empresas.id,
          nome: empresas.nome,
          documento: empresas.cnpj,
          tipo: cargaOfertas.tipo,
          situacao: cargaOfertas.situacao,
          valorProposto: cargaOfertas.valorProposto,
          criadoEm: cargaOfertas.createdAt,
          atualizadoEm: cargaOfertas.updatedAt,
        })
        .from(cargaOfertas)
        .innerJoin(empresas, eq(empresas.id, cargaOfertas.transportadoraEmpresaId))
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            transportadoraOwnerId === undefined
              ? undefined
              : eq(cargaOfertas.transportadoraOwnerId, transportadoraOwnerId),
          ),
        )
        .orderBy(asc(cargaOfertas.createdAt), asc(cargaOfertas.id));
    },

    /** Carrier tenants the load is still offered to, directed to or hired by (real-time recipients). */
    async listTransportadoraOwnerIds(cargaId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ownerId: cargaOfertas.transportadoraOwnerId })
        .from(cargaOfertas)
        .where(
          and(
            eq(cargaOfertas.cargaId, cargaId),
            isNotNull(cargaOfertas.transportadoraOwnerId),
            inArray(cargaOfertas.situacao, OFERTAS_VIGENTES),
          ),
        );
      return rows.flatMap((row) => (row.ownerId ? [row.ownerId] : []));
    },

    /** The load's history, newest first, with the user's name. */
    async listHistorico(ownerId: string, cargaId: string) {
      return db
        .select({
          id: cargaHistorico.id,
          acao: cargaHistorico.acao,
          descricao: cargaHistorico.descricao,
          usuario: usuarios.nome,
          criadoEm: cargaHistorico.createdAt,
        })
        .from(cargaHistorico)
        .leftJoin(usuarios, eq(usuarios.id, cargaHistorico.usuarioId))
        .where(and(eq(cargaHistorico.ownerId, ownerId), eq(cargaHistorico.cargaId, cargaId)))
        .orderBy(desc(cargaHistorico.createdAt), desc(cargaHistorico.id));
    },

    /**
     * Sets the load's stage and writes its history row in one transaction. The update only applies while
     * the load is still the owner's and in the stage's group (a concurrent change of situacao wins):
     * false when it no longer is.
     */
    async moverEtapa(input: MoverEtapaInput): Promise<boolean> {
      const result = await runLoadChange(db, {
        cargaId: input.cargaId,
        ownerId: input.ownerId,
        situacoes: input.situacoes,
        set: { etapaId: input.etapaId },
        historico: {
          usuarioId: input.usuarioId,
          acao: 'mover-etapa',
          descricao: input.descricao,
          dados: { etapaAnteriorId: input.etapaAnteriorId, etapaId: input.etapaId },
        },
      });
      return result.applied;
    },
  };
}

export type CargasRepository = ReturnType<typeof createCargasRepository>;
