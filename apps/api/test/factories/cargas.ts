import { randomUUID } from 'node:crypto';
import { SituacaoCarga, TipoRota } from '@embarca/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  cargaDocumentoItens,
  cargaDocumentos,
  cargaOfertas,
  cargaRotas,
  cargas,
  ocorrencias,
} from '../../src/db/schema/index';
import { createCadastroRepository } from '../../src/modules/cargas/cadastro/cadastro.repository';
import {
  type CargaMontada,
  inserirCargas,
  type NewCarga,
  type NewDocumento,
  type NewHistorico,
  type NewOferta,
  type NewRota,
  OFERTA,
} from '../../src/seed/builders';

type NovoItem = Omit<typeof cargaDocumentoItens.$inferInsert, 'cargaDocumentoId' | 'ownerId' | 'ordem'> & {
  ordem?: number;
};

/** A route point: `rota` defaults to origin for the first, final destination for the last, stop between. */
export type PontoDaCarga = Partial<Omit<NewRota, 'cargaId' | 'ownerId'>>;

/** A document; `ordem` defaults to its position (as the register form writes it). */
export type DocumentoDaCarga = Partial<Omit<NewDocumento, 'cargaId' | 'ownerId'>> & { itens?: NovoItem[] };

/** An offer to a carrier company of the owner's; `tipo` defaults to the load's visibilidade. */
export type OfertaDaCarga = Partial<Omit<NewOferta, 'cargaId' | 'ownerId'>> & {
  transportadoraEmpresaId: string;
};

export interface NovaCarga extends Partial<Omit<NewCarga, 'id' | 'ownerId' | 'unidadeNegocioId'>> {
  ownerId: string;
  unidadeNegocioId: string;
  rotas?: PontoDaCarga[];
  documentos?: DocumentoDaCarga[];
  /** An offer of situacao Contratada becomes the load's hiring (contratacao_id). */
  ofertas?: OfertaDaCarga[];
  historico?: Partial<Omit<NewHistorico, 'cargaId' | 'ownerId'>>[];
}

/**
 * A load of the owner in the given state, written by the demo seed's builder (seed/builders.ts
 * inserirCargas) with the route points, documents (and their items), offers and history asked for.
 * Defaults: the owner's next load code, situacao 1, visibilidade 2 when an offer is directed (tipo 2) else 1,
 * published now, created by the owner itself, active unless deactivated (99). Any column can be given.
 * Returns the stored load with its points, documents and offers in order.
 */
export async function criarCarga(db: Database, nova: NovaCarga) {
  const { rotas = [], documentos = [], ofertas = [], historico = [], ...colunas } = nova;
  const id = randomUUID();
  const { ownerId } = colunas;
  const situacao = colunas.situacao ?? SituacaoCarga.AguardandoContratacao;
  const visibilidade = colunas.visibilidade ?? (ofertas.some((oferta) => oferta.tipo === 2) ? 2 : 1);
  const carga: CargaMontada['carga'] = {
    codigo: colunas.codigo ?? (await createCadastroRepository(db).proximoCodigo(ownerId)),
    dhPublicacao: new Date(),
    ownerCriadorId: ownerId,
    ativo: situacao !== SituacaoCarga.Desativada,
    ...colunas,
    id,
    situacao,
    visibilidade,
  };
  const itensPorDocumento = new Map<string, NovoItem[]>();
  const montada: CargaMontada = {
    carga,
    rotas: rotas.map((ponto, index) => ({
      rota: index === 0 ? TipoRota.Origem : index === rotas.length - 1 ? TipoRota.Destino : TipoRota.Parada,
      ordem: index + 1,
      ...ponto,
      cargaId: id,
      ownerId,
    })),
    documentos: documentos.map(({ itens, ...documento }, index) => {
      const documentoId = documento.id ?? randomUUID();
      if (itens?.length) itensPorDocumento.set(documentoId, itens);
      return { ordem: index + 1, ...documento, id: documentoId, cargaId: id, ownerId };
    }),
    ofertas: ofertas.map((oferta) => ({
      tipo: visibilidade,
      situacao: OFERTA.Ofertada,
      ...oferta,
      cargaId: id,
      ownerId,
    })),
    historico: historico.map((linha) => ({
      acao: 'cadastrar',
      descricao: `Carga ${carga.codigo} cadastrada`,
      ...linha,
      cargaId: id,
      ownerId,
    })),
  };
  await inserirCargas(db, ownerId, [montada]);
  for (const [cargaDocumentoId, itens] of itensPorDocumento) {
    await db
      .insert(cargaDocumentoItens)
      .values(itens.map((item, index) => ({ ordem: index + 1, ...item, cargaDocumentoId, ownerId })));
  }
  const [stored] = await db.select().from(cargas).where(eq(cargas.id, id));
  return {
    ...stored!,
    rotas: await db
      .select()
      .from(cargaRotas)
      .where(eq(cargaRotas.cargaId, id))
      .orderBy(asc(cargaRotas.ordem)),
    documentos: await db
      .select()
      .from(cargaDocumentos)
      .where(eq(cargaDocumentos.cargaId, id))
      .orderBy(asc(cargaDocumentos.ordem)),
    ofertas: await db
      .select()
      .from(cargaOfertas)
      .where(inArray(cargaOfertas.cargaId, [id])),
  };
}

export type CargaCriada = Awaited<ReturnType<typeof criarCarga>>;

/** An offer of the owner's load to a carrier company (tipo 2 directed by default, situacao Ofertada). */
export async function criarOferta(
  db: Database,
  oferta: OfertaDaCarga & { cargaId: string; ownerId: string },
) {
  const [row] = await db
    .insert(cargaOfertas)
    .values({ tipo: 2, situacao: OFERTA.Ofertada, ...oferta })
    .returning();
  return row!;
}

/** An occurrence of the owner's load (situacao 1: open). */
export async function criarOcorrencia(
  db: Database,
  ocorrencia: {
    ownerId: string;
    carga: { id: string; codigo: number };
    descricao: string;
    situacao?: number;
  },
) {
  const [row] = await db
    .insert(ocorrencias)
    .values({
      ownerId: ocorrencia.ownerId,
      cargaId: ocorrencia.carga.id,
      cargaCodigo: ocorrencia.carga.codigo,
      descricao: ocorrencia.descricao,
      situacao: ocorrencia.situacao ?? 1,
    })
    .returning();
  return row!;
}
