import {
  distanciaRodoviariaEstimada,
  isSameLocal,
  ocupacao,
  type TMinuta,
  type TPedido,
  type TTabelaDisponivel,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { municipioPorTexto } from '../../../lib/municipios/municipios';
import type { Tx } from '../../cargas/carga.writer';
import { hojeEmSaoPaulo } from '../../tabela-frete/cotacao.service';
import { precificar } from '../../tabela-frete/precificador';
import { createFormacaoRepository, type MinutaRow } from '../formacao.repository';

type Handle = Database | Tx;

const soma = (pedidos: readonly TPedido[], campo: 'pesoTotal' | 'cubagemTotal' | 'valorPedido') =>
  Math.round(pedidos.reduce((s, p) => s + (p[campo] ?? 0), 0) * 1000) / 1000;

/** The distinct places of a draft in route order: its origins, then its destinations (the load's route). */
export function pontosDaMinuta(pedidos: readonly TPedido[]) {
  const pontos: { tipo: 'origem' | 'destino'; ponto: TPedido['origem'] }[] = [];
  const juntar = (tipo: 'origem' | 'destino', ponto: TPedido['origem']) => {
    if (!pontos.some((p) => p.tipo === tipo && isSameLocal(p.ponto, ponto))) pontos.push({ tipo, ponto });
  };
  for (const pedido of pedidos) juntar('origem', pedido.origem);
  for (const pedido of pedidos) juntar('destino', pedido.destino);
  return pontos;
}

/** Road distance of the draft's route (origins then destinations in order), metres; null without points. */
export function distanciaDaMinuta(pedidos: readonly TPedido[]): number | null {
  const pontos = pontosDaMinuta(pedidos)
    .map((p) => p.ponto)
    .filter((p) => p.latitude !== null && p.longitude !== null);
  if (pontos.length < 2) return null;
  let total = 0;
  for (let i = 1; i < pontos.length; i++) {
    const a = pontos[i - 1];
    const b = pontos[i];
    if (a && b) {
      total += distanciaRodoviariaEstimada(
        { latitude: a.latitude as number, longitude: a.longitude as number },
        { latitude: b.latitude as number, longitude: b.longitude as number },
      );
    }
  }
  return total;
}

/**
 * The freight tables that price a draft (issue 19's engine), cheapest first: the draft as one load from its
 * first origin to its last destination, with its weight, cubage, value and estimated distance, the vehicle
 * set's type and axles when chosen. None without a known municipality or weight.
 */
export async function tabelasDaMinuta(
  handle: Handle,
  ownerId: string,
  pedidos: readonly TPedido[],
  veiculo: { tipoVeiculo: number | null; eixos: number | null } | null,
): Promise<TTabelaDisponivel[]> {
  const primeiro = pedidos[0];
  const ultimo = pedidos.at(-1);
  const peso = soma(pedidos, 'pesoTotal');
  if (!primeiro || !ultimo || peso <= 0) return [];
  const lugar = (p: TPedido['origem']) =>
    p.cidade && p.uf ? municipioPorTexto(`${p.cidade}/${p.uf}`) : undefined;
  const origem = lugar(primeiro.origem);
  const destino = lugar(ultimo.destino);
  if (!origem || !destino) return [];
  const distanciaM = distanciaDaMinuta(pedidos) ?? 0;
  const cubagem = soma(pedidos, 'cubagemTotal');
  const { precos } = await precificar(handle, ownerId, {
    origem: { ibge: origem.ibge, uf: origem.uf, cep: null },
    destino: { ibge: destino.ibge, uf: destino.uf, cep: null },
    carga: {
      pesoKg: peso.toFixed(3),
      volumeM3: cubagem > 0 ? cubagem.toFixed(3) : null,
      valorMercadoria: soma(pedidos, 'valorPedido').toFixed(2),
      quantidade: pedidos.reduce((s, p) => s + (p.quantidadeVolumes ?? 1), 0),
      distanciaKm: String(Math.max(1, Math.round(distanciaM / 1000))),
      eixos: veiculo?.eixos ?? null,
      tipoVeiculoId: veiculo?.tipoVeiculo ?? null,
      tipoCargaAntt: null,
    },
    data: primeiro.dhColeta ? hojeEmSaoPaulo(new Date(primeiro.dhColeta)) : hojeEmSaoPaulo(),
  });
  return precos.map((preco) => ({
    tabelaFreteId: preco.tabelaId,
    nome: preco.tabelaNome,
    transportadoraEmpresaId: preco.transportadoraEmpresaId,
    transportadoraNome: preco.transportadoraNome,
    valor: Number(preco.total),
    bloqueadaPeloPiso: preco.bloqueadaPeloPiso,
  }));
}

/** The drafts as the contract answers them: orders in sort order, groups, totals, occupation, tables. */
export async function lerMinutas(
  handle: Handle,
  ownerId: string,
  rows: readonly MinutaRow[],
): Promise<TMinuta[]> {
  const repository = createFormacaoRepository(handle);
  const pedidos = await repository.pedidosDasMinutas(
    ownerId,
    rows.map((row) => row.id),
  );
  const resultado: TMinuta[] = [];
  for (const row of rows) {
    const daMinuta = pedidos
      .filter((p) => p.minutaId === row.id)
      .sort((a, b) => (a.ordenacaoMinuta ?? 0) - (b.ordenacaoMinuta ?? 0));
    const veiculo = row.veiculoConjuntoId
      ? await repository.veiculoConjunto(ownerId, row.veiculoConjuntoId)
      : undefined;
    const pesoTotal = soma(daMinuta, 'pesoTotal');
    const cubagemTotal = soma(daMinuta, 'cubagemTotal');
    const grupos = new Map<string, { agrupador: string | null; pedidoIds: string[]; pesoTotal: number }>();
    for (const pedido of daMinuta) {
      const chave = pedido.agrupador ?? `#${pedido.id}`;
      const grupo = grupos.get(chave) ?? { agrupador: pedido.agrupador, pedidoIds: [], pesoTotal: 0 };
      grupo.pedidoIds.push(pedido.id);
      grupo.pesoTotal = Math.round((grupo.pesoTotal + (pedido.pesoTotal ?? 0)) * 1000) / 1000;
      grupos.set(chave, grupo);
    }
    resultado.push({
      id: row.id,
      numero: row.numero,
      exibindo: row.exibindo,
      tipoFrete: row.tipoFrete,
      pedidos: daMinuta,
      pedidosAgrupados: [...grupos.values()],
      pesoTotal,
      cubagemTotal,
      valorTotal: soma(daMinuta, 'valorPedido'),
      veiculoConjuntoId: veiculo?.id ?? null,
      veiculoConjuntoPlaca: veiculo?.placa ?? null,
      capacidadePesoKg: veiculo?.capacidadeKg ?? null,
      capacidadeCubagemM3: veiculo?.capacidadeM3 ?? null,
      ocupacaoPeso: veiculo ? ocupacao(pesoTotal, veiculo.capacidadeKg) : null,
      ocupacaoCubagem: veiculo ? ocupacao(cubagemTotal, veiculo.capacidadeM3) : null,
      tabelaFreteId: row.tabelaFreteId,
      tabelaFreteValor: row.tabelaFreteValor === null ? null : Number(row.tabelaFreteValor),
      tabelasDisponiveis: await tabelasDaMinuta(handle, ownerId, daMinuta, veiculo ?? null),
      distanciaM: distanciaDaMinuta(daMinuta),
    });
  }
  return resultado;
}
