import { TABELA_FRETE_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../test/fetch-routes';
import { fieldByLabel } from '../../../test/form-fields';
import { renderRoutes } from '../../../test/render-app';
import { CotacaoPanel } from '../components/cotacao-panel';
import { NENHUMA_TABELA } from '../components/cotacao-resultado';
import { PLACEHOLDER_MUNICIPIO } from '../components/municipio-select';
import { hojeIso } from '../formato';
import {
  CAMPINAS,
  COTACAO_ID,
  cotacaoSalva,
  entrarComTabelaFrete,
  PORTO_ALEGRE,
  resultado,
  TABELA_SUL,
} from './tabela-frete-fixtures';

const NBSP = '\u00a0';

const LOOKUPS: TFakeRoutes = {
  'GET /api/tipo': { body: [{ valor: 1, texto: 'Carreta' }] },
  'GET /api/tabela-frete/municipios': { body: [CAMPINAS, PORTO_ALEGRE] },
};

function SearchProbe() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

function renderPanel() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <SearchProbe />
            <CotacaoPanel />
          </>
        ),
      },
    ],
    '/',
  );
}

async function escolherMunicipio(form: HTMLElement, label: RegExp, busca: string, opcao: string) {
  const input = fieldByLabel(form, label);
  expect(input.getAttribute('placeholder')).toBe(PLACEHOLDER_MUNICIPIO);
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: busca } });
  fireEvent.click(await screen.findByRole('option', { name: opcao }, { timeout: 3000 }));
}

/** Fills the lane, the weight and the axles, then 'Cotar'. */
async function cotar() {
  const form = await screen.findByRole('form', { name: 'Cotação de frete' });
  await escolherMunicipio(form, /^Origem/, 'camp', 'Campinas/SP');
  await escolherMunicipio(form, /^Destino/, 'porto', 'Porto Alegre/RS');
  fireEvent.change(fieldByLabel(form, /^Peso \(kg\)/), { target: { value: '15000' } });
  fireEvent.change(fieldByLabel(form, /^CEP de destino/), { target: { value: '90000000' } });
  fireEvent.change(fieldByLabel(form, /^Eixos/), { target: { value: '5' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Cotar' }));
  return form;
}

beforeEach(() => entrarComTabelaFrete());

describe('Cotação de frete', { timeout: 30_000 }, () => {
  it('sends the quote body and shows the prices ranked, the floor, the below-floor badge and the breakdown', async () => {
    const fetchMock = stubApi({ ...LOOKUPS, 'POST /api/tabela-frete/cotacao': { body: resultado() } });
    renderPanel();
    await cotar();

    const secao = await screen.findByRole('region', { name: 'Resultado da cotação' });
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/cotacao')[0])).toEqual({
      origemIbge: CAMPINAS.ibge,
      origemCep: null,
      destinoIbge: PORTO_ALEGRE.ibge,
      destinoCep: '90000000',
      pesoKg: '15000.000',
      volumeM3: null,
      valorMercadoria: null,
      quantidade: null,
      tipoVeiculoId: null,
      eixos: 5,
      tipoCargaAntt: 5,
      data: hojeIso(),
      distanciaKm: null,
      modalidade: null,
    });

    const resultadoDaTela = within(secao);
    expect(resultadoDaTela.getByText('Campinas/SP → Porto Alegre/RS')).toBeTruthy();
    expect(resultadoDaTela.getByText('1.120 km')).toBeTruthy();
    expect(resultadoDaTela.getByText('estimada')).toBeTruthy();
    // The floor for the input (table A): value and how it is computed.
    expect(resultadoDaTela.getByText('R$ 7.470,21')).toBeTruthy();
    expect(resultadoDaTela.getByText(/Carga geral · 5 eixos/)).toBeTruthy();
    expect(
      resultadoDaTela.getByText(`CCD × km + CC = 6,1234 × 1.120 km + R$${NBSP}612,00`, {
        normalizer: (t) => t,
      }),
    ).toBeTruthy();

    // Cheapest first, whatever order the API sent.
    const lista = resultadoDaTela.getByRole('list', { name: 'Preços por tabela' });
    const precos = within(lista).getAllByRole('listitem');
    expect(precos.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1º Transportes Rápido Sul — Tabela Sul v2',
      '2º Frota própria — Frota Sul v1',
    ]);
    const primeiro = within(precos[0] as HTMLElement);
    expect(primeiro.getByTestId('total-do-preco').textContent).toBe(`R$${NBSP}6.988,64`);
    expect(primeiro.getByText('Abaixo do piso ANTT')).toBeTruthy();
    expect(primeiro.getByText('Piso R$ 7.470,21 · diferença R$ 1.320,21')).toBeTruthy();
    expect(
      primeiro.getByText(/Prazo: 3 dias · R\$\/kg: 0,4659 · R\$\/m³: — · Peso taxado: 15,00 Ton/),
    ).toBeTruthy();
    expect(within(precos[1] as HTMLElement).queryByText('Abaixo do piso ANTT')).toBeNull();

    // The breakdown, on demand.
    const ver = primeiro.getByRole('button', { name: 'Ver composição' });
    expect(ver.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(ver);
    const composicao = primeiro.getByRole('table', { name: 'Composição do preço de Tabela Sul v2' });
    const linhas = within(composicao)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(linhas).toEqual([
      ['Frete-peso', `R$${NBSP}6.000,00`],
      ['GRIS (mínimo aplicado)', `R$${NBSP}150,00`],
      ['Subtotal', `R$${NBSP}6.150,00`],
      ['ICMS (12% · ICMS adicionado (por dentro))', `R$${NBSP}838,64`],
      ['Total', `R$${NBSP}6.988,64`],
    ]);
  });

  it('flags a table that may not be offered below the floor', async () => {
    const bloqueado = resultado();
    bloqueado.precos = bloqueado.precos.map((item) =>
      item.tabelaId === TABELA_SUL ? { ...item, bloqueadaPeloPiso: true } : item,
    );
    stubApi({ ...LOOKUPS, 'POST /api/tabela-frete/cotacao': { body: bloqueado } });
    renderPanel();
    await cotar();
    const item = await screen.findByRole('listitem', { name: '1º Transportes Rápido Sul — Tabela Sul v2' });
    expect(within(item).getByText('Não ofertável (abaixo do piso)')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Criar carga com Tabela Sul v2' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says no table serves the lane', async () => {
    stubApi({ ...LOOKUPS, 'POST /api/tabela-frete/cotacao': { body: resultado({ precos: [] }) } });
    renderPanel();
    await cotar();
    expect(await screen.findByText(NENHUMA_TABELA)).toBeTruthy();
  });

  it('names the missing fields without calling the API', async () => {
    const fetchMock = stubApi(LOOKUPS);
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Cotação de frete' });
    fireEvent.change(fieldByLabel(form, /^CEP de origem/), { target: { value: '1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cotar' }));
    expect((await within(form).findAllByText('Origem é obrigatório!')).length).toBeGreaterThan(0);
    expect(within(form).getAllByText('Peso (kg) é obrigatório!').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('CEP: Informe um valor válido.').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST /api/tabela-frete/cotacao')).toHaveLength(0);
  });

  it("saves the quote with its input, then 'Criar carga' opens the load register from the saved quote", async () => {
    const fetchMock = stubApi({
      ...LOOKUPS,
      'POST /api/tabela-frete/cotacao': { body: resultado() },
      'POST /api/tabela-frete/cotacoes': { body: cotacaoSalva() },
    });
    renderPanel();
    await cotar();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar cotação' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.cotacaoSalva)).toBeTruthy();
    const enviado = requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/cotacoes')[0]) as {
      entrada: unknown;
    };
    expect(enviado.entrada).toEqual(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/cotacao')[0]));
    expect(await screen.findByRole('button', { name: 'Cotação nº 12 salva' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Criar carga com Tabela Sul v2' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(
        `?drawer=cargas/cadastro-carga/new?cotacao=${COTACAO_ID}&tabela=${TABELA_SUL}`,
      ),
    );
    // Already saved: not saved twice.
    expect(callsTo(fetchMock, 'POST /api/tabela-frete/cotacoes')).toHaveLength(1);
  });

  it("'Criar carga' on a quote not saved yet saves it first", async () => {
    const fetchMock = stubApi({
      ...LOOKUPS,
      'POST /api/tabela-frete/cotacao': { body: resultado() },
      'POST /api/tabela-frete/cotacoes': { body: cotacaoSalva() },
    });
    renderPanel();
    await cotar();
    fireEvent.click(await screen.findByRole('button', { name: 'Criar carga com Tabela Sul v2' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain(`cotacao=${COTACAO_ID}`));
    expect(callsTo(fetchMock, 'POST /api/tabela-frete/cotacoes')).toHaveLength(1);
  });

  it("offers no 'Criar carga' to a session that may not register loads", async () => {
    entrarComTabelaFrete({ AuthorizedModule: ['oferecimento'] });
    stubApi({ ...LOOKUPS, 'POST /api/tabela-frete/cotacao': { body: resultado() } });
    renderPanel();
    await cotar();
    await screen.findByRole('list', { name: 'Preços por tabela' });
    expect(screen.queryByRole('button', { name: /Criar carga/ })).toBeNull();
  });
});
