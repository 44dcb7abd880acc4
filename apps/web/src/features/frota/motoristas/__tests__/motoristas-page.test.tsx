import { cpfCheckDigits, type TMotorista } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../../test/fetch-routes';
import { pickOption } from '../../../../test/form-fields';
import { renderRoutes } from '../../../../test/render-app';
import { maskCpfInput, maskDataInput, motoristaRequestInput } from '../motorista-form.values';
import { MotoristasPage } from '../motoristas-page';

const CPF = `123456789${cpfCheckDigits('123456789')}`;

function dia(dias: number): string {
  return new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
}

const motorista = (overrides: Partial<TMotorista> = {}): TMotorista => ({
  id: 'm-1',
  nome: 'Antônio Pereira',
  cpf: CPF,
  telefone: '11987654321',
  email: 'antonio@teste.com.br',
  cnhNumero: '12345678900',
  cnhCategoria: 'E',
  cnhValidade: dia(5),
  visibilidade: 1,
  transportadoraEmpresaId: null,
  transportadoraNome: null,
  possuiFoto: false,
  ativo: true,
  situacaoCnh: 'a-vencer',
  ...overrides,
});

const pagina = (items: TMotorista[]) => ({ body: { items, total: items.length, page: 1, qtdItem: 10 } });

function renderPage() {
  renderRoutes([{ path: '/', element: <MotoristasPage /> }], '/');
}

describe('driver form values', () => {
  it('masks CPF and dates as they are typed and sends the date as ISO', () => {
    expect(maskCpfInput('12345678909')).toBe('123.456.789-09');
    expect(maskCpfInput('1234')).toBe('123.4');
    expect(maskDataInput('31122030')).toBe('31/12/2030');
    const input = motoristaRequestInput({
      nome: 'X',
      cpf: '123.456.789-09',
      cnhNumero: '',
      cnhCategoria: '',
      cnhValidade: '31/12/2030',
      telefone: '',
      email: '',
      visibilidade: '1',
      transportadoraEmpresaId: '',
    });
    expect(input).toMatchObject({
      cnhValidade: '2030-12-31',
      cnhCategoria: null,
      transportadoraEmpresaId: null,
    });
  });
});

describe('MotoristasPage', { timeout: 20_000 }, () => {
  it('lists drivers with masked CPF and phone and the CNH badges, and sends the filters', async () => {
    const fetchMock = stubApi({
      'POST /api/frota/motoristas/search': () =>
        pagina([
          motorista(),
          motorista({ id: 'm-2', nome: 'Bruno Vencido', cnhValidade: dia(-3), situacaoCnh: 'vencida' }),
          // Expires in 5 days, outside a company window shorter than that: the server says 'valida'.
          motorista({ id: 'm-3', nome: 'Carla Prazo Curto', cnhValidade: dia(5), situacaoCnh: 'valida' }),
        ]),
      'POST /api/empresa/search-ativas': { body: [] },
    });
    renderPage();
    expect(await screen.findByText('Antônio Pereira')).toBeTruthy();
    expect(screen.getAllByText('123.456.789-09').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(11) 98765-4321').length).toBeGreaterThan(0);
    const tabela = screen.getByRole('table');
    expect(within(tabela).getAllByText(/^CNH vence em \d dias$/)).toHaveLength(1);
    expect(within(tabela).getByText('CNH vencida')).toBeTruthy();
    const carla = within(tabela).getByText('Carla Prazo Curto').closest('tr') as HTMLElement;
    expect(within(carla).queryByText(/^CNH/)).toBeNull();
    const bodies = () => callsTo(fetchMock, 'POST /api/frota/motoristas/search').map(requestBody);
    expect(bodies()[0]).toMatchObject({ page: 1, ordem: 'nome', ativo: true, cnh: null, cnhCategoria: null });
    fireEvent.click(screen.getByRole('button', { name: /Validade da CNH/ }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ ordem: 'cnhValidade', direcao: 0 }));
  });

  it('shows the empty state', async () => {
    stubApi({
      'POST /api/frota/motoristas/search': pagina([]),
      'POST /api/empresa/search-ativas': { body: [] },
    });
    renderPage();
    expect(await screen.findByText(/Nenhum/)).toBeTruthy();
  });

  it('registers a driver: CPF check digits refused before sending, then the body the API takes', async () => {
    const fetchMock = stubApi({
      'POST /api/frota/motoristas/search': pagina([]),
      'POST /api/empresa/search-ativas': { body: [] },
      'POST /api/frota/motoristas': { status: 201, body: motorista({ id: 'novo' }) },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Novo motorista' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo motorista' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(drawer).getByRole('textbox', { name: label }), { target: { value } });
    type(/^Nome/, 'Carlos Souza');
    type(/^CPF/, '12345678900');
    expect((within(drawer).getByRole('textbox', { name: /^CPF/ }) as HTMLInputElement).value).toBe(
      '123.456.789-00',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect((await within(drawer).findAllByText('CPF inválido')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST /api/frota/motoristas')).toHaveLength(0);

    type(/^CPF/, CPF);
    type(/^CNH$/, '12345678900');
    type(/^Validade da CNH/, '31122030');
    type(/^Telefone/, '11987654321');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/frota/motoristas')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, 'POST /api/frota/motoristas')[0])).toMatchObject({
      nome: 'Carlos Souza',
      cpf: CPF,
      cnhNumero: '12345678900',
      cnhValidade: '2030-12-31',
      telefone: '11987654321',
      visibilidade: 1,
      transportadoraEmpresaId: null,
    });
  });

  it('asks for the carrier of a third-party driver and refuses to save without it', async () => {
    stubApi({
      'POST /api/frota/motoristas/search': pagina([]),
      'POST /api/empresa/search-ativas': { body: [] },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Novo motorista' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo motorista' });
    expect(within(drawer).queryAllByLabelText(/^Transportadora/)).toHaveLength(0);
    await pickOption(drawer, /^Visibilidade/, 'Terceiro');
    await waitFor(() =>
      expect(within(drawer).queryAllByLabelText(/^Transportadora/).length).toBeGreaterThan(0),
    );
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Nome/ }), {
      target: { value: 'Terceiro X' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^CPF/ }), { target: { value: CPF } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(
      (await within(drawer).findAllByText('Informe a transportadora do motorista terceiro.')).length,
    ).toBeGreaterThan(0);
  });
});
