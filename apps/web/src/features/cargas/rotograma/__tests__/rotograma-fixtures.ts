import type { TCargaDetails, TRota } from '@embarca/domain';
import { makeCargaDetails } from '../../detalhes/__tests__/detalhes-fixtures';

/** The details drawer's load (the layout reads it first) with the route's distance and time. */
export const detalhes = (overrides: Partial<TCargaDetails> = {}): TCargaDetails =>
  makeCargaDetails({ distancia: 98_500, tempo: 95, ...overrides });

/** São Paulo (company) → Jundiaí (city centre) → Campinas (given coordinates), as the API estimates it. */
export const ROTA: TRota = {
  distancia: 100_800,
  tempo: 101,
  distanciaLinhaReta: 84_000,
  fatorDesvio: 1.2,
  velocidadeMediaKmH: 60,
  pontos: [
    {
      ordem: 1,
      rota: 1,
      empresa: { id: 'e1', nome: 'Fábrica São Paulo Ltda' },
      localidade: 'Av. Paulista, 1000',
      cidade: 'São Paulo',
      uf: 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      fonteCoordenada: 'empresa',
      dhPrevista: '2026-03-02T13:30:00.000Z',
      distanciaDoAnterior: 0,
      tempoDoAnterior: 0,
    },
    {
      ordem: 2,
      rota: 2,
      empresa: null,
      localidade: null,
      cidade: 'Jundiaí',
      uf: 'SP',
      latitude: -23.1857,
      longitude: -46.8978,
      fonteCoordenada: 'cidade',
      dhPrevista: '2026-03-02T16:00:00.000Z',
      distanciaDoAnterior: 57_300,
      tempoDoAnterior: 57,
    },
    {
      ordem: 3,
      rota: 3,
      empresa: { id: 'e3', nome: 'Atacado Campinas' },
      localidade: null,
      cidade: 'Campinas',
      uf: 'SP',
      latitude: -22.9056,
      longitude: -47.0608,
      fonteCoordenada: 'informada',
      dhPrevista: '2026-03-04T18:00:00.000Z',
      distanciaDoAnterior: 43_500,
      tempoDoAnterior: 44,
    },
  ],
  polyline: [
    [-23.5614, -46.6559],
    [-23.1857, -46.8978],
    [-22.9056, -47.0608],
  ],
};
