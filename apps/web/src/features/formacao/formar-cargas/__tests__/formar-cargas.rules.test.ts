import { describe, expect, it } from 'vitest';
import { acaoDoArrasto } from '../dnd';
import {
  barraDeOcupacao,
  consultaPedidosAbertos,
  FILTROS_PEDIDOS_VAZIOS,
  minutasParaConfirmar,
  moverItem,
} from '../formar-cargas.rules';
import { MINUTA_1, MINUTA_2, minuta, PEDIDO_1, PEDIDO_2, pedido } from './formar-cargas-fixtures';

describe('formar cargas rules', () => {
  it('builds the open orders query with DD/MM/YYYY dates and the company filter', () => {
    expect(consultaPedidosAbertos(FILTROS_PEDIDOS_VAZIOS)).toBe('');
    expect(
      decodeURIComponent(
        consultaPedidosAbertos({
          terms: ' curitiba ',
          dataIni: '2026-05-01',
          dataFim: '2026-05-31',
          tipoFiltroData: 'dhColeta',
          empresa: 'sem',
        }),
      ),
    ).toBe(
      '?terms=curitiba&dataIni=01/05/2026&dataFim=31/05/2026&tipoFiltroData=dhColeta&apenasComEmpresa=false',
    );
  });

  it('caps the occupation bar and flags over 100 %', () => {
    expect(barraDeOcupacao(null)).toBeNull();
    expect(barraDeOcupacao(0.5)).toEqual({ percentual: 50, excedida: false });
    expect(barraDeOcupacao(1)).toEqual({ percentual: 100, excedida: false });
    expect(barraDeOcupacao(1.3)).toEqual({ percentual: 100, excedida: true });
  });

  it('moves an item', () => {
    expect(moverItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moverItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('confirms the selected drafts, or else the shown one with orders', () => {
    const m1 = minuta({ exibindo: true, pedidos: [pedido()] });
    const m2 = minuta({ id: MINUTA_2, numero: 2, exibindo: false, pedidos: [pedido()] });
    expect(minutasParaConfirmar([m1, m2], new Set([MINUTA_2]))).toEqual([MINUTA_2]);
    expect(minutasParaConfirmar([m1, m2], new Set())).toEqual([MINUTA_1]);
    expect(minutasParaConfirmar([minuta({ exibindo: true })], new Set())).toEqual([]);
  });

  it('reads a drop: link, reorder, move, unlink', () => {
    const p1 = pedido();
    const p2 = pedido({ id: PEDIDO_2, codigo: 'PED-002' });
    const m1 = minuta({ pedidos: [p1, p2] });
    const m2 = minuta({ id: MINUTA_2, numero: 2 });
    expect(acaoDoArrasto({ tipo: 'pedido-aberto', pedido: p1 }, { tipo: 'minuta', minuta: m2 })).toEqual({
      acao: 'vincular',
      pedido: p1,
      minuta: m2,
    });
    expect(
      acaoDoArrasto(
        { tipo: 'pedido-minuta', pedido: p1, minuta: m1, indice: 0 },
        { tipo: 'pedido-minuta', pedido: p2, minuta: m1, indice: 1 },
      ),
    ).toEqual({ acao: 'ordenar', minuta: m1, de: 0, para: 1 });
    expect(
      acaoDoArrasto(
        { tipo: 'pedido-minuta', pedido: p2, minuta: m1, indice: 1 },
        { tipo: 'minuta', minuta: m1 },
      ),
    ).toBeNull();
    expect(
      acaoDoArrasto({ tipo: 'pedido-minuta', pedido: p1, minuta: m1, indice: 0 }, { tipo: 'lista-pedidos' }),
    ).toEqual({ acao: 'desvincular', pedido: p1, minuta: m1 });
    expect(acaoDoArrasto({ tipo: 'pedido-aberto', pedido: p1 }, { tipo: 'lista-pedidos' })).toBeNull();
    expect(PEDIDO_1).toBe(p1.id);
  });
});
