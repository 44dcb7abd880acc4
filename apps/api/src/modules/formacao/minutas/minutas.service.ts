import {
  canAddPedidoToMinuta,
  formatPercent,
  MINUTA_MESSAGES,
  Modalidade,
  nextOrdenacaoMinuta,
  OrigemCarga,
  ocupacao,
  ocupacaoExcedida,
  PEDIDO_MESSAGES,
  sugerirMinutas,
  type TCargaFormada,
  TipoFrete,
  TipoRota,
  type TMinuta,
  type TMinutaAtualizar,
  type TMinutaConfirmacao,
  type TMinutaSugerir,
  type TMinutaSugestaoResposta,
  type TPedido,
  VisibilidadeCarga,
  ZCadastroCarga,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { avisarCadastro, type CargaCadastrada, cadastrarCarga } from '../../cargas/cadastro/cadastrar-carga';
import { autorDaSessao, type Tx } from '../../cargas/carga.writer';
import type { CargasContext } from '../../cargas/cargas.context';
import type { FormacaoAccess } from '../formacao.access';
import { createFormacaoRepository, type MinutaRow } from '../formacao.repository';
import { lerMinutas, pontosDaMinuta, tabelasDaMinuta } from './minuta-leitura';

/** A draft input for the domain rules: the orders' drafting fields. */
function paraRegra(pedido: TPedido) {
  return {
    ...pedido,
    origem: pedido.origem,
    destino: pedido.destino,
    localidadeRedespacho: pedido.localidadeRedespacho,
  };
}

/**
 * Drafts (minutas; 02 §3, §4; issue 21) under /api/formacao/minuta: the open drafts of the request's units.
 * Every change runs in one transaction with the draft's row locked (two users linking to one draft queue),
 * and the drafting rules are the domain's (`canAddPedidoToMinuta`, `sugerirMinutas`) — the screen shows the
 * same function's answer before it calls. Confirming writes the loads through the cargas register path.
 */
export function createMinutasService({
  db,
  access,
  cargas,
}: {
  db: Database;
  access: FormacaoAccess;
  cargas: Pick<CargasContext, 'writer' | 'events'>;
}) {
  const repository = createFormacaoRepository(db);

  async function uma(session: RequestSession, id: string): Promise<TMinuta> {
    const row = await access.minuta(session, id);
    // A confirmed draft became its load: it is no longer a draft.
    if (row.cargaId) throw new AppError('NOT_FOUND');
    const [minuta] = await lerMinutas(db, session.ownerId, [row]);
    if (!minuta) throw new AppError('NOT_FOUND');
    return minuta;
  }

  /** One change of a draft: its row locked, the change, then the draft read again. */
  async function mudar(
    session: RequestSession,
    minutaId: string,
    change: (tx: Tx, minuta: MinutaRow, pedidos: TPedido[]) => Promise<void>,
  ): Promise<TMinuta> {
    await db.transaction(async (tx) => {
      const minuta = await access.minuta(session, minutaId, tx);
      if (minuta.cargaId) throw new AppError('NOT_FOUND');
      const pedidos = (
        await createFormacaoRepository(tx).pedidosDasMinutas(session.ownerId, [minuta.id])
      ).sort((a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0));
      await change(tx, minuta, pedidos);
    });
    return uma(session, minutaId);
  }

  async function novaMinuta(tx: Tx, session: RequestSession, unidadeId: string): Promise<MinutaRow> {
    const repo = createFormacaoRepository(tx);
    return repo.inserirMinuta({
      ownerId: session.ownerId,
      unidadeNegocioId: unidadeId,
      numero: await repo.proximoNumeroDeMinuta(session.ownerId),
      criadaPor: session.userId,
    });
  }

  /** Refuses a vehicle the draft's orders would overfill (over 100 % by weight or cubage). */
  function exigirOcupacao(
    pesoKg: number,
    cubagemM3: number,
    veiculo: { capacidadeKg: number | null; capacidadeM3: number | null } | undefined,
  ) {
    if (!veiculo) return;
    const problemas: string[] = [];
    const peso = ocupacao(pesoKg, veiculo.capacidadeKg);
    const cubagem = ocupacao(cubagemM3, veiculo.capacidadeM3);
    if (ocupacaoExcedida(peso))
      problemas.push(PEDIDO_MESSAGES.ocupacaoExcedida('peso', formatPercent((peso ?? 0) * 100)));
    if (ocupacaoExcedida(cubagem)) {
      problemas.push(PEDIDO_MESSAGES.ocupacaoExcedida('cubagem', formatPercent((cubagem ?? 0) * 100)));
    }
    if (problemas.length > 0) throw new AppError('VALIDATION', problemas[0], { messages: problemas });
  }
  const total = (pedidos: readonly TPedido[], campo: 'pesoTotal' | 'cubagemTotal') =>
    pedidos.reduce((s, p) => s + (p[campo] ?? 0), 0);

  return {
    async listar(session: RequestSession): Promise<TMinuta[]> {
      const rows = await repository.minutasAbertas(session.ownerId, session.escopoUnidadeIds);
      return lerMinutas(db, session.ownerId, rows);
    },

    detalhe: uma,

    /** POST /minuta: a new empty draft in the request's selected unit. */
    async criar(session: RequestSession, unidadeId: string): Promise<TMinuta> {
      access.unidade(session, unidadeId);
      const row = await db.transaction((tx) => novaMinuta(tx, session, unidadeId));
      return uma(session, row.id);
    },

    /**
     * POST /minuta/{id}/pedido/{pedidoId}: links an open order — or moves one from another draft — under the
     * drafting rules (400 with every reason); the draft takes its freight type, the order the next position.
     * With a vehicle chosen, an order that would overfill it is refused too.
     */
    async vincular(session: RequestSession, minutaId: string, pedidoId: string): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta, pedidos) => {
        const repo = createFormacaoRepository(tx);
        const row = await access.pedido(session, pedidoId, tx);
        if (row.unidadeNegocioId !== minuta.unidadeNegocioId) throw new AppError('NOT_FOUND');
        if (!row.ativo || row.cargaId) throw new AppError('CONFLICT', PEDIDO_MESSAGES.pedidoIndisponivel);
        const [pedido] = await repo.pedidosLidos(session.ownerId, [row.id]);
        if (!pedido) throw new AppError('NOT_FOUND');
        const alvo = {
          id: minuta.id,
          tipoFrete: pedidos.length ? minuta.tipoFrete : null,
          pedidos: pedidos.map(paraRegra),
        };
        const check = canAddPedidoToMinuta(alvo, paraRegra(pedido));
        if (!check.ok) throw new AppError('VALIDATION', check.messages[0], { messages: check.messages });
        if (minuta.veiculoConjuntoId) {
          const veiculo = await repo.veiculoConjunto(session.ownerId, minuta.veiculoConjuntoId);
          exigirOcupacao(
            total(pedidos, 'pesoTotal') + (pedido.pesoTotal ?? 0),
            total(pedidos, 'cubagemTotal') + (pedido.cubagemTotal ?? 0),
            veiculo,
          );
        }
        const anterior = row.minutaId;
        if (anterior) {
          // Moving from another draft: that draft renumbers its remaining orders.
          await access.minuta(session, anterior, tx);
          await repo.atualizarPedido(row.id, { minutaId: null, ordenacaoMinuta: null });
          const restantes = (await repo.pedidosDasMinutas(session.ownerId, [anterior]))
            .sort((a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0))
            .map((p) => p.id);
          await repo.ordenarPedidos(anterior, restantes);
          if (restantes.length === 0) await repo.atualizarMinuta(anterior, { tipoFrete: null });
        }
        const tipoFrete = alvo.tipoFrete ?? pedido.tipoFrete;
        await repo.atualizarPedido(row.id, {
          minutaId: minuta.id,
          ordenacaoMinuta: nextOrdenacaoMinuta(alvo),
          tipoFrete,
        });
        await repo.atualizarMinuta(minuta.id, { tipoFrete, tabelaFreteId: null, tabelaFreteValor: null });
      });
    },

    /** DELETE /minuta/{id}/pedido/{pedidoId}: the order back to the pool, the others renumbered. */
    async desvincular(session: RequestSession, minutaId: string, pedidoId: string): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta, pedidos) => {
        if (!pedidos.some((p) => p.id === pedidoId)) throw new AppError('NOT_FOUND');
        const repo = createFormacaoRepository(tx);
        await repo.atualizarPedido(pedidoId, { minutaId: null, ordenacaoMinuta: null });
        const restantes = pedidos.filter((p) => p.id !== pedidoId).map((p) => p.id);
        await repo.ordenarPedidos(minuta.id, restantes);
        await repo.atualizarMinuta(minuta.id, {
          tabelaFreteId: null,
          tabelaFreteValor: null,
          ...(restantes.length === 0 ? { tipoFrete: null } : {}),
        });
      });
    },

    /** PUT /minuta/{id}/ordenacao: every order of the draft once, in the new order (the route planner's too). */
    async ordenar(session: RequestSession, minutaId: string, pedidoIds: readonly string[]): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta, pedidos) => {
        const atuais = new Set(pedidos.map((p) => p.id));
        if (
          pedidoIds.length !== atuais.size ||
          new Set(pedidoIds).size !== atuais.size ||
          pedidoIds.some((id) => !atuais.has(id))
        ) {
          throw new AppError('VALIDATION', PEDIDO_MESSAGES.ordenacaoIncompleta);
        }
        await createFormacaoRepository(tx).ordenarPedidos(minuta.id, pedidoIds);
      });
    },

    /** POST /minuta/{id}/limpar: every order back to the pool; the draft stays, empty. */
    async limpar(session: RequestSession, minutaId: string): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta) => {
        const repo = createFormacaoRepository(tx);
        await repo.liberarPedidosDaMinuta(minuta.id);
        await repo.atualizarMinuta(minuta.id, {
          tipoFrete: null,
          tabelaFreteId: null,
          tabelaFreteValor: null,
        });
      });
    },

    /** DELETE /minuta/{id}: the draft removed, its orders back to the pool. */
    async remover(session: RequestSession, minutaId: string): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const minuta = await access.minuta(session, minutaId, tx);
        if (minuta.cargaId) throw new AppError('NOT_FOUND');
        const repo = createFormacaoRepository(tx);
        await repo.liberarPedidosDaMinuta(minuta.id);
        await repo.excluirMinuta(minuta.id);
      });
      return { message: PEDIDO_MESSAGES.minutaRemovida };
    },

    /**
     * PUT /minuta/{id}: the vehicle set (its capacity summed over its equipment; over 100 % by weight or
     * cubage refused), the table (one of the draft's available tables, its value frozen on the draft), shown.
     */
    async atualizar(session: RequestSession, minutaId: string, body: TMinutaAtualizar): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta, pedidos) => {
        const repo = createFormacaoRepository(tx);
        const set: Parameters<typeof repo.atualizarMinuta>[1] = {};
        let veiculoId = minuta.veiculoConjuntoId;
        if (body.veiculoConjuntoId !== undefined) {
          veiculoId = body.veiculoConjuntoId;
          if (veiculoId) {
            const veiculo = await repo.veiculoConjunto(session.ownerId, veiculoId);
            if (!veiculo) throw new AppError('VALIDATION', PEDIDO_MESSAGES.veiculoInvalido);
            exigirOcupacao(total(pedidos, 'pesoTotal'), total(pedidos, 'cubagemTotal'), veiculo);
          }
          set.veiculoConjuntoId = veiculoId;
          // Another vehicle prices differently: the chosen table is chosen again.
          if (veiculoId !== minuta.veiculoConjuntoId && body.tabelaFreteId === undefined) {
            set.tabelaFreteId = null;
            set.tabelaFreteValor = null;
          }
        }
        if (body.tabelaFreteId !== undefined) {
          if (body.tabelaFreteId === null) {
            set.tabelaFreteId = null;
            set.tabelaFreteValor = null;
          } else {
            const veiculo = veiculoId ? await repo.veiculoConjunto(session.ownerId, veiculoId) : undefined;
            const tabelas = await tabelasDaMinuta(tx, session.ownerId, pedidos, veiculo ?? null);
            const tabela = tabelas.find(
              (t) => t.tabelaFreteId === body.tabelaFreteId && !t.bloqueadaPeloPiso,
            );
            if (!tabela) throw new AppError('VALIDATION', PEDIDO_MESSAGES.tabelaIndisponivel);
            set.tabelaFreteId = tabela.tabelaFreteId;
            set.tabelaFreteValor = tabela.valor.toFixed(2);
          }
        }
        if (body.exibindo !== undefined) set.exibindo = body.exibindo;
        if (Object.keys(set).length > 0) await repo.atualizarMinuta(minuta.id, set);
      });
    },

    /** POST /minuta/{id}/agrupar: one grouping key for the chosen orders of the draft (null ungroups). */
    async agrupar(
      session: RequestSession,
      minutaId: string,
      pedidoIds: readonly string[],
      agrupador: string | null,
    ): Promise<TMinuta> {
      return mudar(session, minutaId, async (tx, minuta, pedidos) => {
        const daMinuta = new Set(pedidos.map((p) => p.id));
        if (pedidoIds.some((id) => !daMinuta.has(id))) throw new AppError('NOT_FOUND');
        const chave =
          agrupador ??
          (pedidoIds.length > 1 ? `M${minuta.numero}-${Date.now().toString(36).toUpperCase()}` : null);
        const repo = createFormacaoRepository(tx);
        for (const id of pedidoIds) await repo.atualizarPedido(id, { agrupador: chave });
        // Grouped orders sit together, in the order of the first of them.
        const primeiro = pedidos.findIndex((p) => pedidoIds.includes(p.id));
        const outros = pedidos.filter((p) => !pedidoIds.includes(p.id)).map((p) => p.id);
        const grupo = pedidos.filter((p) => pedidoIds.includes(p.id)).map((p) => p.id);
        const antes = pedidos.slice(0, primeiro).filter((p) => !pedidoIds.includes(p.id)).length;
        await repo.ordenarPedidos(minuta.id, [...outros.slice(0, antes), ...grupo, ...outros.slice(antes)]);
      });
    },

    /**
     * POST /minuta/sugerir: the open orders of the request's selected unit (or the chosen ones) grouped into
     * new drafts by `sugerirMinutas` — the rules and the vehicle's capacity; what cannot go is listed with why.
     */
    async sugerir(
      session: RequestSession,
      unidadeId: string,
      body: TMinutaSugerir,
    ): Promise<TMinutaSugestaoResposta> {
      access.unidade(session, unidadeId);
      const veiculo = body.veiculoConjuntoId
        ? await repository.veiculoConjunto(session.ownerId, body.veiculoConjuntoId)
        : undefined;
      if (body.veiculoConjuntoId && !veiculo)
        throw new AppError('VALIDATION', PEDIDO_MESSAGES.veiculoInvalido);
      const capacidade = {
        pesoKg: body.capacidadePesoKg ?? veiculo?.capacidadeKg ?? null,
        cubagemM3: body.capacidadeCubagemM3 ?? veiculo?.capacidadeM3 ?? null,
      };
      const ids = await db.transaction(async (tx) => {
        const repo = createFormacaoRepository(tx);
        const { items } = await repo.abertos(
          { ownerId: session.ownerId, unidadeIds: [unidadeId] },
          body.pedidoIds.length ? 5000 : 5000,
        );
        const escolhidos = body.pedidoIds.length ? items.filter((p) => body.pedidoIds.includes(p.id)) : items;
        const sugestao = sugerirMinutas(escolhidos.map(paraRegra), capacidade);
        const criadas: string[] = [];
        for (const grupo of sugestao.minutas) {
          const minuta = await novaMinuta(tx, session, unidadeId);
          const tipoFrete = grupo[0]?.tipoFrete ?? TipoFrete.CIF;
          await repo.atualizarMinuta(minuta.id, {
            tipoFrete,
            veiculoConjuntoId: veiculo?.id ?? null,
            exibindo: criadas.length === 0,
          });
          for (const [index, pedido] of grupo.entries()) {
            await repo.atualizarPedido(pedido.id, {
              minutaId: minuta.id,
              ordenacaoMinuta: index + 1,
              tipoFrete,
            });
          }
          criadas.push(minuta.id);
        }
        return {
          criadas,
          naoAgrupados: sugestao.naoAgrupados.map(({ pedido, reasons }) => ({
            pedidoId: pedido.id,
            codigo: (pedido as TPedido).codigo,
            motivos: reasons.map((reason) => MINUTA_MESSAGES[reason]),
          })),
        };
      });
      const rows = (await repository.minutasAbertas(session.ownerId, [unidadeId])).filter((row) =>
        ids.criadas.includes(row.id),
      );
      return {
        message: PEDIDO_MESSAGES.sugeridas(ids.criadas.length),
        minutas: await lerMinutas(db, session.ownerId, rows),
        naoAgrupados: ids.naoAgrupados,
      };
    },

    /**
     * POST /minuta/confirmar: each draft becomes a load (origemCarga 4) through the cargas register path, in
     * one transaction for all: its route = the draft's origins then destinations in order, one document per
     * order, weight/cubage/value summed, the chosen table's value as the freight; the orders are linked to the
     * load and the draft closes. Any draft with a problem → 400 naming it, nothing written.
     */
    async confirmar(session: RequestSession, minutaIds: readonly string[]): Promise<TMinutaConfirmacao> {
      const caller = autorDaSessao(session);
      const resultado = await db.transaction(async (tx) => {
        const repo = createFormacaoRepository(tx);
        const formadas: (TCargaFormada & { cadastrada: CargaCadastrada })[] = [];
        for (const minutaId of new Set(minutaIds)) {
          const minuta = await access.minuta(session, minutaId, tx);
          if (minuta.cargaId) throw new AppError('NOT_FOUND');
          const pedidos = (await repo.pedidosDasMinutas(session.ownerId, [minuta.id])).sort(
            (a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0),
          );
          if (pedidos.length === 0)
            throw new AppError('VALIDATION', PEDIDO_MESSAGES.minutaVazia(minuta.numero));
          const dados = cadastroDaMinuta(minuta, pedidos);
          const parsed = ZCadastroCarga.safeParse(dados);
          if (!parsed.success) {
            const mensagens = parsed.error.issues.map((issue) => `Minuta ${minuta.numero}: ${issue.message}`);
            throw new AppError('VALIDATION', mensagens[0], { messages: mensagens });
          }
          const cadastrada = await cadastrarCarga(tx, caller, minuta.unidadeNegocioId, parsed.data, {
            origemCarga: OrigemCarga.FormadorCargas,
          });
          for (const pedido of pedidos) {
            await repo.atualizarPedido(pedido.id, {
              minutaId: null,
              ordenacaoMinuta: null,
              cargaId: cadastrada.id,
            });
          }
          await repo.atualizarMinuta(minuta.id, {
            cargaId: cadastrada.id,
            confirmadaEm: new Date(),
            exibindo: false,
          });
          const pontos = pontosDaMinuta(pedidos);
          const lugar = (p: TPedido['origem'] | undefined) =>
            p?.cidade ? `${p.cidade}/${p.uf ?? ''}` : null;
          formadas.push({
            minutaId: minuta.id,
            minutaNumero: minuta.numero,
            cargaId: cadastrada.id,
            codigo: cadastrada.codigo,
            pedidos: pedidos.length,
            pesoTotal: Math.round(pedidos.reduce((s, p) => s + (p.pesoTotal ?? 0), 0) * 1000) / 1000,
            valorFrete: minuta.tabelaFreteValor === null ? null : Number(minuta.tabelaFreteValor),
            origem: lugar(pontos[0]?.ponto),
            destino: lugar(pontos.at(-1)?.ponto),
            cadastrada,
          });
        }
        return formadas;
      });
      await avisarCadastro(
        cargas,
        caller,
        resultado.map((r) => r.cadastrada),
        {
          titulo:
            resultado.length === 1
              ? `Carga ${resultado[0]?.codigo} formada`
              : `${resultado.length} cargas formadas`,
          descricao: `Cargas ${resultado.map((r) => r.codigo).join(', ')} formadas de minutas por ${caller.nome}.`,
        },
      );
      return {
        message: PEDIDO_MESSAGES.confirmadas(resultado.length),
        cargas: resultado.map(({ cadastrada: _c, ...formada }) => formada),
      };
    },
  };
}

/** A draft as a load register payload (what `cadastrarCarga` checks and writes). */
export function cadastroDaMinuta(minuta: MinutaRow, pedidos: readonly TPedido[]) {
  const pontos = pontosDaMinuta(pedidos);
  const coletas = pedidos
    .map((p) => (p.dhColeta ? new Date(p.dhColeta).getTime() : Number.NaN))
    .filter(Number.isFinite);
  const inicio = coletas.length ? Math.min(...coletas) : Date.now();
  let anterior = inicio;
  const origemDestino = pontos.map(({ tipo, ponto }, index) => {
    const ultimo = index === pontos.length - 1;
    const previsto =
      ponto.dhPrevista ??
      (tipo === 'destino'
        ? pedidos.find((p) => p.destino === ponto)?.dhEntrega
        : pedidos.find((p) => p.origem === ponto)?.dhColeta) ??
      null;
    // The route's dates never go back (the register's rule): a point is at least its predecessor's.
    const instante = Math.max(previsto ? new Date(previsto).getTime() : anterior, anterior);
    anterior = instante;
    return {
      rota: index === 0 ? TipoRota.Origem : ultimo ? TipoRota.Destino : TipoRota.Parada,
      empresaId: ponto.empresaId ?? undefined,
      localidade: ponto.localidade ?? ponto.nome ?? undefined,
      cidade: ponto.cidade ?? '',
      uf: ponto.uf ?? '',
      latitude: ponto.latitude ?? undefined,
      longitude: ponto.longitude ?? undefined,
      dhInicio: new Date(instante).toISOString(),
    };
  });
  const soma = (campo: 'pesoTotal' | 'cubagemTotal' | 'valorPedido') =>
    Math.round(pedidos.reduce((s, p) => s + (p[campo] ?? 0), 0) * 1000) / 1000;
  const volumes = pedidos.reduce((s, p) => s + (p.quantidadeVolumes ?? 1), 0);
  const valorCarga = Math.round(soma('valorPedido') * 100) / 100;
  return {
    carga: {
      tipoFrete: minuta.tipoFrete ?? pedidos[0]?.tipoFrete,
      modalidade: Modalidade.Lotacao,
      pesoBruto: soma('pesoTotal'),
      volume: soma('cubagemTotal') || undefined,
      volumeUnidade: 7,
      acondicionamentoQtd: volumes,
      codIdentificador: `Minuta ${minuta.numero}`,
      valorCarga: valorCarga || undefined,
    },
    pagamento: {
      impostoSuspenso: false,
      ...(minuta.tabelaFreteValor !== null ? { valorFrete: Number(minuta.tabelaFreteValor) } : {}),
      ...(minuta.tabelaFreteId ? { tabelaFreteId: minuta.tabelaFreteId } : {}),
    },
    origemDestino,
    visibilidade: VisibilidadeCarga.Restrita,
    documentos: pedidos.map((p) => {
      const quantidade = p.quantidadeVolumes ?? 1;
      const porVolume = (n: number | null): number | undefined =>
        n === null ? undefined : Math.round((n / quantidade) * 1000) / 1000;
      return {
        codigo: p.codigo,
        descricao: `Pedido ${p.codigo}`,
        numero: p.numeroNf ?? p.codigo,
        quantidade,
        peso: porVolume(p.pesoTotal),
        cubagem: porVolume(p.cubagemTotal),
        valor: p.valorPedido ?? undefined,
        numeroNf: p.numeroNf ?? undefined,
      };
    }),
  };
}

export type MinutasService = ReturnType<typeof createMinutasService>;
