import {
  formatarCep8,
  isUf,
  LINHAS_MESSAGES,
  parseFaixaCep,
  TABELA_FRETE_MESSAGES,
  TipoLocalFrete,
  type TModoIcms,
  type TRegiaoFrete,
  type TRegiaoFreteRequest,
  type TRegraCalculoFrete,
  type TRegraCalculoFreteRequest,
  UF_INVALIDA,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { municipioPorTexto } from '../../lib/municipios/municipios';
import { isUniqueViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import { descreverLocal } from './linhas';
import type { TabelaFreteAccess } from './tabela-frete.access';
import { createTabelaFreteRepository, type RegiaoRow, type RegraRow } from './tabela-frete.repository';

const nomeEmUso = () => new AppError('CONFLICT', 'Nome: já existe um cadastro com este nome.');

/** A region's members checked and stored as the lanes store them (a municipality as its IBGE code). */
function itensDaRegiao(itens: TRegiaoFreteRequest['itens']) {
  const messages: string[] = [];
  const resolvidos = itens.map((item, indice) => {
    const numero = indice + 1;
    const valor = item.valor.trim();
    if (item.tipo === TipoLocalFrete.Uf) {
      if (!isUf(valor.toUpperCase())) messages.push(`Item ${numero}: ${UF_INVALIDA}`);
      return { tipo: item.tipo, valor: valor.toUpperCase() };
    }
    if (item.tipo === TipoLocalFrete.Municipio) {
      const municipio = municipioPorTexto(valor);
      if (!municipio) messages.push(`Item ${numero}: ${LINHAS_MESSAGES.municipioInvalido}`);
      return { tipo: item.tipo, valor: municipio?.ibge ?? valor };
    }
    const faixa = parseFaixaCep(valor);
    if (!faixa) messages.push(`Item ${numero}: ${LINHAS_MESSAGES.faixaCepInvalida}`);
    else if (faixa.inicio > faixa.fim)
      messages.push(`Item ${numero}: CEP final: Valor mínimo: ${valor.split('-')[0]}`);
    return {
      tipo: item.tipo,
      valor: faixa ? `${formatarCep8(faixa.inicio)}-${formatarCep8(faixa.fim)}` : valor,
    };
  });
  if (messages.length > 0) throw new AppError('VALIDATION', messages[0], { messages });
  return resolvidos;
}

function regiaoDoContrato(row: RegiaoRow): TRegiaoFrete {
  return {
    id: row.id,
    nome: row.nome,
    ativo: row.ativo,
    itens: row.itens.map((item) => ({
      tipo: item.tipo as TRegiaoFrete['itens'][number]['tipo'],
      valor: item.valor,
      descricao: descreverLocal(item.tipo, item.valor, { regioes: [] }),
    })),
  };
}

function regraDoContrato(row: RegraRow): TRegraCalculoFrete {
  return {
    id: row.id,
    nome: row.nome,
    modoIcms: row.modoIcms as TModoIcms,
    ativo: row.ativo,
    componentes: row.componentes as TRegraCalculoFrete['componentes'],
  };
}

/** A list call's paging and text filter. */
interface Busca {
  filtro?: string | null;
  page: number;
  qtdItem: number;
}

/** One page of a search as the contract answers it. */
async function pagina<R, T>(
  busca: Promise<{ items: R[]; total: number }>,
  item: (row: R) => T,
  request: Busca,
) {
  const { items, total } = await busca;
  return { items: items.map(item), total, page: request.page, qtdItem: request.qtdItem };
}

/** Writes a named row, turning the name's unique index into a 409 naming the field. */
async function comNomeUnico<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nomeEmUso();
    throw error;
  }
}

/**
 * Regions and calculation rules (issue 19): the named pieces a freight table refers to. A region or a rule
 * in use by a table (or a rule's component) is not deleted (409).
 */
export function createCadastrosService({ db, access }: { db: Database; access: TabelaFreteAccess }) {
  const repository = createTabelaFreteRepository(db);

  /** The rule's destination regions are the company's own. */
  async function verificarRegioesDaRegra(session: RequestSession, body: TRegraCalculoFreteRequest) {
    const ids = [...new Set(body.componentes.flatMap((componente) => componente.regiaoDestinoIds))];
    const conhecidas = await repository.regioesPorId(session.ownerId, ids);
    if (conhecidas.length !== ids.length) {
      throw new AppError('VALIDATION', `Regiões de destino: ${LINHAS_MESSAGES.regiaoInvalida}`);
    }
  }

  const componentes = (body: TRegraCalculoFreteRequest) =>
    body.componentes.map((componente) => ({
      tipo: componente.tipo,
      nome: componente.nome ?? null,
      calculo: componente.calculo,
      valor: componente.valor,
      minimo: componente.minimo ?? null,
      regiaoDestinoIds: componente.regiaoDestinoIds,
    }));

  return {
    regioes: {
      search: (session: RequestSession, request: Busca) =>
        pagina(
          repository.searchRegioes(session.ownerId, request.filtro ?? null, request.page, request.qtdItem),
          regiaoDoContrato,
          request,
        ),
      async get(session: RequestSession, id: string) {
        return regiaoDoContrato(await access.regiao(session, id));
      },
      async create(session: RequestSession, body: TRegiaoFreteRequest) {
        const itens = itensDaRegiao(body.itens);
        return regiaoDoContrato(
          await comNomeUnico(() =>
            repository.insertRegiao({ ownerId: session.ownerId, nome: body.nome, itens }),
          ),
        );
      },
      async update(session: RequestSession, id: string, body: TRegiaoFreteRequest) {
        await access.regiao(session, id);
        const itens = itensDaRegiao(body.itens);
        return regiaoDoContrato(
          await comNomeUnico(() => repository.updateRegiao(id, { nome: body.nome, itens })),
        );
      },
      async remove(session: RequestSession, id: string) {
        await access.regiao(session, id);
        if (await repository.regiaoEmUso(session.ownerId, id)) {
          throw new AppError('CONFLICT', TABELA_FRETE_MESSAGES.regiaoEmUso);
        }
        await repository.deleteRegiao(id);
      },
    },

    regras: {
      search: (session: RequestSession, request: Busca) =>
        pagina(
          repository.searchRegras(session.ownerId, request.filtro ?? null, request.page, request.qtdItem),
          regraDoContrato,
          request,
        ),
      async get(session: RequestSession, id: string) {
        return regraDoContrato(await access.regra(session, id));
      },
      async create(session: RequestSession, body: TRegraCalculoFreteRequest) {
        await verificarRegioesDaRegra(session, body);
        return regraDoContrato(
          await comNomeUnico(() =>
            repository.insertRegra({
              ownerId: session.ownerId,
              nome: body.nome,
              modoIcms: body.modoIcms,
              componentes: componentes(body),
            }),
          ),
        );
      },
      async update(session: RequestSession, id: string, body: TRegraCalculoFreteRequest) {
        await access.regra(session, id);
        await verificarRegioesDaRegra(session, body);
        return regraDoContrato(
          await comNomeUnico(() =>
            repository.updateRegra(id, {
              nome: body.nome,
              modoIcms: body.modoIcms,
              componentes: componentes(body),
            }),
          ),
        );
      },
      async remove(session: RequestSession, id: string) {
        await access.regra(session, id);
        if (await repository.regraEmUso(id)) throw new AppError('CONFLICT', TABELA_FRETE_MESSAGES.regraEmUso);
        await repository.deleteRegra(id);
      },
    },
  };
}

export type CadastrosService = ReturnType<typeof createCadastrosService>;
