import { isOfertaEmNegociacao, SITUACAO_OFERTA_CARGA_LABELS } from '../carga-ofertas.enums';
import {
  ACOMPANHAMENTO_MESSAGES,
  contarEventos,
  eventosDaRota,
  podeRegistrarEventos,
  type RotaPontoAcompanhamento,
  validarRegistroRealizado,
} from './acompanhamento.rules';
import { ZRegistrarRealizadoBody } from './acompanhamento.schemas';

const AGORA = new Date('2024-05-02T12:00:00Z');

/** Origin (done), two stops, final destination — given out of order on purpose. */
const ROTAS: RotaPontoAcompanhamento[] = [
  { id: 'd', ordem: 4, rota: 3, dhPrevista: '2024-05-03T20:00:00Z', dhRealizada: null },
  { id: 'o', ordem: 1, rota: 1, dhPrevista: '2024-05-01T11:30:00Z', dhRealizada: '2024-05-01T12:10:00Z' },
  { id: 'p1', ordem: 2, rota: 2, dhPrevista: '2024-05-02T09:00:00Z', dhRealizada: null },
  { id: 'p2', ordem: 3, rota: 2, dhPrevista: null, dhRealizada: null },
];

const registro = (rotaId: string, dhRealizada: string, situacao = 2, rotas = ROTAS) =>
  validarRegistroRealizado({ situacao, rotas, rotaId, dhRealizada: new Date(dhRealizada), agora: AGORA });

describe('eventosDaRota', () => {
  it('gives one event per route point in route order, with titles and states', () => {
    expect(eventosDaRota(ROTAS, AGORA)).toEqual([
      {
        rotaId: 'o',
        ordem: 1,
        rota: 1,
        titulo: 'Coleta',
        dhPrevista: '2024-05-01T11:30:00.000Z',
        dhRealizada: '2024-05-01T12:10:00.000Z',
        situacao: 'realizado',
        proximo: false,
      },
      {
        rotaId: 'p1',
        ordem: 2,
        rota: 2,
        titulo: 'Parada 1',
        dhPrevista: '2024-05-02T09:00:00.000Z',
        dhRealizada: null,
        situacao: 'atrasado',
        proximo: true,
      },
      {
        rotaId: 'p2',
        ordem: 3,
        rota: 2,
        titulo: 'Parada 2',
        dhPrevista: null,
        dhRealizada: null,
        situacao: 'previsto',
        proximo: false,
      },
      {
        rotaId: 'd',
        ordem: 4,
        rota: 3,
        titulo: 'Entrega',
        dhPrevista: '2024-05-03T20:00:00.000Z',
        dhRealizada: null,
        situacao: 'previsto',
        proximo: false,
      },
    ]);
  });

  it('has no next event when every point is done', () => {
    const feitas = ROTAS.map((p) => ({ ...p, dhRealizada: '2024-05-01T12:10:00Z' }));
    expect(eventosDaRota(feitas, AGORA).some((e) => e.proximo)).toBe(false);
  });
});

describe('contarEventos', () => {
  it('counts like the board card: every point, the done ones and the rest', () => {
    expect(contarEventos(ROTAS)).toEqual({ qntEventos: 4, qntEventosRealizados: 1, qntEventosPlanejados: 3 });
    expect(contarEventos([])).toEqual({ qntEventos: 0, qntEventosRealizados: 0, qntEventosPlanejados: 0 });
  });
});

describe('validarRegistroRealizado', () => {
  it('registers the next point at a time between the previous one and now, situacao unchanged', () => {
    expect(registro('p1', '2024-05-02T10:00:00Z')).toEqual({ allowed: true, situacao: 2, entregue: false });
    // Equal to the previous point's and equal to now are both accepted.
    expect(registro('p1', '2024-05-01T12:10:00Z').allowed).toBe(true);
    expect(registro('p1', AGORA.toISOString()).allowed).toBe(true);
  });

  it('refuses a future time, a time before the previous point, a later point and a done point', () => {
    expect(registro('p1', '2024-05-02T12:00:01Z')).toEqual({
      allowed: false,
      message: ACOMPANHAMENTO_MESSAGES.dataFutura,
    });
    expect(registro('p1', '2024-05-01T12:09:59Z')).toEqual({
      allowed: false,
      message: ACOMPANHAMENTO_MESSAGES.antesDoAnterior,
    });
    expect(registro('p2', '2024-05-02T10:00:00Z')).toEqual({
      allowed: false,
      message: ACOMPANHAMENTO_MESSAGES.anteriorPendente,
    });
    expect(registro('o', '2024-05-02T10:00:00Z')).toEqual({
      allowed: false,
      message: ACOMPANHAMENTO_MESSAGES.jaRealizado,
    });
  });

  it('registers the first point with no previous time to compare', () => {
    const nada = ROTAS.map((p) => ({ ...p, dhRealizada: null }));
    expect(registro('o', '2020-01-01T00:00:00Z', 2, nada).allowed).toBe(true);
  });

  it('delivers a load in progress or with an occurrence (→ 8) with the last point; a delivered one stays', () => {
    const quaseEntregue = ROTAS.map((p) =>
      p.id === 'd' ? p : { ...p, dhRealizada: '2024-05-01T12:10:00Z' },
    );
    expect(registro('d', '2024-05-02T11:00:00Z', 2, quaseEntregue)).toEqual({
      allowed: true,
      situacao: 8,
      entregue: true,
    });
    expect(registro('d', '2024-05-02T11:00:00Z', 7, quaseEntregue)).toMatchObject({ situacao: 8 });
    expect(registro('d', '2024-05-02T11:00:00Z', 3, quaseEntregue)).toMatchObject({ situacao: 3 });
    expect(registro('d', '2024-05-02T11:00:00Z', 8, quaseEntregue)).toMatchObject({ situacao: 8 });
  });

  it.each([1, 4, 5, 99])('refuses every registration on a load in situacao %i', (situacao) => {
    expect(podeRegistrarEventos(situacao)).toBe(false);
    expect(registro('p1', '2024-05-02T10:00:00Z', situacao)).toEqual({
      allowed: false,
      message: ACOMPANHAMENTO_MESSAGES.situacaoNaoPermite,
    });
  });
});

describe('follow-up contracts', () => {
  it('parses the done time and refuses a missing or invalid one in pt-BR', () => {
    expect(ZRegistrarRealizadoBody.parse({ dhRealizada: '2024-05-02T10:00:00-03:00' }).dhRealizada).toEqual(
      new Date('2024-05-02T13:00:00Z'),
    );
    expect(ZRegistrarRealizadoBody.safeParse({}).error?.issues[0]?.message).toBe(
      'Data de realização é obrigatório!',
    );
    expect(ZRegistrarRealizadoBody.safeParse({ dhRealizada: 'ontem' }).error?.issues[0]?.message).toBe(
      'Informe uma data válida.',
    );
  });

  it('names the offer situacoes and the negotiations in progress', () => {
    expect(SITUACAO_OFERTA_CARGA_LABELS[2]).toBe('Contraproposta');
    expect([1, 2, 3, 4, 5, 6].filter(isOfertaEmNegociacao)).toEqual([1, 2]);
  });
});
