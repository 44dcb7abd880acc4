import { hojeEmSaoPaulo, type TAgenda } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { pickOption } from '../../../../test/form-fields';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { AgendaPage } from '../agenda-page';

/** `/frota/agenda` (issue 18): the week timeline, the load's drawer, the unavailability drawer. */

const CARREGAR = { timeout: 10_000 };
const VEICULO = '7b1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e22';
const CARGA = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';

function agenda(): TAgenda {
  return {
    inicio: '2026-11-23T03:00:00.000Z',
    fim: '2026-11-30T03:00:00.000Z',
    page: 1,
    pageSize: 20,
    total: 1,
    veiculos: [
      {
        id: VEICULO,
        placa: 'EMB1D23',
        tipoVeiculo: 'Truck',
        frota: false,
        itens: [
          {
            id: CARGA,
            tipo: 'carga',
            tipoAtividade: null,
            cargaId: CARGA,
            cargaCodigo: 1042,
            equipamento: false,
            inicio: '2026-11-24T11:00:00.000Z',
            fim: '2026-11-25T20:00:00.000Z',
            descricao: 'Carga 1042 — Campinas/SP → Recife/PE',
            observacao: null,
            sobreposto: true,
          },
          {
            id: 'm1',
            tipo: 'indisponibilidade',
            tipoAtividade: 2,
            cargaId: null,
            cargaCodigo: null,
            equipamento: false,
            inicio: '2026-11-25T12:00:00.000Z',
            fim: '2026-11-26T12:00:00.000Z',
            descricao: 'Manutenção',
            observacao: 'Troca de pneus',
            sobreposto: true,
          },
        ],
      },
    ],
  };
}

function Local() {
  const location = useLocation();
  return <output data-testid="local">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(search = '?data=2026-11-25&visao=semana') {
  return renderRoutes(
    [
      {
        path: '/frota/agenda',
        element: (
          <>
            <AgendaPage />
            <Local />
          </>
        ),
      },
    ],
    `/frota/agenda${search}`,
  );
}

beforeEach(() => {
  saveSessionToken(
    makeTokenObject({ sub: 'u1', role: 'Operador', AuthorizedModule: ['Cargas', 'Frota'], License: 1 }),
  );
});

describe('Agenda da frota', { timeout: 30_000 }, () => {
  it('shows the week with pt-BR weekday names, the bars and the overlap; a load opens its drawer', async () => {
    const fetchMock = stubApi({ 'GET /api/frota/agenda': { body: agenda() } });
    renderPage();
    expect(await screen.findByText('EMB1D23', {}, CARREGAR)).toBeTruthy();
    expect(screen.getByText('23/11/2026 a 29/11/2026')).toBeTruthy();
    expect(screen.getByText('seg.')).toBeTruthy();
    const carga = screen.getByRole('button', {
      name: /^EMB1D23: Carga 1042 — Campinas\/SP → Recife\/PE, 24\/11\/2026 08:00 a 25\/11\/2026 17:00\. Sobreposição/,
    });
    expect(
      screen.getByRole('button', {
        name: /^EMB1D23: Manutenção, 25\/11\/2026 09:00 a 26\/11\/2026 09:00\. Sobreposição/,
      }),
    ).toBeTruthy();
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toBe('/api/frota/agenda?inicio=2026-11-23&fim=2026-11-29&page=1');
    fireEvent.click(carga);
    await waitFor(() =>
      expect(decodeURIComponent(screen.getByTestId('local').textContent ?? '')).toContain(
        `drawer=cargas/detalhes/${CARGA}`,
      ),
    );
  });

  it('moves to the next week and back to today', async () => {
    const fetchMock = stubApi({ 'GET /api/frota/agenda': { body: agenda() } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Próxima semana' }, CARREGAR));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/frota/agenda?inicio=2026-11-30&fim=2026-12-06&page=1',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    await waitFor(() =>
      expect(screen.getByTestId('local').textContent).toContain(`data=${hojeEmSaoPaulo(new Date())}`),
    );
  });

  it('says when there are no vehicles, and shows the error with a retry', async () => {
    stubApi({ 'GET /api/frota/agenda': { body: { ...agenda(), total: 0, veiculos: [] } } });
    renderPage();
    expect(await screen.findByText('Nenhum veículo ativo cadastrado na frota.', {}, CARREGAR)).toBeTruthy();
  });

  it('shows the failure with a retry', async () => {
    stubApi({ 'GET /api/frota/agenda': { status: 500, body: { message: 'Falha' } } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, CARREGAR)).toBeTruthy();
  });

  it('adds a maintenance from the drawer, checking the period first', async () => {
    const fetchMock = stubApi({
      'GET /api/frota/agenda': { body: agenda() },
      'GET /api/frota/veiculos': {
        body: [
          {
            id: VEICULO,
            placa: 'EMB1D23',
            tipoVeiculo: 'Truck',
            frota: false,
            ativo: true,
            proprio: true,
            equipamento: false,
          },
        ],
      },
      'POST /api/frota/agenda/indisponibilidades': {
        status: 201,
        body: {
          id: 'm2',
          veiculoId: VEICULO,
          tipo: 2,
          dhInicio: '2026-11-27T11:00:00.000Z',
          dhFim: '2026-11-28T11:00:00.000Z',
          observacao: null,
          message: 'Indisponibilidade cadastrada com sucesso!',
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar indisponibilidade' }, CARREGAR));
    const drawer = await screen.findByRole('dialog', { name: 'Adicionar indisponibilidade' });
    await pickOption(drawer, /^Veículo/, 'EMB1D23 — Truck');
    fireEvent.change(within(drawer).getByLabelText(/^Início/), { target: { value: '2026-11-27T08:00' } });
    fireEvent.change(within(drawer).getByLabelText(/^Fim/), { target: { value: '2026-11-27T07:00' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('O fim deve ser posterior ao início.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/frota/agenda/indisponibilidades')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText(/^Fim/), { target: { value: '2026-11-28T08:00' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/frota/agenda/indisponibilidades')).toHaveLength(1),
    );
    expect(requestBody(callsTo(fetchMock, 'POST /api/frota/agenda/indisponibilidades')[0])).toEqual({
      veiculoId: VEICULO,
      tipo: 2,
      dhInicio: '2026-11-27T11:00:00.000Z',
      dhFim: '2026-11-28T11:00:00.000Z',
      observacao: '',
    });
    expect(await screen.findByText('Indisponibilidade cadastrada com sucesso!')).toBeTruthy();
  });
});
