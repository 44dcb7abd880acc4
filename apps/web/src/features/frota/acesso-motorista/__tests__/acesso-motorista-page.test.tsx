import { ACESSO_MOTORISTA_MESSAGES, cpfCheckDigits, type TCargaDoMotorista } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { AcessoMotoristaPage } from '../acesso-motorista-page';

const CPF = `123456789${cpfCheckDigits('123456789')}`;

const carga = (overrides: Partial<TCargaDoMotorista> = {}): TCargaDoMotorista => ({
  id: 'c-1',
  codigo: 1234,
  empresa: 'Embarcador Demo',
  situacao: 2,
  situacaoTexto: 'Em andamento',
  emAndamento: true,
  origem: { cidade: 'Campinas', uf: 'SP' },
  destino: { cidade: 'Curitiba', uf: 'PR' },
  dhColeta: '2026-03-10T12:00:00.000Z',
  dhEntrega: '2026-03-11T18:00:00.000Z',
  placa: 'ABC1D23',
  ...overrides,
});

const SESSAO = {
  token: 'token-do-motorista',
  expiraEm: '2099-01-01T00:00:00.000Z',
  nome: 'José da Silva',
  cadastros: [{ motoristaId: 'm-1', empresa: 'Embarcador Demo' }],
};

function renderPage() {
  renderRoutes([{ path: '/', element: <AcessoMotoristaPage /> }], '/');
}

afterEach(() => localStorage.clear());

describe('AcessoMotoristaPage', { timeout: 20_000 }, () => {
  it('asks the code for the CPF, signs in with it and lists the loads with the driver token', async () => {
    const fetchMock = stubApi({
      'POST /api/motorista/acesso/codigo': {
        body: { message: ACESSO_MOTORISTA_MESSAGES.codigoEnviado, validadeMinutos: 10 },
      },
      'POST /api/motorista/acesso/entrar': { body: SESSAO },
      'GET /api/motorista/cargas': {
        body: [
          carga(),
          carga({
            id: 'c-2',
            codigo: 99,
            situacao: 1,
            situacaoTexto: 'Aguardando contratação',
            emAndamento: false,
          }),
        ],
      },
    });
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'CPF' }), { target: { value: CPF } });
    fireEvent.click(screen.getByRole('button', { name: 'Receber código' }));
    expect(await screen.findByText(ACESSO_MOTORISTA_MESSAGES.codigoEnviado)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/motorista/acesso/codigo')[0])).toEqual({ cpf: CPF });

    const codigo = screen.getByRole('textbox', { name: /Código de 6 dígitos/ });
    fireEvent.change(codigo, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(ACESSO_MOTORISTA_MESSAGES.codigoFormato)).toBeTruthy();
    fireEvent.change(codigo, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Olá, José!')).toBeTruthy();
    expect(await screen.findByText('Carga 1234')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Em andamento' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Próximas' })).toBeTruthy();
    expect(screen.getAllByText(/^Veículo ABC-?1D23$/).length).toBeGreaterThan(0);
    const headers = callsTo(fetchMock, 'GET /api/motorista/cargas')[0]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-do-motorista');
    // The users' session is never touched.
    expect(headers.authorization).toBeUndefined();
  });

  it('shows the refusal of a wrong code and stays on the code step', async () => {
    stubApi({
      'POST /api/motorista/acesso/codigo': { body: { message: 'ok', validadeMinutos: 10 } },
      'POST /api/motorista/acesso/entrar': {
        status: 401,
        body: { message: ACESSO_MOTORISTA_MESSAGES.codigoInvalido },
      },
    });
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'CPF' }), { target: { value: CPF } });
    fireEvent.click(screen.getByRole('button', { name: 'Receber código' }));
    const codigo = await screen.findByRole('textbox', { name: /Código de 6 dígitos/ });
    fireEvent.change(codigo, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(ACESSO_MOTORISTA_MESSAGES.codigoInvalido)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Código de 6 dígitos/ })).toBeTruthy();
  });

  it('keeps the session, opens a load with its route, and signs out', async () => {
    localStorage.setItem('embarca.motorista.sessao', JSON.stringify(SESSAO));
    stubApi({
      'GET /api/motorista/cargas': { body: [carga()] },
      'GET /api/motorista/cargas/c-1': {
        body: {
          ...carga(),
          peso: 12000,
          quantidade: 20,
          acondicionamento: 'Palete',
          contato: 'Marta',
          telefoneContato: null,
          rota: [
            {
              ordem: 1,
              rota: 1,
              localidade: 'CD Campinas',
              cidade: 'Campinas',
              uf: 'SP',
              dhPrevista: null,
              dhFimPrevista: null,
              dhRealizada: null,
            },
            {
              ordem: 2,
              rota: 3,
              localidade: null,
              cidade: 'Curitiba',
              uf: 'PR',
              dhPrevista: null,
              dhFimPrevista: null,
              dhRealizada: null,
            },
          ],
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Carga 1234/ }));
    expect(await screen.findByText('1. Coleta: Campinas/SP')).toBeTruthy();
    expect(screen.getByText('2. Entrega: Curitiba/PR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Receber código' })).toBeTruthy());
    expect(localStorage.getItem('embarca.motorista.sessao')).toBeNull();
  });

  it('goes back to the sign-in when the server refuses the session', async () => {
    localStorage.setItem('embarca.motorista.sessao', JSON.stringify(SESSAO));
    stubApi({
      'GET /api/motorista/cargas': {
        status: 401,
        body: { message: ACESSO_MOTORISTA_MESSAGES.sessaoInvalida },
      },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Receber código' })).toBeTruthy();
  });
});
