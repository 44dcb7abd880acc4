import { TABELA_FRETE_MESSAGES, type TTabelaFrete } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../test/form-fields';
import { currentSearch, renderDrawer } from '../../../test/render-drawer';
import { CAMPINAS, entrarComTabelaFrete, pagina, TABELA_SUL, tabelaResumo } from './tabela-frete-fixtures';

const NOVA = '0b1f0000-0000-4000-8000-0000000000aa';

function tabela(overrides: Partial<TTabelaFrete> = {}): TTabelaFrete {
  return {
    ...tabelaResumo(),
    fatorCubagem: '300.000',
    freteMinimo: null,
    naoOfertarAbaixoDoPiso: true,
    tabelaAntt: 'A',
    tipoCargaAntt: 5,
    observacoes: null,
    versoes: [
      { id: TABELA_SUL, versao: 2, status: 2, vigenciaInicio: '2026-05-01', vigenciaFim: null },
      { id: 'v1', versao: 1, status: 3, vigenciaInicio: '2026-01-01', vigenciaFim: '2026-04-30' },
    ],
    ...overrides,
  };
}

const LEITURAS: TFakeRoutes = {
  'GET /api/tipo': { body: [{ valor: 1, texto: 'Carreta' }] },
  'GET /api/empresa/search': { body: [] },
  'POST /api/tabela-frete/regras/search': pagina([]),
  'POST /api/tabela-frete/regioes/search': pagina([]),
  'GET /api/tabela-frete/municipios': { body: [CAMPINAS] },
};

const formulario = (nome: string) => screen.findByRole('form', { name: nome }, { timeout: 15_000 });

beforeEach(() => entrarComTabelaFrete());

describe('freight table drawer', { timeout: 40_000 }, () => {
  it('creates a draft with its header and a line from the grid, then stays open as the saved table', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/tabela-frete/tabelas': { body: tabela({ id: NOVA, status: 1, versao: 1, versoes: [] }) },
      [`GET /api/tabela-frete/tabelas/${NOVA}`]: {
        body: tabela({ id: NOVA, status: 1, versao: 1, versoes: [] }),
      },
      [`GET /api/tabela-frete/tabelas/${NOVA}/linhas`]: pagina([]),
    });
    renderDrawer('oferecimento/tabela-frete/new');
    const form = await formulario('Nova tabela de frete');
    fireEvent.change(fieldByLabel(form, /^Nome/), { target: { value: 'Tabela Sul' } });

    // A line: SP → Campinas/SP, up to 1.000 kg, R$ 850.
    const grade = within(form).getByRole('group', { name: 'Nova linha' });
    await pickOption(grade, /^Origem$/, 'SP');
    await pickOption(grade, 'Tipo (destino)', 'Município');
    const destino = fieldByLabel(grade, /^Destino$/);
    destino.focus();
    fireEvent.change(destino, { target: { value: 'camp' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Campinas/SP' }, { timeout: 3000 }));
    fireEvent.change(fieldByLabel(grade, 'Peso final (kg)'), { target: { value: '1000' } });
    fireEvent.click(within(grade).getByRole('button', { name: 'Adicionar linha' }));
    // Without a price the line is refused at its field.
    expect(await within(grade).findByText('Valor é obrigatório!')).toBeTruthy();
    fireEvent.change(fieldByLabel(grade, /^Valor \(R\$\)/), { target: { value: '850' } });
    fireEvent.click(within(grade).getByRole('button', { name: 'Adicionar linha' }));
    const linhas = await within(form).findByRole('table');
    expect(within(linhas).getByText('Campinas/SP')).toBeTruthy();
    expect(within(linhas).getByText('Até 1.000 kg')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.tabelaSalva)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/tabelas')[0])).toMatchObject({
      nome: 'Tabela Sul',
      transportadoraEmpresaId: null,
      modalidade: 1,
      tipoTarifa: 5,
      tabelaAntt: 'A',
      tipoCargaAntt: 5,
      linhas: [
        {
          origemTipo: 2,
          origemValor: 'SP',
          destinoTipo: 3,
          destinoValor: CAMPINAS.ibge,
          pesoInicialKg: null,
          pesoFinalKg: '1000.000',
          valor: '850.0000',
        },
      ],
    });
    await waitFor(() =>
      expect(new URLSearchParams(currentSearch()).get('drawer')).toBe(`oferecimento/tabela-frete/${NOVA}`),
    );
  });

  it('shows an active table read-only with its lines, versions and "Nova versão"', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      [`GET /api/tabela-frete/tabelas/${TABELA_SUL}`]: { body: tabela() },
      [`GET /api/tabela-frete/tabelas/${TABELA_SUL}/linhas`]: pagina([
        {
          id: 'l1',
          origemTipo: 2,
          origemValor: 'SP',
          origemDescricao: 'SP',
          destinoTipo: 4,
          destinoValor: '80000000-82999999',
          destinoDescricao: 'CEP 80000-000 a 82999-999',
          tipoVeiculoId: 1,
          tipoVeiculo: 'Carreta',
          pesoInicialKg: '1000.000',
          pesoFinalKg: null,
          valor: '3.4567',
          excedentePorKg: '0.1200',
          prazoDias: 2,
        },
      ]),
      [`POST /api/tabela-frete/tabelas/${TABELA_SUL}/nova-versao`]: {
        body: tabela({ id: NOVA, versao: 3, status: 1 }),
      },
      [`GET /api/tabela-frete/tabelas/${NOVA}`]: { body: tabela({ id: NOVA, versao: 3, status: 1 }) },
      [`GET /api/tabela-frete/tabelas/${NOVA}/linhas`]: pagina([]),
    });
    renderDrawer(`oferecimento/tabela-frete/${TABELA_SUL}`);
    const form = await formulario('Tabela Sul v2');
    expect(within(form).getByText(TABELA_FRETE_MESSAGES.somenteRascunho)).toBeTruthy();
    expect(fieldByLabel(form, /^Nome/).matches(':disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Salvar' })).toBeNull();
    const linhas = await within(form).findByRole('table', { name: /Linhas da tabela/ });
    await within(linhas).findByText('CEP 80000-000 a 82999-999');
    const celulas = within(linhas).getAllByRole('row')[1]?.querySelectorAll('td');
    expect(Array.from(celulas ?? [], (cell) => cell.textContent)).toEqual([
      'SP',
      'CEP 80000-000 a 82999-999',
      'Carreta',
      'Acima de 1.000 kg',
      'R$\u00a03,4567',
      'R$\u00a00,12',
      '2 dias',
    ]);
    expect(within(form).getByRole('button', { name: 'Abrir v1' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Nova versão' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.novaVersao)).toBeTruthy();
    await waitFor(() =>
      expect(new URLSearchParams(currentSearch()).get('drawer')).toBe(`oferecimento/tabela-frete/${NOVA}`),
    );
    expect(callsTo(fetchMock, `POST /api/tabela-frete/tabelas/${TABELA_SUL}/nova-versao`)).toHaveLength(1);
  });

  it("edits a draft's lines in the grid and saves them with the header (PUT with linhas)", async () => {
    const RASCUNHO = tabela({ status: 1, versao: 3, versoes: [] });
    const linha = (id: string, uf: string) => ({
      id,
      origemTipo: 2 as const,
      origemValor: 'SP',
      origemDescricao: 'SP',
      destinoTipo: 2 as const,
      destinoValor: uf,
      destinoDescricao: uf,
      tipoVeiculoId: null,
      tipoVeiculo: null,
      pesoInicialKg: null,
      pesoFinalKg: null,
      valor: '1500.0000',
      excedentePorKg: null,
      prazoDias: null,
    });
    const fetchMock = stubApi({
      ...LEITURAS,
      [`GET /api/tabela-frete/tabelas/${TABELA_SUL}`]: { body: RASCUNHO },
      [`GET /api/tabela-frete/tabelas/${TABELA_SUL}/linhas`]: pagina([linha('l1', 'PR'), linha('l2', 'SC')]),
      [`PUT /api/tabela-frete/tabelas/${TABELA_SUL}`]: { body: RASCUNHO },
    });
    renderDrawer(`oferecimento/tabela-frete/${TABELA_SUL}`);
    const form = await formulario('Tabela Sul v3');
    fireEvent.click(await within(form).findByRole('button', { name: 'Editar linhas' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Remover linha 1' }));
    expect(within(form).getByText('1 linha no rascunho')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.tabelaSalva)).toBeTruthy();
    const corpo = requestBody(callsTo(fetchMock, `PUT /api/tabela-frete/tabelas/${TABELA_SUL}`)[0]) as {
      linhas: { destinoValor: string; valor: string }[];
      fatorCubagem: string;
      naoOfertarAbaixoDoPiso: boolean;
    };
    expect(corpo.linhas).toEqual([expect.objectContaining({ destinoValor: 'SC', valor: '1500.0000' })]);
    expect(corpo).toMatchObject({ fatorCubagem: '300.000', naoOfertarAbaixoDoPiso: true });
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('says when the table does not exist', async () => {
    stubApi({
      ...LEITURAS,
      [`GET /api/tabela-frete/tabelas/${NOVA}`]: { status: 404, body: { message: 'x' } },
    });
    renderDrawer(`oferecimento/tabela-frete/${NOVA}`);
    expect(await screen.findByText('Tabela de frete não encontrada.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('region drawer', { timeout: 40_000 }, () => {
  it('adds a UF and a CEP range as chips with their descriptions and saves the items', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/tabela-frete/regioes': {
        body: { id: 'r1', nome: 'Sul', itens: [], ativo: true },
      },
    });
    renderDrawer('configuracoes/regioes/new');
    const form = await formulario('Nova região');
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      (await within(form).findAllByText('Informe ao menos uma UF, município ou faixa de CEP.')).length,
    ).toBeGreaterThan(0);

    fireEvent.change(fieldByLabel(form, /^Nome/), { target: { value: 'Sul' } });
    await pickOption(form, /^Item$/, 'PR');
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar item' }));
    await pickOption(form, 'Tipo (item)', 'Faixa de CEP');
    fireEvent.change(fieldByLabel(form, 'CEP inicial (item)'), { target: { value: '90000000' } });
    fireEvent.change(fieldByLabel(form, 'CEP final (item)'), { target: { value: '99999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar item' }));
    const itens = within(form).getByRole('group', { name: 'Itens incluídos' });
    expect(within(itens).getByText('UF: PR')).toBeTruthy();
    expect(within(itens).getByText('Faixa de CEP: CEP 90000-000 a 99999-999')).toBeTruthy();
    expect(within(itens).getByRole('button', { name: 'Remover UF: PR' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.regiaoSalva)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/regioes')[0])).toEqual({
      nome: 'Sul',
      itens: [
        { tipo: 2, valor: 'PR' },
        { tipo: 4, valor: '90000000-99999999' },
      ],
    });
  });
});

describe('calculation rule drawer', { timeout: 40_000 }, () => {
  it('saves the ICMS mode and the components', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/tabela-frete/regras': {
        body: { id: 'g1', nome: 'Padrão', modoIcms: 2, componentes: [], ativo: true },
      },
    });
    renderDrawer('oferecimento/tabela-frete/regras/new');
    const form = await formulario('Nova regra de cálculo de frete');
    fireEvent.change(fieldByLabel(form, /^Nome/), { target: { value: 'Padrão' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar componente' }));
    const componente = within(form).getByRole('group', { name: 'Componente 1' });
    await pickOption(componente, 'Tipo', 'GRIS');
    fireEvent.change(fieldByLabel(componente, /^Valor \(%\)/), { target: { value: '0,3' } });
    fireEvent.change(fieldByLabel(componente, 'Mínimo (R$)'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.regraSalva)).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/regras')[0])).toEqual({
      nome: 'Padrão',
      modoIcms: 2,
      componentes: [
        { tipo: 2, nome: null, calculo: 1, valor: '0.3000', minimo: '25.00', regiaoDestinoIds: [] },
      ],
    });
  });
});

describe("quick-create 'Cotação de frete'", { timeout: 40_000 }, () => {
  it('opens the quote form in the drawer', async () => {
    stubApi(LEITURAS);
    renderDrawer('oferecimento/tabela-frete/cotacao/new');
    const form = await formulario('Cotação de frete');
    expect(within(form).getByRole('button', { name: 'Cotar' })).toBeTruthy();
  });
});
