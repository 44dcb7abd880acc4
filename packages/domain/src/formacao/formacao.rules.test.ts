import { MINUTA_MESSAGES } from './formacao.messages';
import {
  areTiposFreteCompatible,
  canAddPedidoToMinuta,
  isSameLocal,
  linkPedidoToMinuta,
  type MinutaInput,
  nextOrdenacaoMinuta,
  ocupacao,
  ocupacaoExcedida,
  type PedidoMinutaInput,
  releaseMinutaPedidos,
  situacaoDoPedido,
  sugerirMinutas,
  unlinkPedidoFromMinuta,
} from './formacao.rules';

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333, cidade: 'São Paulo', uf: 'SP' };
const CAMPINAS = { latitude: -22.9056, longitude: -47.0608, cidade: 'Campinas', uf: 'SP' };
const CURITIBA = { latitude: -25.4284, longitude: -49.2733, cidade: 'Curitiba', uf: 'PR' };
const RIO = { latitude: -22.9068, longitude: -43.1729, cidade: 'Rio de Janeiro', uf: 'RJ' };

function pedido(id: number, extra: Partial<PedidoMinutaInput> = {}): PedidoMinutaInput {
  return {
    id,
    tipoFrete: 1,
    dhColeta: '2024-05-10T12:00:00Z',
    origem: SAO_PAULO,
    destino: CAMPINAS,
    ...extra,
  };
}

const vazia: MinutaInput = { id: 'm1', tipoFrete: null, pedidos: [] };

describe('canAddPedidoToMinuta', () => {
  it('accepts a complete order into an empty draft', () => {
    expect(canAddPedidoToMinuta(vazia, pedido(1))).toEqual({ ok: true });
  });

  it('requires origin and destination coordinates', () => {
    const result = canAddPedidoToMinuta(vazia, pedido(1, { destino: { cidade: 'Campinas' } }));
    expect(result).toEqual({
      ok: false,
      reasons: ['semCoordenadas'],
      messages: [MINUTA_MESSAGES.semCoordenadas],
    });
    expect(canAddPedidoToMinuta(vazia, pedido(1, { origem: null })).ok).toBe(false);
  });

  it('requires the pickup date', () => {
    const result = canAddPedidoToMinuta(vazia, pedido(1, { dhColeta: null }));
    expect(result.ok === false && result.reasons).toEqual(['semDataColeta']);
  });

  it('requires redispatch locality coordinates when possuiRedespacho', () => {
    const semCoord = canAddPedidoToMinuta(
      vazia,
      pedido(1, { possuiRedespacho: true, localidadeRedespacho: null }),
    );
    expect(semCoord.ok === false && semCoord.reasons).toEqual(['semCoordenadasRedespacho']);
    expect(
      canAddPedidoToMinuta(vazia, pedido(1, { possuiRedespacho: true, localidadeRedespacho: RIO })).ok,
    ).toBe(true);
    expect(canAddPedidoToMinuta(vazia, pedido(1, { possuiRedespacho: false })).ok).toBe(true);
  });

  it('refuses lots', () => {
    const result = canAddPedidoToMinuta(vazia, pedido(1, { tipoLote: 1 }));
    expect(result.ok === false && result.reasons).toEqual(['lote']);
  });

  it('once the draft has orders, accepts the same origin', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1)] };
    expect(canAddPedidoToMinuta(minuta, pedido(2, { destino: CURITIBA })).ok).toBe(true);
  });

  it('once the draft has orders, accepts the same destination', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1)] };
    expect(canAddPedidoToMinuta(minuta, pedido(2, { origem: RIO })).ok).toBe(true);
  });

  it('refuses an order sharing neither origin nor destination', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1)] };
    const result = canAddPedidoToMinuta(minuta, pedido(2, { origem: RIO, destino: CURITIBA }));
    expect(result.ok === false && result.reasons).toEqual(['origemDestinoDiferente']);
  });

  it('needs a common origin or a common destination with every order of the draft', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1), pedido(2, { destino: CURITIBA })] };
    // Same destination as order 1 but neither origin nor destination of order 2.
    expect(canAddPedidoToMinuta(minuta, pedido(3, { origem: RIO })).ok).toBe(false);
  });

  it('accepts freight types 1 and 3 together', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1, { tipoFrete: 1 })] };
    expect(canAddPedidoToMinuta(minuta, pedido(2, { tipoFrete: 3 })).ok).toBe(true);
  });

  it('keeps freight type 2 alone', () => {
    const cif = { ...vazia, tipoFrete: 1, pedidos: [pedido(1, { tipoFrete: 1 })] };
    const result = canAddPedidoToMinuta(cif, pedido(2, { tipoFrete: 2 }));
    expect(result.ok === false && result.reasons).toEqual(['tipoFreteIncompativel']);
    const fob = { ...vazia, tipoFrete: 2, pedidos: [pedido(1, { tipoFrete: 2 })] };
    expect(canAddPedidoToMinuta(fob, pedido(2, { tipoFrete: 2 })).ok).toBe(true);
    expect(canAddPedidoToMinuta(fob, pedido(2, { tipoFrete: 3 })).ok).toBe(false);
  });

  it('lists every reason at once and refuses an order already in the draft', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1)] };
    const result = canAddPedidoToMinuta(minuta, pedido(1, { dhColeta: '', tipoLote: true }));
    expect(result.ok === false && result.reasons).toEqual(['semDataColeta', 'lote', 'jaVinculado']);
  });
});

describe('helpers', () => {
  it('freight type compatibility', () => {
    expect(areTiposFreteCompatible(1, 3)).toBe(true);
    expect(areTiposFreteCompatible(3, 3)).toBe(true);
    expect(areTiposFreteCompatible(2, 2)).toBe(true);
    expect(areTiposFreteCompatible(2, 1)).toBe(false);
    expect(areTiposFreteCompatible(null, 2)).toBe(true);
  });

  it('same place by company document, else by coordinates', () => {
    expect(
      isSameLocal({ documentoEmpresa: '11.222.333/0001-81' }, { documentoEmpresa: '11222333000181' }),
    ).toBe(true);
    expect(
      isSameLocal(
        { ...SAO_PAULO, documentoEmpresa: '11222333000181' },
        { ...SAO_PAULO, documentoEmpresa: '1' },
      ),
    ).toBe(false);
    expect(isSameLocal(SAO_PAULO, { latitude: -23.55051, longitude: -46.63331 })).toBe(true);
    expect(isSameLocal(SAO_PAULO, CAMPINAS)).toBe(false);
    expect(isSameLocal(SAO_PAULO, null)).toBe(false);
  });
});

describe('linkPedidoToMinuta', () => {
  it('assigns the draft, the next sort order and the draft freight type', () => {
    const minuta = { ...vazia, tipoFrete: 1, pedidos: [pedido(1, { minutaId: 'm1', ordenacaoMinuta: 4 })] };
    const result = linkPedidoToMinuta(minuta, pedido(2, { tipoFrete: 3 }));
    if (!result.ok) throw new Error('expected a link');
    expect(result.pedido).toMatchObject({ id: 2, minutaId: 'm1', ordenacaoMinuta: 5, tipoFrete: 1 });
    expect(result.minuta.pedidos.map((item) => item.id)).toEqual([1, 2]);
    expect(minuta.pedidos).toHaveLength(1);
  });

  it('starts at 1 and an empty draft takes the order freight type', () => {
    expect(nextOrdenacaoMinuta(vazia)).toBe(1);
    const result = linkPedidoToMinuta(vazia, pedido(7, { tipoFrete: 2 }));
    if (!result.ok) throw new Error('expected a link');
    expect(result.pedido.ordenacaoMinuta).toBe(1);
    expect(result.minuta.tipoFrete).toBe(2);
  });

  it('refuses an incompatible order with its reasons', () => {
    const result = linkPedidoToMinuta(vazia, pedido(1, { dhColeta: null }));
    expect(result).toEqual({
      ok: false,
      reasons: ['semDataColeta'],
      messages: [MINUTA_MESSAGES.semDataColeta],
    });
  });
});

describe('unlinking and releasing', () => {
  const minuta = {
    id: 'm1',
    tipoFrete: 1,
    pedidos: [
      pedido(1, { minutaId: 'm1', ordenacaoMinuta: 1 }),
      pedido(2, { minutaId: 'm1', ordenacaoMinuta: 2 }),
      pedido(3, { minutaId: 'm1', ordenacaoMinuta: 3 }),
    ],
  };

  it('releases the unlinked order and renumbers the others', () => {
    const result = unlinkPedidoFromMinuta(minuta, 2);
    expect(result.pedido).toMatchObject({ id: 2, minutaId: null, ordenacaoMinuta: null });
    expect(result.minuta.pedidos.map((item) => [item.id, item.ordenacaoMinuta])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(result.minuta.tipoFrete).toBe(1);
  });

  it('clearing releases every order and the freight type', () => {
    const result = releaseMinutaPedidos(minuta);
    expect(result.minuta.pedidos).toEqual([]);
    expect(result.minuta.tipoFrete).toBeNull();
    expect(result.pedidos.every((item) => item.minutaId === null && item.ordenacaoMinuta === null)).toBe(
      true,
    );
  });
});

describe('ocupacao', () => {
  it('is the fraction of the capacity, null without one; over 100 % is exceeded', () => {
    expect(ocupacao(7500, 10_000)).toBe(0.75);
    expect(ocupacao(100, null)).toBeNull();
    expect(ocupacao(100, 0)).toBeNull();
    expect(ocupacaoExcedida(1)).toBe(false);
    expect(ocupacaoExcedida(1.0001)).toBe(true);
    expect(ocupacaoExcedida(null)).toBe(false);
  });
});

describe('sugerirMinutas', () => {
  const JUNDIAI = { latitude: -23.1857, longitude: -46.8978, cidade: 'Jundiaí', uf: 'SP' };
  const doPeso = (
    id: string,
    pesoTotal: number,
    extra: Partial<PedidoMinutaInput> & { agrupador?: string } = {},
  ) => ({
    ...pedido(0, extra),
    id,
    pesoTotal,
  });

  it('fills drafts by capacity and never splits a grouping key', () => {
    const { minutas, naoAgrupados } = sugerirMinutas(
      [
        doPeso('a', 6000),
        doPeso('b', 5000),
        doPeso('c', 3000, { agrupador: 'G' }),
        doPeso('d', 3000, { agrupador: 'G' }),
      ],
      { pesoKg: 10_000 },
    );
    expect(naoAgrupados).toEqual([]);
    expect(minutas.every((m) => m.reduce((s, p) => s + p.pesoTotal, 0) <= 10_000)).toBe(true);
    const comG = minutas.find((m) => m.some((p) => p.id === 'c'));
    expect(comG?.some((p) => p.id === 'd')).toBe(true);
    expect(
      minutas
        .flat()
        .map((p) => p.id)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the drafting rules: freight type 2 alone, a different origin and destination apart', () => {
    const { minutas } = sugerirMinutas(
      [
        doPeso('cif', 100),
        doPeso('fob', 100, { tipoFrete: 2 }),
        doPeso('outro', 100, { origem: RIO, destino: CURITIBA }),
      ],
      { pesoKg: 10_000 },
    );
    expect(minutas.map((m) => m.map((p) => p.id).sort())).toHaveLength(3);
  });

  it('sweeps by direction: orders going one way share a draft', () => {
    const { minutas } = sugerirMinutas(
      [
        doPeso('campinas', 4000, { destino: CAMPINAS }),
        doPeso('curitiba', 4000, { destino: CURITIBA }),
        doPeso('jundiai', 4000, { destino: JUNDIAI }),
        doPeso('curitiba2', 4000, { destino: CURITIBA }),
      ],
      { pesoKg: 8000 },
    );
    const juntos = (a: string, b: string) =>
      minutas.some((m) => m.some((p) => p.id === a) && m.some((p) => p.id === b));
    expect(juntos('campinas', 'jundiai')).toBe(true);
    expect(juntos('curitiba', 'curitiba2')).toBe(true);
  });

  it('leaves out orders with a problem of their own, or heavier than the vehicle alone, with their reasons', () => {
    const { minutas, naoAgrupados } = sugerirMinutas(
      [doPeso('ok', 100), doPeso('semData', 100, { dhColeta: null }), doPeso('pesado', 20_000)],
      { pesoKg: 10_000 },
    );
    expect(minutas.flat().map((p) => p.id)).toEqual(['ok']);
    expect(naoAgrupados.map(({ pedido: p, reasons }) => [p.id, reasons])).toEqual([
      ['semData', ['semDataColeta']],
      ['pesado', ['capacidadeExcedida']],
    ]);
  });
});

describe('situacaoDoPedido', () => {
  it('is in a load before anything, then inactive, then in a draft, else open', () => {
    expect(situacaoDoPedido({ ativo: false, minutaId: null, cargaId: 'c' })).toBe(3);
    expect(situacaoDoPedido({ ativo: false, minutaId: 'm', cargaId: null })).toBe(4);
    expect(situacaoDoPedido({ ativo: true, minutaId: 'm', cargaId: null })).toBe(2);
    expect(situacaoDoPedido({ ativo: true, minutaId: null, cargaId: null })).toBe(1);
  });
});
