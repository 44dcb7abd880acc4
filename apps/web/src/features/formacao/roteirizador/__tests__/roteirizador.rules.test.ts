import { paraEntradaRoteirizacao, planejarRotas, ZPlanejarRotasBody } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { minuta, PEDIDO_1, PEDIDO_2, pedido } from '../../formar-cargas/__tests__/formar-cargas-fixtures';
import {
  depositoPadrao,
  montarRequisicao,
  novoVeiculo,
  paradasDosPedidos,
  reordenarNoPlano,
  validarRequisicao,
  veiculoDaMinuta,
} from '../roteirizador.rules';

const semDestino = { ...pedido().destino, latitude: null, longitude: null };

describe('roteirizador rules', () => {
  it('turns orders into stops (their destinations) and leaves out those without coordinates', () => {
    const { paradas, semCoordenadas } = paradasDosPedidos([
      pedido(),
      pedido({ id: PEDIDO_2, codigo: 'PED-002', destino: semDestino, pesoTotal: null }),
    ]);
    expect(paradas).toEqual([
      { id: PEDIDO_1, latitude: -25.4284, longitude: -49.2733, pesoKg: 5000, cubagemM3: 10 },
    ]);
    expect(semCoordenadas.map((p) => p.codigo)).toEqual(['PED-002']);
  });

  it('defaults the depot to the first origin and the vehicle to the draft set', () => {
    expect(depositoPadrao([pedido()])).toEqual({
      latitude: -22.9056,
      longitude: -47.0608,
      nome: 'CD Campinas',
    });
    expect(depositoPadrao([])).toEqual({ latitude: null, longitude: null, nome: '' });
    const veiculo = veiculoDaMinuta(
      minuta({ veiculoConjuntoPlaca: 'XYZ9A88', capacidadePesoKg: 14_000, capacidadeCubagemM3: null }),
    );
    expect(veiculo).toMatchObject({ nome: 'XYZ9A88', capacidadePesoKg: 14_000, capacidadeCubagemM3: null });
  });

  it('builds the request: a working day with a start only ends at 23:59, none without both', () => {
    const body = montarRequisicao({
      deposito: { latitude: -22.9, longitude: -47.06, nome: ' ' },
      paradas: paradasDosPedidos([pedido()]).paradas,
      veiculos: [
        novoVeiculo({ nome: 'A', inicio: '06:00', fim: '' }),
        novoVeiculo({ inicio: '', fim: '', capacidadePesoKg: 1000 }),
      ],
      retornarAoDeposito: false,
    });
    expect(body.deposito).toEqual({ latitude: -22.9, longitude: -47.06 });
    expect(body.veiculos).toEqual([
      { nome: 'A', jornada: { inicio: '06:00', fim: '23:59' } },
      { capacidadePesoKg: 1000 },
    ]);
    expect(validarRequisicao(body).ok).toBe(true);
    const invalido = validarRequisicao({
      ...body,
      veiculos: [{ jornada: { inicio: '25:00', fim: '10:00' } }],
    });
    expect(invalido.ok).toBe(false);
    if (!invalido.ok) expect(invalido.mensagens.join(' ')).toContain('Início da jornada');
  });

  it('recalculates a reordered route and the plan total', () => {
    const pedidos = [
      pedido(),
      pedido({
        id: PEDIDO_2,
        codigo: 'PED-002',
        destino: { ...pedido().destino, latitude: -23.5, longitude: -47.45 },
      }),
    ];
    const entrada = ZPlanejarRotasBody.parse(
      montarRequisicao({
        deposito: depositoPadrao(pedidos),
        paradas: paradasDosPedidos(pedidos).paradas,
        veiculos: [novoVeiculo({ inicio: '', fim: '' })],
        retornarAoDeposito: false,
      }),
    );
    const plano = planejarRotas(paraEntradaRoteirizacao(entrada));
    const { plano: novo } = reordenarNoPlano(entrada, plano, 0, 0, 1);
    expect(novo.rotas[0]!.paradas.map((p) => p.id)).toEqual(
      [...plano.rotas[0]!.paradas.map((p) => p.id)].reverse(),
    );
    expect(novo.distanciaTotalM).toBe(novo.rotas[0]!.distanciaM);
    expect(novo.distanciaTotalM).toBeGreaterThan(plano.distanciaTotalM);
  });
});
