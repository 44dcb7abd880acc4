import {
  PEDIDO_LIMITES,
  PEDIDO_MESSAGES,
  SituacaoPedido,
  situacaoDoPedido,
  TipoLotePedido,
  type TPedido,
  type TPedidoCadastro,
  type TPedidoDeleteManyResposta,
  type TPedidoListarQuery,
  type TPedidoLoteTotalizadores,
  type TPedidoPagina,
  type TPedidoSalvo,
  type TPedidoSearch,
  type TPedidoSubdivisao,
  type TPedidoTotais,
  type TPedidoTotalizadorQuery,
  type TPedidoTotalizadorUnidade,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-constraint-errors';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../../cargas/carga.access';
import type { CargasContext } from '../../cargas/cargas.context';
import type { FormacaoAccess } from '../formacao.access';
import { createFormacaoRepository, type PedidoRow } from '../formacao.repository';
import { pedidoVerificado } from './pedido-linhas';

const zeros: TPedidoTotais = { pedidos: 0, pesoTotal: 0, cubagemTotal: 0, valorTotal: 0, volumes: 0 };

/** An order that may still change: not in a load, not in a draft. */
function exigirLivre(pedido: PedidoRow): void {
  if (pedido.cargaId) throw new AppError('CONFLICT', PEDIDO_MESSAGES.emCarga);
  if (pedido.minutaId) throw new AppError('CONFLICT', PEDIDO_MESSAGES.emMinuta);
}

/**
 * Orders (02 §3, §7 "Orders"; issue 21) under /api/formacao/pedido: the company's orders in the request's
 * business units. Every by-id call asks the module's gate (`FormacaoAccess`); writes are one statement or
 * one transaction; nothing is written on a 400/404/409.
 */
export function createPedidosService({
  db,
  access,
  cargas,
}: {
  db: Database;
  access: FormacaoAccess;
  cargas: Pick<CargasContext, 'access'>;
}) {
  const repository = createFormacaoRepository(db);
  const lido = async (session: RequestSession, id: string): Promise<TPedido> => {
    const pedido = await repository.pedidoLido(session.ownerId, id);
    if (!pedido) throw new AppError('NOT_FOUND');
    return pedido;
  };
  const escopo = (session: RequestSession) => ({
    ownerId: session.ownerId,
    unidadeIds: session.escopoUnidadeIds,
  });

  async function gravar(write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', PEDIDO_MESSAGES.codigoEmUso);
      }
      throw error;
    }
  }

  return {
    async buscar(session: RequestSession, busca: TPedidoSearch): Promise<TPedidoPagina> {
      const unidadeIds = busca.unidadesNegocio.length
        ? session.escopoUnidadeIds.filter((id) => busca.unidadesNegocio.includes(id))
        : session.escopoUnidadeIds;
      const { items, total } = await repository.buscar(
        {
          ...escopo(session),
          unidadeIds,
          terms: busca.query,
          dataIni: busca.dataIni,
          dataFim: busca.dataFim,
          tipoFiltroData: busca.tipoFiltroData,
          apenasComEmpresa: busca.apenasComEmpresa,
          caracteristicaId: busca.caracteristicaId,
          tiposFrete: busca.tiposFrete,
          situacoes: busca.situacoes,
          loteId: busca.loteId,
          cargaId: busca.cargaId,
        },
        busca,
      );
      return { items, total, page: busca.page, qtdItem: busca.qtdItem };
    },

    /** GET /pedido/listar: the open orders (the pool drafts are made from), newest first. */
    async listar(session: RequestSession, query: TPedidoListarQuery) {
      return repository.abertos({ ...escopo(session), ...query }, PEDIDO_LIMITES.pedidosAbertosNaLista);
    },

    async totalizadorPorUnidade(
      session: RequestSession,
      query: TPedidoTotalizadorQuery,
    ): Promise<TPedidoTotalizadorUnidade> {
      const linhas = await repository.totaisPorUnidade({ ...escopo(session), ...query });
      const porUnidade = new Map<string, TPedidoTotalizadorUnidade[number]>();
      for (const unidade of session.unidades.filter((u) => session.escopoUnidadeIds.includes(u.id))) {
        porUnidade.set(unidade.id, {
          unidadeNegocioId: unidade.id,
          unidadeNegocioNome: unidade.descricao,
          abertos: { ...zeros },
          emMinuta: { ...zeros },
          emCarga: { ...zeros },
        });
      }
      for (const linha of linhas) {
        const unidade = porUnidade.get(linha.unidadeNegocioId);
        if (!unidade) continue;
        if (linha.situacao === SituacaoPedido.Aberto) unidade.abertos = linha.totais;
        if (linha.situacao === SituacaoPedido.EmMinuta) unidade.emMinuta = linha.totais;
        if (linha.situacao === SituacaoPedido.EmCarga) unidade.emCarga = linha.totais;
      }
      return [...porUnidade.values()];
    },

    async totalizadoresDoLote(session: RequestSession, loteId: string): Promise<TPedidoLoteTotalizadores> {
      const row = await access.pedido(session, loteId);
      const lote = await lido(session, row.id);
      const { subdivisoes, emCarga } = await repository.totaisDoLote(session.ownerId, row.id);
      return {
        lote,
        subdivisoes,
        emCarga,
        saldo: {
          pesoTotal: lote.pesoTotal ?? 0,
          cubagemTotal: lote.cubagemTotal ?? 0,
          valorTotal: lote.valorPedido ?? 0,
        },
      };
    },

    /** GET /pedido/carga/{id}: the orders a load was formed from (the load through the cargas gate). */
    async daCarga(session: RequestSession, cargaId: string): Promise<TPedido[]> {
      const carga = await cargas.access.require(session, NivelAcesso.Ver, cargaId);
      return repository.pedidosDaCarga(session.ownerId, carga.id);
    },

    async detalhe(session: RequestSession, id: string): Promise<TPedido> {
      const row = await access.pedido(session, id);
      return lido(session, row.id);
    },

    async caracteristicaUtilizada(session: RequestSession, id: string) {
      const pedido = await this.detalhe(session, id);
      return {
        caracteristica:
          pedido.caracteristicaId && pedido.caracteristicaDescricao
            ? { id: pedido.caracteristicaId, descricao: pedido.caracteristicaDescricao }
            : null,
      };
    },

    /** POST /pedido: a new order in the request's selected unit. */
    async cadastrar(
      session: RequestSession,
      unidadeId: string,
      dados: TPedidoCadastro,
    ): Promise<TPedidoSalvo> {
      access.unidade(session, unidadeId);
      const campos = await pedidoVerificado(repository, session.ownerId, dados);
      let id = '';
      await gravar(async () => {
        [id = ''] = await repository.inserirPedidos([
          { ...campos, ownerId: session.ownerId, unidadeNegocioId: unidadeId, criadoPor: session.userId },
        ]);
      });
      return { message: PEDIDO_MESSAGES.cadastrado, pedido: await lido(session, id) };
    },

    /** PUT /pedido/{id}: every field again; only an order in no draft and no load. */
    async editar(session: RequestSession, id: string, dados: TPedidoCadastro): Promise<TPedidoSalvo> {
      const pedido = await access.pedido(session, id);
      exigirLivre(pedido);
      const campos = await pedidoVerificado(repository, session.ownerId, dados);
      await gravar(() => repository.atualizarPedido(pedido.id, campos));
      return { message: PEDIDO_MESSAGES.atualizado, pedido: await lido(session, pedido.id) };
    },

    async excluir(session: RequestSession, id: string): Promise<{ message: string }> {
      const pedido = await access.pedido(session, id);
      const problema = await problemaParaExcluir(pedido);
      if (problema) throw new AppError('CONFLICT', problema);
      await repository.excluirPedido(pedido.id);
      return { message: PEDIDO_MESSAGES.excluido };
    },

    /**
     * POST /pedido/delete-many: each order on its own — one in a load, a draft or with subdivisions (or not
     * the caller's) is a failure with its message; the others are deleted (the progress dialog lists both).
     */
    async excluirVarios(session: RequestSession, ids: readonly string[]): Promise<TPedidoDeleteManyResposta> {
      const excluidos: string[] = [];
      const falhas: TPedidoDeleteManyResposta['falhas'] = [];
      for (const id of new Set(ids)) {
        try {
          const pedido = await access.pedido(session, id);
          const problema = await problemaParaExcluir(pedido);
          if (problema) {
            falhas.push({ id, codigo: pedido.codigo, message: problema });
            continue;
          }
          await repository.excluirPedido(pedido.id);
          excluidos.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          falhas.push({ id, codigo: null, message: error.message });
        }
      }
      return { message: PEDIDO_MESSAGES.excluidosEmLote(excluidos.length, falhas.length), excluidos, falhas };
    },

    async ativar(session: RequestSession, id: string, ativo: boolean): Promise<TPedidoSalvo> {
      const pedido = await access.pedido(session, id);
      exigirLivre(pedido);
      if (pedido.ativo !== ativo) await repository.atualizarPedido(pedido.id, { ativo });
      return {
        message: ativo ? PEDIDO_MESSAGES.ativado : PEDIDO_MESSAGES.desativado,
        pedido: await lido(session, pedido.id),
      };
    },

    /** PATCH /pedido/{id}/alterar-unidade/{unidadeId}: to another unit of the company the user may access. */
    async alterarUnidade(session: RequestSession, id: string, unidadeId: string): Promise<TPedidoSalvo> {
      const pedido = await access.pedido(session, id);
      exigirLivre(pedido);
      access.unidade(session, unidadeId);
      const [unidade] = await repository.unidadesAtivas(session.ownerId, [unidadeId]);
      if (!unidade) throw new AppError('VALIDATION', PEDIDO_MESSAGES.unidadeInvalida);
      await repository.atualizarPedido(pedido.id, { unidadeNegocioId: unidade.id });
      return { message: PEDIDO_MESSAGES.unidadeAlterada, pedido: await lido(session, pedido.id) };
    },

    /**
     * POST /pedido/{id}/subdivisao: part of an open order (or a lot order) becomes a new order with the same
     * places and dates; what moves must be less than what the order holds (a lot keeps its contract
     * figures: its subdivisions are counted against them by the lot totals).
     */
    async subdividir(session: RequestSession, id: string, parte: TPedidoSubdivisao): Promise<TPedidoSalvo> {
      const pedido = await access.pedido(session, id);
      exigirLivre(pedido);
      if (!pedido.ativo) throw new AppError('CONFLICT', PEDIDO_MESSAGES.inativo);
      const lote = pedido.tipoLote === TipoLotePedido.Lote;
      const problemas: string[] = [];
      const medidas = [
        ['pesoTotal', 'Peso total', pedido.pesoTotal],
        ['cubagemTotal', 'Cubagem total', pedido.cubagemTotal],
        ['valorPedido', 'Valor do pedido', pedido.valorPedido],
        ['quantidadeVolumes', 'Quantidade de volumes', pedido.quantidadeVolumes],
      ] as const;
      for (const [campo, rotulo, atual] of medidas) {
        const valor = parte[campo];
        if (valor === null) continue;
        const disponivel = atual === null ? 0 : Number(atual);
        // The original keeps something (an order of 0 is no order); a lot may be used up.
        if (lote ? valor > disponivel : valor >= disponivel)
          problemas.push(PEDIDO_MESSAGES.subdivisaoExcede(rotulo));
      }
      if (problemas.length > 0) throw new AppError('VALIDATION', problemas[0], { messages: problemas });

      const resto = (atual: string | null, valor: number | null, casas: number) =>
        atual === null || valor === null || lote ? atual : (Number(atual) - valor).toFixed(casas);
      const novoCodigo = parte.codigo ?? (await proximoCodigoDeSubdivisao(pedido.codigo));
      let novoId = '';
      await gravar(() =>
        db.transaction(async (tx) => {
          const repo = createFormacaoRepository(tx);
          const { id: _id, createdAt: _c, updatedAt: _u, ...copia } = pedido;
          [novoId = ''] = await repo.inserirPedidos([
            {
              ...copia,
              codigo: novoCodigo,
              tipoLote: null,
              pedidoOrigemId: pedido.id,
              minutaId: null,
              ordenacaoMinuta: null,
              cargaId: null,
              pesoTotal:
                parte.pesoTotal === null ? (lote ? null : pedido.pesoTotal) : parte.pesoTotal.toFixed(3),
              cubagemTotal: parte.cubagemTotal === null ? null : parte.cubagemTotal.toFixed(3),
              valorPedido: parte.valorPedido === null ? null : parte.valorPedido.toFixed(2),
              quantidadeVolumes: parte.quantidadeVolumes,
              criadoPor: session.userId,
            },
          ]);
          await repo.atualizarPedido(pedido.id, {
            pesoTotal: resto(pedido.pesoTotal, parte.pesoTotal, 3),
            cubagemTotal: resto(pedido.cubagemTotal, parte.cubagemTotal, 3),
            valorPedido: resto(pedido.valorPedido, parte.valorPedido, 2),
            quantidadeVolumes:
              pedido.quantidadeVolumes === null || parte.quantidadeVolumes === null || lote
                ? pedido.quantidadeVolumes
                : pedido.quantidadeVolumes - parte.quantidadeVolumes,
          });
        }),
      );
      return { message: PEDIDO_MESSAGES.subdividido, pedido: await lido(session, novoId) };

      async function proximoCodigoDeSubdivisao(base: string): Promise<string> {
        for (let n = 1; n < 1000; n++) {
          const codigo = `${base.slice(0, 55)}-${n}`;
          if (!(await repository.codigoEmUso(session.ownerId, codigo))) return codigo;
        }
        throw new AppError('CONFLICT', PEDIDO_MESSAGES.codigoEmUso);
      }
    },
  };

  async function problemaParaExcluir(pedido: PedidoRow): Promise<string | null> {
    if (situacaoDoPedido(pedido) === SituacaoPedido.EmCarga) return PEDIDO_MESSAGES.excluirEmCarga;
    if (pedido.minutaId) return PEDIDO_MESSAGES.emMinuta;
    if (await repository.temSubdivisoes(pedido.id)) return PEDIDO_MESSAGES.excluirComSubdivisoes;
    return null;
  }
}

export type PedidosService = ReturnType<typeof createPedidosService>;
