import {
  ACOMPANHAMENTO_MESSAGES,
  type TCargaDetails,
  type TCargaEntrega,
  type TCargaHistoricoItem,
  type TCargaRotaPonto,
  type TCargaTransportadora,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { makeCargaDetails } from '../../detalhes/__tests__/detalhes-fixtures';

/**
 * The details drawer's 'Transportadoras', 'Negociação' and 'Acompanhamento' tabs (02 §2): the carriers of
 * a directed load, the negotiations in progress, and the follow-up (events planned and done, registering
 * the next one, the hirings and the history).
 */

const ID = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';
const NBSP = '\u00a0';
const HORA = 3_600_000;
/** Far enough in the past that the São Paulo day and time are stable. */
const BASE = Date.parse('2024-05-01T11:00:00Z');
const em = (horas: number) => new Date(BASE + horas * HORA).toISOString();
/** The drawer's page is loaded on demand: its first render may take a while on a busy machine. */
const CARREGAR = { timeout: 10_000 };

function ponto(
  id: string,
  ordem: number,
  rota: number,
  extra: Partial<TCargaRotaPonto> = {},
): TCargaRotaPonto {
  return {
    id,
    ordem,
    rota,
    empresa: null,
    localidade: null,
    cidade: null,
    uf: null,
    latitude: null,
    longitude: null,
    dhPrevista: null,
    dhRealizada: null,
    ...extra,
  };
}

function oferta(overrides: Partial<TCargaTransportadora>): TCargaTransportadora {
  return {
    ofertaId: 'o1',
    empresaId: 'e1',
    nome: 'Transportes Rápido Sul',
    documento: '11222333000181',
    tipo: 2,
    situacao: 1,
    valorProposto: '12000',
    criadoEm: '2024-04-29T14:00:00Z',
    atualizadoEm: '2024-04-30T09:15:00Z',
    ...overrides,
  };
}

function details(overrides: Partial<TCargaDetails> = {}): TCargaDetails {
  return makeCargaDetails(
    {
      unidadeNegocio: { id: 'u1', nome: 'Matriz São Paulo' },
      criadoEm: '2024-04-29T13:05:00Z',
      criadoPor: 'Ana Operadora',
      rotas: [
        ponto('r1', 1, 1, {
          empresa: { id: 'e1', nome: 'Fábrica Campinas', documento: null },
          dhPrevista: em(0),
          dhRealizada: em(1),
        }),
        ponto('r2', 2, 2, { localidade: 'Posto fiscal', cidade: 'Registro', uf: 'SP', dhPrevista: em(5) }),
        ponto('r3', 3, 3, {
          localidade: 'CD Sul',
          cidade: 'Porto Alegre',
          uf: 'RS',
          dhPrevista: '2999-01-01T12:00:00Z',
        }),
      ],
      transportadoras: [
        oferta({ ofertaId: 'o1', nome: 'Transportes Rápido Sul', situacao: 1, valorProposto: '12000' }),
        oferta({
          ofertaId: 'o2',
          nome: 'Log Norte',
          documento: null,
          situacao: 2,
          valorProposto: '11500.5',
          tipo: 1,
        }),
        oferta({ ofertaId: 'o3', nome: 'Cargas Oeste', situacao: 4, valorProposto: null }),
      ],
      ...overrides,
    },
    { id: ID, codigo: 1042, situacao: 2, visibilidade: 2, qntNegociacoesEmAndamento: 1, qntDocumentos: 2 },
  );
}

const ENTREGAS: TCargaEntrega[] = [
  {
    id: 'o9',
    cargaId: ID,
    cargaCodigo: 1042,
    dhCarga: '2024-05-01T11:30:00Z',
    valorAcordado: '9800',
    valorTotalCte: null,
    situacao: 3,
    nomeTransportadora: 'Transportes Rápido Sul',
  },
];

const HISTORICO: TCargaHistoricoItem[] = [
  {
    id: 'h1',
    acao: 'alocar',
    descricao: 'Carga alocada por Ana.',
    usuario: 'Ana Operadora',
    criadoEm: em(-2),
  },
  {
    id: 'h2',
    acao: 'registrar-evento',
    descricao: 'Coleta realizada em 01/05/2024 09:00 (Fábrica Campinas), registrada por Ana.',
    usuario: 'Ana Operadora',
    criadoEm: em(1),
  },
];

beforeEach(() => signInOperador({ AuthorizedModule: ['Cargas'] }));
afterEach(() => {
  vi.useRealTimers();
});

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}

const routesFor = (carga: TCargaDetails, extra: Parameters<typeof stubApi>[0] = {}) => ({
  [`GET /api/carga-mongo/${ID}/details`]: { body: carga },
  [`GET /api/carga-mongo/${ID}/entregas`]: { body: ENTREGAS },
  [`GET /api/carga-mongo/${ID}/historico`]: { body: HISTORICO },
  ...extra,
});

describe('Transportadoras and Negociação tabs', { timeout: 30_000 }, () => {
  it('lists every carrier of the load with its document, situacao and proposed value', async () => {
    stubApi(routesFor(details()));
    renderDrawer(`cargas/detalhes/${ID}/transportadoras`);
    const table = await screen.findByRole('table', { name: 'Transportadoras da carga 1042' }, CARREGAR);
    expect(rowsOf(table)).toEqual([
      ['Transportes Rápido Sul11.222.333/0001-81', 'Direcionada', 'Ofertada', `R$${NBSP}12.000,00`],
      ['Log Norte', 'Restrita', 'Contraproposta', `R$${NBSP}11.500,50`],
      ['Cargas Oeste11.222.333/0001-81', 'Direcionada', 'Recusada', '—'],
    ]);
    expect(screen.getByRole('tab', { name: 'Transportadoras', selected: true })).toBeTruthy();
  });

  it('lists only the negotiations in progress, with their dates, and no action button', async () => {
    stubApi(routesFor(details()));
    renderDrawer(`cargas/detalhes/${ID}/negociacao`);
    const table = await screen.findByRole('table', { name: 'Negociações da carga 1042' }, CARREGAR);
    expect(rowsOf(table)).toEqual([
      [
        'Transportes Rápido Sul11.222.333/0001-81',
        'Direcionada',
        'Ofertada',
        `R$${NBSP}12.000,00`,
        '29/04/2024 11:00',
        '30/04/2024 06:15',
      ],
      [
        'Log Norte',
        'Restrita',
        'Contraproposta',
        `R$${NBSP}11.500,50`,
        '29/04/2024 11:00',
        '30/04/2024 06:15',
      ],
    ]);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('says so when no negotiation is in progress', async () => {
    stubApi(routesFor(details({ transportadoras: [oferta({ situacao: 3 })] })));
    renderDrawer(`cargas/detalhes/${ID}/negociacao`);
    expect(await screen.findByText('Nenhuma negociação em andamento.', {}, CARREGAR)).toBeTruthy();
  });

  it('offers the tabs by the card-menu rule: carriers when directed, negotiation outside lots', async () => {
    stubApi(routesFor(details({ visibilidade: 1, lote: true })));
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    await screen.findByRole('table', { name: 'Eventos da carga 1042' }, CARREGAR);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).not.toContain('Transportadoras');
    expect(tabs).not.toContain('Negociação');
    expect(tabs).toContain('Acompanhamento');
  });
});

describe('Acompanhamento tab', { timeout: 30_000 }, () => {
  it('shows the events planned and done, the next one to register, the hirings and the history', async () => {
    stubApi(routesFor(details()));
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);

    const eventos = await screen.findByRole('table', { name: 'Eventos da carga 1042' }, CARREGAR);
    expect(rowsOf(eventos)).toEqual([
      ['Coleta', 'Fábrica Campinas', '01/05/2024 08:00', '01/05/2024 09:00', 'Realizado', ''],
      ['Parada 1', 'Posto fiscal — Registro/SP', '01/05/2024 13:00', '—', 'Atrasado', 'Registrar'],
      ['Entrega', 'CD Sul — Porto Alegre/RS', '01/01/2999 09:00', '—', 'Previsto', ''],
    ]);
    expect(screen.getByText('1 de 3 eventos realizados · 1 atrasado')).toBeTruthy();

    const contratacoes = await screen.findByRole('table', { name: 'Contratações da carga 1042' });
    expect(rowsOf(contratacoes)).toEqual([
      ['Transportes Rápido Sul', 'Contratada', '01/05/2024', `R$${NBSP}9.800,00`, '—'],
    ]);
    const registros = await screen.findByRole('region', { name: 'Registros' });
    await within(registros).findByText(HISTORICO[0]!.descricao);
    const textos = within(registros)
      .getAllByText(/realizada|alocada/)
      .map((node) => node.textContent);
    expect(textos).toEqual([HISTORICO[1]!.descricao, HISTORICO[0]!.descricao]);
  });

  it('registers the next event at the time typed (São Paulo) and shows the API’s message', async () => {
    const fetchMock = stubApi(
      routesFor(details(), {
        [`PATCH /api/carga-mongo/${ID}/rotas/r2/realizado`]: {
          body: { message: ACOMPANHAMENTO_MESSAGES.registrado, carga: null, cargaIds: [ID] },
        },
      }),
    );
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar realização: Parada 1' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar realização: Parada 1' });
    const campo = within(dialog).getByLabelText(/Data e hora de realização/);
    fireEvent.change(campo, { target: { value: '2024-05-01T10:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, `PATCH /api/carga-mongo/${ID}/rotas/r2/realizado`)).toHaveLength(1),
    );
    const [init] = callsTo(fetchMock, `PATCH /api/carga-mongo/${ID}/rotas/r2/realizado`);
    expect(JSON.parse(String(init?.body))).toEqual({ dhRealizada: '2024-05-01T13:30:00.000Z' });
    expect(await screen.findByText('Evento cadastrado com sucesso!')).toBeTruthy();
  });

  it('checks the rule before sending: not before the previous point, not in the future', async () => {
    const fetchMock = stubApi(routesFor(details()));
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar realização: Parada 1' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar realização: Parada 1' });
    const campo = within(dialog).getByLabelText(/Data e hora de realização/);

    fireEvent.change(campo, { target: { value: '2024-05-01T08:59' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(ACOMPANHAMENTO_MESSAGES.antesDoAnterior)).toBeTruthy();

    fireEvent.change(campo, { target: { value: '2999-01-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(ACOMPANHAMENTO_MESSAGES.dataFutura)).toBeTruthy();
    expect(callsTo(fetchMock, `PATCH /api/carga-mongo/${ID}/rotas/r2/realizado`)).toHaveLength(0);
  });

  it('keeps the form open with the API’s refusal', async () => {
    stubApi(
      routesFor(details(), {
        [`PATCH /api/carga-mongo/${ID}/rotas/r2/realizado`]: {
          status: 409,
          body: { message: 'O registro não pode ser alterado' },
        },
      }),
    );
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar realização: Parada 1' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar realização: Parada 1' });
    fireEvent.change(within(dialog).getByLabelText(/Data e hora de realização/), {
      target: { value: '2024-05-01T10:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('O registro não pode ser alterado')).toBeTruthy();
  });

  it('offers no register button nor history to a carrier on a load directed to it', async () => {
    stubApi(routesFor(details({ visibilidade: 99 })));
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    await screen.findByRole('table', { name: 'Eventos da carga 1042' }, CARREGAR);
    expect(screen.queryByRole('button', { name: /Registrar realização/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Registros' })).toBeNull();
  });

  it('offers no register button on a finished load', async () => {
    stubApi(routesFor(details({ situacao: 4 })));
    renderDrawer(`cargas/detalhes/${ID}/acompanhamento`);
    await screen.findByRole('table', { name: 'Eventos da carga 1042' }, CARREGAR);
    expect(screen.queryByRole('button', { name: /Registrar realização/ })).toBeNull();
  });
});
