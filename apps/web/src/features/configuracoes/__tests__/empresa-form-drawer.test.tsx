import { MESSAGES, successMessage } from '@embarca/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { EmpresaFormDrawer } from '../components/empresa-form-drawer';

const ENDERECO = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  codigoIbge: '3550308',
  latitude: null,
  longitude: null,
};

function renderDrawer(onClose = vi.fn()) {
  renderRoutes([{ path: '/', element: <EmpresaFormDrawer opened empresa={null} onClose={onClose} /> }], '/');
  return onClose;
}

function field(label: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('EmpresaFormDrawer', { timeout: 20_000 }, () => {
  it('masks the CNPJ as it is typed, the alphanumeric one included', async () => {
    stubApi({});
    renderDrawer();
    type('CNPJ', '12abc34501de35');
    expect(field('CNPJ').value).toBe('12.ABC.345/01DE-35');
    type('CNPJ', '11222333000181');
    expect(field('CNPJ').value).toBe('11.222.333/0001-81');
  });

  it("refuses a CNPJ with wrong check digits with 'CNPJ inválido' and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderDrawer();
    type('CNPJ', '11222333000182');
    type('Razão social', 'Cliente Teste');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // Under the field and in the summary at the top of the form (issue 16).
    expect(await screen.findAllByText('CNPJ inválido')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'CNPJ inválido' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the address from the CEP once 8 digits are typed', async () => {
    const fetchMock = stubApi({ 'GET /api/cep/01310100': { body: ENDERECO } });
    renderDrawer();
    type('CEP', '01310100');
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    expect(field('Cidade').value).toBe('São Paulo');
    expect(field('UF').value).toBe('SP');
    expect(field('CEP').value).toBe('01310-100');
    expect(callsTo(fetchMock, 'GET /api/cep/01310100')).toHaveLength(1);
  });

  it("says 'CEP não encontrado!' when the look-up answers 404", async () => {
    stubApi({ 'GET /api/cep/99999999': { status: 404, body: { message: MESSAGES.cepNotFound } } });
    renderDrawer();
    type('CEP', '99999-999');
    expect((await screen.findAllByText(MESSAGES.cepNotFound)).length).toBeGreaterThan(0);
  });

  it('creates the company with the parsed request (no mask) and closes', async () => {
    const fetchMock = stubApi({
      'GET /api/cep/01310100': { body: ENDERECO },
      'POST /api/empresa': { status: 201, body: { id: 'x' } },
    });
    const onClose = renderDrawer();
    type('CNPJ', '11.222.333/0001-81');
    type('Razão social', 'Cliente Teste Ltda');
    type('Telefone', '11933334444');
    type('CEP', '01310100');
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    type('Número', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [init] = callsTo(fetchMock, 'POST /api/empresa');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      cnpj: '11222333000181',
      nome: 'Cliente Teste Ltda',
      telefone: '11933334444',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      cidade: 'São Paulo',
      uf: 'SP',
      tipo: 4,
      tipoVinculo: 1,
    });
    expect(await screen.findByText(successMessage('created', 'Empresa'))).toBeTruthy();
  });
});
