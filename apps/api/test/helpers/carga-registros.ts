import { and, asc, desc, eq, exists, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  cargaDocumentoItens,
  cargaDocumentos,
  cargaHistorico,
  cargaLotes,
  cargaModelos,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  notificacaoDestinatarios,
  notificacoes,
  ownerCounters,
  usuarios,
} from '../../src/db/schema/index';

/**
 * What the API tests read back after a call (a load's columns, history, notifications) and the few rows they
 * change by hand to set a scene (a module withheld, a company deactivated): one helper per query that several
 * suites ran as SQL of their own.
 */

type Carga = typeof cargas.$inferSelect;

/** Some columns of a load, as stored. */
export async function colunasDaCarga<K extends keyof Carga>(
  db: Database,
  id: string,
  colunas: readonly K[],
): Promise<Pick<Carga, K>> {
  const [row] = await db.select().from(cargas).where(eq(cargas.id, id));
  if (!row) throw new Error(`carga ${id} não encontrada`);
  return Object.fromEntries(colunas.map((coluna) => [coluna, row[coluna]])) as Pick<Carga, K>;
}

/** The load's documents, in the form's order. */
export async function documentosDaCarga(db: Database, cargaId: string) {
  return db
    .select()
    .from(cargaDocumentos)
    .where(eq(cargaDocumentos.cargaId, cargaId))
    .orderBy(asc(cargaDocumentos.ordem), asc(cargaDocumentos.id));
}

/** The items of the load's documents, by document and item order. */
export async function itensDaCarga(db: Database, cargaId: string) {
  return db
    .select({ item: cargaDocumentoItens })
    .from(cargaDocumentoItens)
    .innerJoin(cargaDocumentos, eq(cargaDocumentos.id, cargaDocumentoItens.cargaDocumentoId))
    .where(eq(cargaDocumentos.cargaId, cargaId))
    .orderBy(asc(cargaDocumentos.ordem), asc(cargaDocumentoItens.ordem))
    .then((rows) => rows.map((row) => row.item));
}

/** How many rows the tables a load is written to hold (a refused call must leave them as they were). */
export async function linhasDasCargas(db: Database) {
  return {
    cargas: await db.$count(cargas),
    rotas: await db.$count(cargaRotas),
    documentos: await db.$count(cargaDocumentos),
    itens: await db.$count(cargaDocumentoItens),
    ofertas: await db.$count(cargaOfertas),
    historico: await db.$count(cargaHistorico),
  };
}

/** The owner's load-code counter (owner_counters 'carga'). */
export async function contadorDeCargas(db: Database, ownerId: string) {
  const [row] = await db
    .select({ valor: ownerCounters.valor })
    .from(ownerCounters)
    .where(and(eq(ownerCounters.ownerId, ownerId), eq(ownerCounters.nome, 'carga')));
  return row ? Number(row.valor) : null;
}

/** The load's route points in order. */
export async function rotasDaCarga(db: Database, cargaId: string) {
  return db.select().from(cargaRotas).where(eq(cargaRotas.cargaId, cargaId)).orderBy(asc(cargaRotas.ordem));
}

/**
 * The load's history, newest first; the demo data dates some loads' registration in the future (their
 * publication), so those rows go last. `acao`: only that action, or those starting with it when it ends in %.
 */
export async function historicoDaCarga(db: Database, cargaId: string, acao?: string) {
  return db
    .select({
      acao: cargaHistorico.acao,
      descricao: cargaHistorico.descricao,
      usuarioId: cargaHistorico.usuarioId,
      ownerId: cargaHistorico.ownerId,
      dados: cargaHistorico.dados,
    })
    .from(cargaHistorico)
    .where(
      and(
        eq(cargaHistorico.cargaId, cargaId),
        acao === undefined
          ? undefined
          : acao.endsWith('%')
            ? like(cargaHistorico.acao, acao)
            : eq(cargaHistorico.acao, acao),
      ),
    )
    .orderBy(
      sql`(${cargaHistorico.createdAt} <= now()) desc`,
      desc(cargaHistorico.createdAt),
      desc(cargaHistorico.id),
    ) as Promise<
    {
      acao: string;
      descricao: string;
      usuarioId: string | null;
      ownerId: string;
      dados: Record<string, unknown>;
    }[]
  >;
}

/** The notifications of an event (a load's id), oldest first, with their recipients' ids. */
export async function notificacoesDoEvento(db: Database, eventId: string) {
  const rows = await db
    .select({
      id: notificacoes.id,
      title: notificacoes.title,
      body: notificacoes.body,
      channelType: notificacoes.channelType,
      channelCode: notificacoes.channelCode,
      tipo: notificacoes.tipo,
    })
    .from(notificacoes)
    .where(eq(notificacoes.eventId, eventId))
    .orderBy(asc(notificacoes.createdAt), asc(notificacoes.id));
  const destinatarios =
    rows.length === 0
      ? []
      : await db
          .select({
            notificacaoId: notificacaoDestinatarios.notificacaoId,
            usuarioId: notificacaoDestinatarios.usuarioId,
          })
          .from(notificacaoDestinatarios)
          .where(
            inArray(
              notificacaoDestinatarios.notificacaoId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map(({ id, ...row }) => ({
    ...row,
    destinatarios: destinatarios.filter((d) => d.notificacaoId === id).map((d) => d.usuarioId),
  }));
}

/** Withholds modules from a user (as user administration does), e.g. `['cargas']`; `[]` gives them back. */
export async function negarModulos(db: Database, email: string, modulos: string[]) {
  await db.update(usuarios).set({ modulosNaoAutorizados: modulos }).where(eq(usuarios.email, email));
}

/** Deactivates (or reactivates) a company. */
export async function ativarEmpresa(db: Database, id: string, ativo: boolean) {
  await db.update(empresas).set({ ativo }).where(eq(empresas.id, id));
}

/** The load's offers, those to a tenant on the platform first. */
export async function ofertasDaCarga(db: Database, cargaId: string) {
  return db
    .select()
    .from(cargaOfertas)
    .where(eq(cargaOfertas.cargaId, cargaId))
    .orderBy(sql`${cargaOfertas.transportadoraOwnerId} nulls last`, asc(cargaOfertas.id));
}

/** The offers made to a carrier company (of any load), by load. */
export async function ofertasDaEmpresa(db: Database, transportadoraEmpresaId: string) {
  return db
    .select()
    .from(cargaOfertas)
    .where(eq(cargaOfertas.transportadoraEmpresaId, transportadoraEmpresaId))
    .orderBy(asc(cargaOfertas.cargaId));
}

/**
 * The carrier's visibility rule (DESIGN.md §2), written apart from the app's queries so that a test can
 * check them: a shipper's load hired from the carrier tenant, or directed to it (tipo 2) by an offer that
 * was neither refused nor cancelled.
 */
function visivelParaTransportadora(db: Database, transportadoraOwnerId: string): SQL {
  return or(
    eq(cargas.contratacaoOwnerId, transportadoraOwnerId),
    exists(
      db
        .select({ um: sql`1` })
        .from(cargaOfertas)
        .where(
          and(
            eq(cargaOfertas.cargaId, cargas.id),
            eq(cargaOfertas.transportadoraOwnerId, transportadoraOwnerId),
            eq(cargaOfertas.tipo, 2),
            notInArray(cargaOfertas.situacao, [4, 5]),
          ),
        ),
    ),
  ) as SQL;
}

/** The loads the carrier tenant sees by that rule (active ones only unless told), by code. */
export async function cargasVisiveisParaTransportadora(
  db: Database,
  transportadoraOwnerId: string,
  filtro: { situacao?: readonly number[]; inclusiveInativas?: boolean } = {},
) {
  return db
    .select()
    .from(cargas)
    .where(
      and(
        visivelParaTransportadora(db, transportadoraOwnerId),
        filtro.inclusiveInativas ? undefined : eq(cargas.ativo, true),
        filtro.situacao ? inArray(cargas.situacao, [...filtro.situacao]) : undefined,
      ),
    )
    .orderBy(asc(cargas.codigo));
}

/** How many rows of the owner's a table holds. */
export async function linhasDoOwner(
  db: Database,
  tabela: 'cargas' | 'carga_lotes' | 'carga_modelos',
  ownerId: string,
) {
  const table = { cargas, carga_lotes: cargaLotes, carga_modelos: cargaModelos }[tabela];
  return db.$count(table, eq(table.ownerId, ownerId));
}

/** A cargo template as stored. */
export async function modeloDeCarga(db: Database, id: string) {
  const [row] = await db.select().from(cargaModelos).where(eq(cargaModelos.id, id));
  return row;
}

/** A lot as stored. */
export async function loteDeCargas(db: Database, id: string) {
  const [row] = await db.select().from(cargaLotes).where(eq(cargaLotes.id, id));
  return row;
}

/** The loads of a lot, by collection date. */
export async function cargasDoLote(db: Database, loteId: string) {
  return db.select().from(cargas).where(eq(cargas.loteId, loteId)).orderBy(asc(cargas.dhColeta));
}
