import { type TVeiculoAtividade, type TVeiculoAtividades, VEICULO_ATIVIDADE_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { VeiculoAtividadePage } from '../veiculo-atividade-page';

/** The 'Adicionar horário de retorno' page (02 §2 `frota/agenda/{vehicleId}/atividade/{plate}`). */

const VEICULO = '7b1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e22';
const CARGA = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';
const API = `/api/frota/veiculos/${VEICULO}/atividades`;
const CARREGAR = { timeout: 10_000 };

const ANTERIOR: TVeiculoAtividade = {
  id: 'a0',
  veiculoId: VEICULO,
  cargaId: 'c0',
  cargaCodigo: 1001,
  tipo: 1,
  dhInicio: '2024-04-20T11:00:00.000Z',
  dhRetorno: '2024-04-21T20:30:00.000Z',
  observacao: 'Sem ocorrências',
  criadoPor: 'Ana Operadora',
  criadoEm: '2024-04-21T21:00:00.000Z',
};

function dados(overrides: Partial<TVeiculoAtividades> = {}): TVeiculoAtividades {
  return {
    veiculo: { id: VEICULO, placa: 'ABC1234', frota: true },
    carga: { id: CARGA, codigo: 1042, dhInicio: '2024-05-01T11:00:00.000Z', atividade: null },
    atividades: [ANTERIOR],
    ...overrides,
  };
}

function Local() {
  const location = useLocation();
  return <output data-testid="local">{location.pathname}</output>;
}

function renderPage(search = `?cargaId=${CARGA}`) {
  return renderRoutes(
    [
      { path: '/frota/agenda/:vehicleId/atividade/:plate', element: <VeiculoAtividadePage /> },
      { path: '/cargas/minhas-cargas', element: <Local /> },
    ],
    `/frota/agenda/${VEICULO}/atividade/ABC1234${search}`,
  );
}

beforeEach(() => {
  saveSessionToken(
    makeTokenObject({ sub: 'u1', role: 'Operador', AuthorizedModule: ['Cargas', 'Frota'], License: 1 }),
  );
});

describe('Adicionar horário de retorno', { timeout: 30_000 }, () => {
  it('shows the vehicle, the load and the latest activities', async () => {
    stubApi({ [`GET ${API}`]: { body: dados() } });
    renderPage();
    expect(await screen.findByText('Veículo ABC-1234', {}, CARREGAR)).toBeTruthy();
    expect(screen.getByText('Frota contratada')).toBeTruthy();
    expect(screen.getByText('Carga 1042 · saída em 01/05/2024 08:00')).toBeTruthy();
    const tabela = screen.getByRole('table', { name: 'Atividades recentes do veículo' });
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(linhas).toEqual([
      ['1001', 'Viagem', '20/04/2024 08:00', '21/04/2024 17:30', 'Sem ocorrências', 'Ana Operadora'],
    ]);
  });

  it('registers the return time typed in São Paulo time with the note, then goes back to the board', async () => {
    const fetchMock = stubApi({
      [`GET ${API}`]: { body: dados() },
      [`POST ${API}`]: {
        status: 201,
        body: { message: VEICULO_ATIVIDADE_MESSAGES.registrado, atividade: { ...ANTERIOR, id: 'a1' } },
      },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Horário de retorno/, { selector: 'input' }, CARREGAR), {
      target: { value: '2024-05-02T18:45' },
    });
    fireEvent.change(screen.getByLabelText('Observação'), { target: { value: 'Voltou pela BR-116' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${API}`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, `POST ${API}`)[0]?.body))).toEqual({
      cargaId: CARGA,
      dhRetorno: '2024-05-02T21:45:00.000Z',
      observacao: 'Voltou pela BR-116',
    });
    expect(await screen.findByText('Horário de retorno cadastrado com sucesso!')).toBeTruthy();
    expect((await screen.findByTestId('local')).textContent).toBe('/cargas/minhas-cargas');
  });

  it('refuses an empty or too early return before sending', async () => {
    const fetchMock = stubApi({ [`GET ${API}`]: { body: dados() } });
    renderPage();
    const campo = await screen.findByLabelText(/Horário de retorno/, { selector: 'input' }, CARREGAR);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horário de retorno é obrigatório!')).toBeTruthy();
    fireEvent.change(campo, { target: { value: '2024-05-01T07:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VEICULO_ATIVIDADE_MESSAGES.retornoAntesDaSaida)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${API}`)).toHaveLength(0);
  });

  it('opens an existing return time for change and shows the API’s refusal', async () => {
    stubApi({
      [`GET ${API}`]: {
        body: dados({
          carga: {
            id: CARGA,
            codigo: 1042,
            dhInicio: '2024-05-01T11:00:00.000Z',
            atividade: {
              ...ANTERIOR,
              id: 'a1',
              cargaId: CARGA,
              dhRetorno: '2024-05-02T21:45:00.000Z',
              observacao: 'x',
            },
          },
        }),
      },
      [`POST ${API}`]: { status: 400, body: { message: VEICULO_ATIVIDADE_MESSAGES.situacaoNaoPermite } },
    });
    renderPage();
    const campo = (await screen.findByLabelText(
      /Horário de retorno/,
      { selector: 'input' },
      CARREGAR,
    )) as HTMLInputElement;
    expect(campo.value).toBe('2024-05-02T18:45');
    expect((screen.getByLabelText('Observação') as HTMLTextAreaElement).value).toBe('x');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    expect(await screen.findByText(VEICULO_ATIVIDADE_MESSAGES.situacaoNaoPermite)).toBeTruthy();
  });

  it('offers no form for a vehicle outside the contracted fleet, nor without a load', async () => {
    stubApi({
      [`GET ${API}`]: { body: dados({ veiculo: { id: VEICULO, placa: 'ABC1234', frota: false } }) },
    });
    renderPage();
    expect(await screen.findByText(VEICULO_ATIVIDADE_MESSAGES.veiculoNaoFrota, {}, CARREGAR)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('says when the vehicle or the load is not found', async () => {
    stubApi({ [`GET ${API}`]: { status: 404, body: { message: 'Requisição não encontrada' } } });
    renderPage();
    expect(await screen.findByText('Veículo ou carga não encontrado.', {}, CARREGAR)).toBeTruthy();
  });
});
