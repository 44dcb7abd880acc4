import { MESSAGES, type TVeiculo } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { VeiculosPage } from '../pages/veiculos-page';

const HOJE = new Date().toISOString().slice(0, 10);

function veiculo(overrides: Partial<TVeiculo> = {}): TVeiculo {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    placa: 'BRA2E19',
    renavam: null,
    cadastro: 'veiculo',
    tipoVeiculo: 1,
    tipoVeiculoTexto: 'Cavalo mecânico',
    tipoCarroceria: null,
    tipoCarroceriaTexto: null,
    categoria: null,
    marca: null,
    marcaTexto: null,
    modelo: 'FH 540',
    ano: 2022,
    rastreador: null,
    rastreadorDispositivo: null,
    gerenciadoraRisco: null,
    tracao: null,
    tipoEquipamento: null,
    tipoEquipamentoTexto: null,
    eixos: 3,
    capacidadeKg: 14000,
    capacidadeM3: null,
    taraKg: null,
    propriedade: 1,
    transportadoraEmpresaId: null,
    transportadoraNome: null,
    rntrc: null,
    ativo: true,
    emUso: false,
    tracionador: null,
    conjunto: [],
    capacidadeConjunto: { capacidadeKg: 14000, capacidadeM3: null },
    documentos: [],
    ...overrides,
  };
}

const pagina = (items: TVeiculo[]) => ({ body: { items, total: items.length, page: 1, qtdItem: 20 } });
const LOOKUPS = {
  'GET /api/tipo': { body: [{ valor: 1, texto: 'Cavalo mecânico' }] },
  'GET /api/empresa/search': { body: [] },
};

beforeEach(() => {
  saveSessionToken(makeTokenObject({ role: 'Administrador' }));
});

describe('VeiculosPage', { timeout: 20_000 }, () => {
  it('lists the page with the plate formatted, pt-BR capacity and the badges', async () => {
    stubApi({
      ...LOOKUPS,
      'POST /api/frota/veiculos/search': pagina([
        veiculo({
          emUso: true,
          documentos: [
            {
              id: 'd',
              tipo: 1,
              numero: null,
              descricao: null,
              validade: HOJE,
              situacao: 'vencido',
              arquivo: null,
            },
          ],
        }),
        veiculo({
          id: '00000000-0000-4000-8000-000000000002',
          placa: 'ABC1234',
          ativo: false,
          capacidadeKg: 500,
        }),
      ]),
    });
    renderRoutes([{ path: '/', element: <VeiculosPage /> }], '/');
    expect(await screen.findByText('BRA2E19')).toBeTruthy();
    expect(screen.getByText('ABC-1234')).toBeTruthy();
    expect(screen.getByText('14,00 Ton')).toBeTruthy();
    expect(screen.getByText('500 kg')).toBeTruthy();
    expect(screen.getByText('Em uso')).toBeTruthy();
    expect(screen.getByText('Documentos: Vencido')).toBeTruthy();
    expect(screen.getByText('Inativo')).toBeTruthy();
  });

  it('sends the filters in the search body and goes back to page 1', async () => {
    const fetchMock = stubApi({ ...LOOKUPS, 'POST /api/frota/veiculos/search': pagina([]) });
    renderRoutes([{ path: '/', element: <VeiculosPage /> }], '/');
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeTruthy();
    const uso = fieldByLabel(document.body, 'Uso');
    fireEvent.click(uso);
    fireEvent.click(await screen.findByRole('option', { name: 'Em uso (carga em andamento)' }));
    await waitFor(() => {
      const ultima = callsTo(fetchMock, 'POST /api/frota/veiculos/search').at(-1);
      expect(requestBody(ultima)).toMatchObject({ emUso: true, page: 1, ordem: 'placa' });
    });
  });

  it('shows the error state with a retry', async () => {
    stubApi({ ...LOOKUPS, 'POST /api/frota/veiculos/search': { status: 500, body: { message: 'Falhou' } } });
    renderRoutes([{ path: '/', element: <VeiculosPage /> }], '/');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('creates a vehicle from the drawer: bad plate named on its field, then the duplicate refusal', async () => {
    const fetchMock = stubApi({
      ...LOOKUPS,
      'POST /api/frota/veiculos/search': pagina([]),
      'POST /api/frota/veiculos': { status: 409, body: { message: MESSAGES.vehicleAlreadyExists } },
    });
    renderRoutes([{ path: '/', element: <VeiculosPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo veículo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo veículo' });
    const placa = fieldByLabel(drawer, /Placa/);
    fireEvent.change(placa, { target: { value: 'xx1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect((await within(drawer).findAllByText(MESSAGES.invalidPlate)).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST /api/frota/veiculos')).toHaveLength(0);

    fireEvent.change(placa, { target: { value: 'bra2e19' } });
    expect(placa.value).toBe('BRA2E19');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MESSAGES.vehicleAlreadyExists)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/frota/veiculos')[0])).toMatchObject({
      placa: 'BRA2E19',
    });
  });
});
