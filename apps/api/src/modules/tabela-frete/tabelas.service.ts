import { randomUUID } from 'node:crypto';
import {
  StatusTabelaFrete,
  TABELA_FRETE_MESSAGES,
  TipoLookup,
  type TModalidade,
  type TStatusTabelaFrete,
  type TTabelaAntt,
  type TTabelaFrete,
  type TTabelaFreteLinhasResponse,
  type TTabelaFreteRequest,
  type TTabelaFreteResumo,
  type TTabelaFreteSearchRequest,
  type TTipoCargaAntt,
  type TTipoTarifa,
} from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import type { Tx } from '../cargas/carga.writer';
import { createLookupsRepository } from '../lookups/lookups.repository';
import { hojeEmSaoPaulo } from './cotacao.service';
import { type CatalogoDasLinhas, erroDasLinhas, linhaDoContrato, prepararLinhas } from './linhas';
import type { TabelaFreteAccess } from './tabela-frete.access';
import { createTabelaFreteRepository, type NovaLinha, type TabelaRow } from './tabela-frete.repository';

const somenteRascunho = () => new AppError('CONFLICT', TABELA_FRETE_MESSAGES.somenteRascunho);

/** A 400 whose message already names the field (the form maps it by the field's key). */
const campoInvalido = (campo: string, message: string) =>
  new AppError('VALIDATION', message, { details: { campos: { [campo]: message } } });

function resumo(
  tabela: TabelaRow,
  nomes: { transportadoraNome: string | null; regraNome: string | null },
): TTabelaFreteResumo {
  return {
    id: tabela.id,
    familiaId: tabela.familiaId,
    versao: tabela.versao,
    nome: tabela.nome,
    transportadoraEmpresaId: tabela.transportadoraEmpresaId,
    transportadoraNome: nomes.transportadoraNome ?? 'Frota própria',
    modalidade: tabela.modalidade as TModalidade,
    tipoTarifa: tabela.tipoTarifa as TTipoTarifa,
    status: tabela.status as TStatusTabelaFrete,
    vigenciaInicio: tabela.vigenciaInicio,
    vigenciaFim: tabela.vigenciaFim,
    qtdLinhas: tabela.qtdLinhas,
    regraId: tabela.regraId,
    regraNome: nomes.regraNome,
    atualizadoEm: tabela.updatedAt.toISOString(),
  };
}

/**
 * Freight tables (issue 19): a table is a family of versions. A draft (Rascunho) is edited, imported into
 * and deleted; activating it expires the family's active version; an active or expired version never
 * changes — 'Nova versão' copies it (with its lines) into a new draft. Loads awarded keep their frozen price.
 */
export function createTabelasService({ db, access }: { db: Database; access: TabelaFreteAccess }) {
  /** The company's regions and vehicle types (resolving and describing lines). */
  async function catalogo(session: RequestSession, handle: Database | Tx = db): Promise<CatalogoDasLinhas> {
    const [regioes, tiposVeiculo] = await Promise.all([
      createTabelaFreteRepository(handle).regiaoPorNome(session.ownerId),
      createLookupsRepository(db).listItems(session.ownerId, TipoLookup.TipoVeiculo),
    ]);
    return { regioes, tiposVeiculo };
  }

  async function detalhe(tabela: TabelaRow): Promise<TTabelaFrete> {
    const repository = createTabelaFreteRepository(db);
    const [nomes, versoes] = await Promise.all([
      repository.nomesDaTabela(tabela),
      repository.versoes(tabela.familiaId),
    ]);
    return {
      ...resumo(tabela, nomes),
      fatorCubagem: tabela.fatorCubagem,
      freteMinimo: tabela.freteMinimo,
      naoOfertarAbaixoDoPiso: tabela.naoOfertarAbaixoPiso,
      tabelaAntt: tabela.tabelaAntt as TTabelaAntt,
      tipoCargaAntt: tabela.tipoCargaAntt as TTipoCargaAntt,
      observacoes: tabela.observacoes,
      versoes: versoes.map((versao) => ({ ...versao, status: versao.status as TStatusTabelaFrete })),
    };
  }

  /** The header's references exist for the company: the carrier is one of its carrier partners, the rule its own. */
  async function verificarCabecalho(session: RequestSession, body: TTabelaFreteRequest) {
    if (body.vigenciaFim && body.vigenciaFim < body.vigenciaInicio) {
      throw campoInvalido('vigenciaFim', TABELA_FRETE_MESSAGES.vigenciaInvalida);
    }
    if (body.transportadoraEmpresaId) {
      const [empresa] = await db
        .select({ id: empresas.id })
        .from(empresas)
        .where(and(eq(empresas.id, body.transportadoraEmpresaId), eq(empresas.ownerId, session.ownerId)))
        .limit(1);
      if (!empresa)
        throw campoInvalido('transportadoraEmpresaId', 'Transportadora: Informe um valor válido.');
    }
    if (body.regraId) {
      await access.regra(session, body.regraId).catch(() => {
        throw campoInvalido('regraId', 'Regra de cálculo: Informe um valor válido.');
      });
    }
  }

  const cabecalho = (body: TTabelaFreteRequest) => ({
    nome: body.nome,
    transportadoraEmpresaId: body.transportadoraEmpresaId ?? null,
    modalidade: body.modalidade,
    tipoTarifa: body.tipoTarifa,
    regraId: body.regraId ?? null,
    fatorCubagem: body.fatorCubagem ?? null,
    freteMinimo: body.freteMinimo ?? null,
    naoOfertarAbaixoPiso: body.naoOfertarAbaixoDoPiso,
    tabelaAntt: body.tabelaAntt,
    tipoCargaAntt: body.tipoCargaAntt,
    vigenciaInicio: body.vigenciaInicio,
    vigenciaFim: body.vigenciaFim ?? null,
    observacoes: body.observacoes ?? null,
  });

  /** The body's lines checked and converted (400 'Linha N: …' per problem), or undefined when absent. */
  async function linhasDoCorpo(session: RequestSession, body: TTabelaFreteRequest) {
    if (!body.linhas) return undefined;
    const { novas, problemas } = prepararLinhas(body.linhas, await catalogo(session), body.modalidade);
    if (problemas.length > 0) throw erroDasLinhas(problemas, (indice) => indice + 1);
    return novas;
  }

  return {
    async search(session: RequestSession, request: TTabelaFreteSearchRequest) {
      const repository = createTabelaFreteRepository(db);
      await repository.expirarVencidas(session.ownerId, hojeEmSaoPaulo());
      const { items, total } = await repository.searchTabelas(
        session.ownerId,
        {
          filtro: request.filtro ?? null,
          status: request.status ?? null,
          transportadoraEmpresaId: request.transportadoraEmpresaId ?? null,
          modalidade: request.modalidade ?? null,
          todasVersoes: request.todasVersoes,
        },
        request.page,
        request.qtdItem,
      );
      return {
        items: items.map((item) => resumo(item.tabela, item)),
        total,
        page: request.page,
        qtdItem: request.qtdItem,
      };
    },

    async get(session: RequestSession, id: string) {
      return detalhe(await access.tabela(session, id));
    },

    async create(session: RequestSession, body: TTabelaFreteRequest) {
      await verificarCabecalho(session, body);
      const linhas = await linhasDoCorpo(session, body);
      const id = randomUUID();
      const tabela = await db.transaction(async (tx) => {
        const repository = createTabelaFreteRepository(tx);
        const nova = await repository.insertTabela({
          id,
          familiaId: id,
          versao: 1,
          ownerId: session.ownerId,
          status: StatusTabelaFrete.Rascunho,
          ...cabecalho(body),
        });
        if (linhas) await repository.substituirLinhas(nova, linhas);
        return { ...nova, qtdLinhas: linhas?.length ?? 0 };
      });
      return detalhe(tabela);
    },

    async update(session: RequestSession, id: string, body: TTabelaFreteRequest) {
      const atual = await access.tabela(session, id);
      if (atual.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
      await verificarCabecalho(session, body);
      const linhas = await linhasDoCorpo(session, body);
      const tabela = await db.transaction(async (tx) => {
        const travada = await access.tabela(session, id, { tx, forUpdate: true });
        if (travada.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
        const repository = createTabelaFreteRepository(tx);
        if (linhas) await repository.substituirLinhas(travada, linhas);
        return repository.updateTabela(id, cabecalho(body));
      });
      return detalhe(tabela);
    },

    async remove(session: RequestSession, id: string) {
      const tabela = await access.tabela(session, id);
      if (tabela.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
      await createTabelaFreteRepository(db).deleteTabela(id);
    },

    async linhas(
      session: RequestSession,
      id: string,
      page: number,
      qtdItem: number,
    ): Promise<TTabelaFreteLinhasResponse> {
      await access.tabela(session, id);
      const [{ items, total }, nomes] = await Promise.all([
        createTabelaFreteRepository(db).linhas(id, page, qtdItem),
        catalogo(session),
      ]);
      return { items: items.map((linha) => linhaDoContrato(linha, nomes)), total, page, qtdItem };
    },

    /** Activates a draft: the family's active version expires (its loads keep their frozen prices). */
    async ativar(session: RequestSession, id: string) {
      const tabela = await db.transaction(async (tx) => {
        const atual = await access.tabela(session, id, { tx, forUpdate: true });
        if (atual.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
        if (atual.qtdLinhas === 0) throw new AppError('VALIDATION', TABELA_FRETE_MESSAGES.semLinhas);
        const repository = createTabelaFreteRepository(tx);
        for (const anterior of await repository.outrasAtivas(atual.familiaId, id)) {
          await repository.updateTabela(anterior.id, { status: StatusTabelaFrete.Expirada });
        }
        return repository.updateTabela(id, { status: StatusTabelaFrete.Ativa });
      });
      return detalhe(tabela);
    },

    /** A draft copy of a version (header and lines), numbered after the family's latest. */
    async novaVersao(session: RequestSession, id: string) {
      const origem = await access.tabela(session, id);
      const tabela = await db.transaction(async (tx) => {
        const repository = createTabelaFreteRepository(tx);
        const { id: _id, createdAt: _c, updatedAt: _u, ...copia } = origem;
        const nova = await repository.insertTabela({
          ...copia,
          versao: (await repository.ultimaVersao(origem.familiaId)) + 1,
          status: StatusTabelaFrete.Rascunho,
          vigenciaInicio: hojeEmSaoPaulo() > origem.vigenciaInicio ? hojeEmSaoPaulo() : origem.vigenciaInicio,
        });
        await repository.copiarLinhas(origem.id, nova.id);
        return nova;
      });
      return detalhe(tabela);
    },

    // ——— for the spreadsheet ———

    /** A draft about to receive lines, with the company's catalogue (409 when not a draft). */
    async rascunhoParaLinhas(session: RequestSession, id: string) {
      const tabela = await access.tabela(session, id);
      if (tabela.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
      return { tabela, catalogo: await catalogo(session) };
    },

    async substituirLinhas(session: RequestSession, id: string, linhas: readonly NovaLinha[]) {
      const tabela = await db.transaction(async (tx) => {
        const travada = await access.tabela(session, id, { tx, forUpdate: true });
        if (travada.status !== StatusTabelaFrete.Rascunho) throw somenteRascunho();
        await createTabelaFreteRepository(tx).substituirLinhas(travada, linhas);
        return { ...travada, qtdLinhas: linhas.length };
      });
      return detalhe(tabela);
    },

    async todasAsLinhas(session: RequestSession, id: string) {
      const tabela = await access.tabela(session, id);
      const [linhas, nomes] = await Promise.all([
        createTabelaFreteRepository(db).todasAsLinhas(id),
        catalogo(session),
      ]);
      return { tabela, linhas, catalogo: nomes };
    },
  };
}

export type TabelasService = ReturnType<typeof createTabelasService>;
