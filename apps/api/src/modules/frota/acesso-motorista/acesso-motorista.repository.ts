import { SITUACOES_EM_ANDAMENTO, SituacaoCarga } from '@embarca/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, max, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cargaRotas, cargas, motoristaCodigosAcesso, motoristas, owners, veiculos } from '../../../db/schema';

/** Loads a driver never sees: cancelled and deactivated. */
const SITUACOES_OCULTAS = [SituacaoCarga.Cancelada, SituacaoCarga.Desativada];
/** In progress (the domain's SITUACOES_EM_ANDAMENTO: on the road or with an occurrence) — listed first. */
const EM_ANDAMENTO = sql<boolean>`(${inArray(cargas.situacao, [...SITUACOES_EM_ANDAMENTO])})`;

/** One end of the route (1 origem, 3 destino final) as city and state. */
const ponta = (rota: 1 | 3) =>
  sql<{
    cidade: string | null;
    uf: string | null;
  } | null>`(select json_build_object('cidade', r.cidade, 'uf', r.uf)
    from carga_rotas r where r.carga_id = ${cargas.id} and r.rota = ${rota}
    order by r.ordem ${rota === 1 ? sql`asc` : sql`desc`} limit 1)`;

const colunasDaCarga = {
  id: cargas.id,
  codigo: cargas.codigo,
  empresa: owners.nome,
  situacao: cargas.situacao,
  emAndamento: EM_ANDAMENTO,
  origem: ponta(1),
  destino: ponta(3),
  dhColeta: cargas.dhColeta,
  dhEntrega: cargas.dhEntrega,
  placa: veiculos.placa,
};

/** Queries of the driver sign-in and the driver's own reads (acesso-motorista.service.ts). */
/** A driver record that may sign in: active, of an active company whose access is not blocked. */
const MOTORISTA_EM_ATIVIDADE = and(
  eq(motoristas.ativo, true),
  eq(owners.ativo, true),
  eq(owners.acessoBloqueado, false),
);

/** A load the driver sees: allocated to one of their records, active, neither cancelled nor deactivated. */
const cargaDoMotorista = (ids: string[]) =>
  and(
    inArray(cargas.motoristaId, ids),
    eq(cargas.ativo, true),
    notInArray(cargas.situacao, SITUACOES_OCULTAS),
  );

export function createAcessoMotoristaRepository(db: Database) {
  return {
    /** The active driver records with this CPF, of active companies, with their channels. */
    async motoristasAtivosPorCpf(cpf: string) {
      return db
        .select({
          id: motoristas.id,
          ownerId: motoristas.ownerId,
          nome: motoristas.nome,
          telefone: motoristas.telefone,
          email: motoristas.email,
          empresa: owners.nome,
        })
        .from(motoristas)
        .innerJoin(owners, eq(owners.id, motoristas.ownerId))
        .where(and(eq(motoristas.cpf, cpf), MOTORISTA_EM_ATIVIDADE))
        .orderBy(asc(owners.nome), asc(motoristas.id));
    },

    /** Of these driver ids, those still active (of active companies): a session covers only them. */
    async motoristasAtivos(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: motoristas.id, nome: motoristas.nome, empresa: owners.nome })
        .from(motoristas)
        .innerJoin(owners, eq(owners.id, motoristas.ownerId))
        .where(and(inArray(motoristas.id, ids), MOTORISTA_EM_ATIVIDADE))
        .orderBy(asc(owners.nome), asc(motoristas.id));
    },

    /** When the last code was sent to any of these drivers (the resend throttle). */
    async ultimoEnvio(ids: string[]): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(motoristaCodigosAcesso.createdAt) })
        .from(motoristaCodigosAcesso)
        .where(inArray(motoristaCodigosAcesso.motoristaId, ids));
      return row?.at ?? null;
    },

    async inserirCodigos(
      rows: {
        ownerId: string;
        motoristaId: string;
        codigoHash: string;
        canal: number;
        expiraEm: Date;
        createdAt: Date;
      }[],
    ) {
      await db.insert(motoristaCodigosAcesso).values(rows);
    },

    /**
     * Counts one attempt on each live code of these drivers (unused, unexpired, under the attempt limit) and
     * answers them: an attempt is spent before the code is compared, so parallel guesses cannot exceed it.
     */
    async gastarTentativa(ids: string[], at: Date, maxTentativas: number) {
      return db
        .update(motoristaCodigosAcesso)
        .set({ tentativas: sql`${motoristaCodigosAcesso.tentativas} + 1` })
        .where(
          and(
            inArray(motoristaCodigosAcesso.motoristaId, ids),
            isNull(motoristaCodigosAcesso.usadoEm),
            gt(motoristaCodigosAcesso.expiraEm, at),
            lt(motoristaCodigosAcesso.tentativas, maxTentativas),
          ),
        )
        .returning({
          id: motoristaCodigosAcesso.id,
          motoristaId: motoristaCodigosAcesso.motoristaId,
          codigoHash: motoristaCodigosAcesso.codigoHash,
        });
    },

    /** Marks the codes used, once: answers the ones this call marked (a racing sign-in gets none). */
    async usar(codigoIds: string[], at: Date) {
      if (codigoIds.length === 0) return [];
      return db
        .update(motoristaCodigosAcesso)
        .set({ usadoEm: at })
        .where(and(inArray(motoristaCodigosAcesso.id, codigoIds), isNull(motoristaCodigosAcesso.usadoEm)))
        .returning({ motoristaId: motoristaCodigosAcesso.motoristaId });
    },

    /** Every live code of these drivers stops working (after a sign-in, the others sent with it). */
    async invalidarPendentes(ids: string[], at: Date) {
      await db
        .update(motoristaCodigosAcesso)
        .set({ usadoEm: at })
        .where(and(inArray(motoristaCodigosAcesso.motoristaId, ids), isNull(motoristaCodigosAcesso.usadoEm)));
    },

    /** The loads allocated to these drivers: in progress first, then upcoming, then done; by collection. */
    async cargas(ids: string[]) {
      return db
        .select(colunasDaCarga)
        .from(cargas)
        .innerJoin(owners, eq(owners.id, cargas.ownerId))
        .leftJoin(veiculos, eq(veiculos.id, cargas.veiculoId))
        .where(and(cargaDoMotorista(ids)))
        .orderBy(
          desc(EM_ANDAMENTO),
          sql`(${cargas.situacao} = 1) desc`,
          sql`${cargas.dhColeta} asc nulls last`,
          desc(cargas.codigo),
        )
        .limit(100);
    },

    async carga(ids: string[], cargaId: string) {
      const [row] = await db
        .select({
          ...colunasDaCarga,
          peso: cargas.peso,
          quantidade: cargas.quantidade,
          acondicionamento: cargas.acondicionamento,
          contato: cargas.contato,
          telefoneContato: cargas.telefone,
        })
        .from(cargas)
        .innerJoin(owners, eq(owners.id, cargas.ownerId))
        .leftJoin(veiculos, eq(veiculos.id, cargas.veiculoId))
        .where(and(eq(cargas.id, cargaId), cargaDoMotorista(ids)))
        .limit(1);
      return row;
    },

    /** What a position of the driver's phone needs of one of their loads (null: not theirs, or hidden). */
    async cargaParaPosicao(ids: string[], cargaId: string) {
      const [row] = await db
        .select({
          ownerId: cargas.ownerId,
          veiculoId: cargas.veiculoId,
          motoristaId: cargas.motoristaId,
          situacao: cargas.situacao,
        })
        .from(cargas)
        .where(and(eq(cargas.id, cargaId), cargaDoMotorista(ids)))
        .limit(1);
      return row ?? null;
    },

    async rota(cargaId: string) {
      return db
        .select({
          ordem: cargaRotas.ordem,
          rota: cargaRotas.rota,
          localidade: cargaRotas.localidade,
          cidade: cargaRotas.cidade,
          uf: cargaRotas.uf,
          dhPrevista: cargaRotas.dhPrevista,
          dhFimPrevista: cargaRotas.dhFimPrevista,
          dhRealizada: cargaRotas.dhRealizada,
        })
        .from(cargaRotas)
        .where(eq(cargaRotas.cargaId, cargaId))
        .orderBy(asc(cargaRotas.ordem));
    },
  };
}

export type AcessoMotoristaRepository = ReturnType<typeof createAcessoMotoristaRepository>;
