import { PEDIDO_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi, type TFakeRoutes } from '../../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../../test/form-fields';
import { renderDrawer } from '../../../../test/render-drawer';
import { CARGA_1, entrarNaFormacao, PEDIDO_1, pedido } from './pedidos-fixtures';

const CAMPINAS = { ibge: '3509502', nome: 'Campinas', uf: 'SP' };
const SAO_PAULO = { ibge: '3550308', nome: 'São Paulo', uf: 'SP' };

const LEITURAS: TFakeRoutes = {
  'GET /api/caracteristica/getByOwner': { body: [] },
  'GET /api/empresa/search': { body: [] },
  'POST /api/empresa/search-ativas': { body: [] },
  'GET /api/tabela-frete/municipios': (init) => ({ body: init ? [CAMPINAS, SAO_PAULO] : [] }),
};

const formulario = (nome: string) => screen.findByRole('form', { name: nome }, { timeout: 15_000 });

async function escolherMunicipio(grupo: HTMLElement, busca: string, opcao: string) {
  const campo = fieldByLabel(grupo, /^Cidade\/UF/);
  campo.focus();
  fireEvent.change(campo, { target: { value: busca } });
  fireEvent.click(await screen.findByRole('option', { name: opcao }, { timeout: 3000 }));
}

beforeEach(() => entrarNaFormacao());

describe('order drawer', { timeout: 40_000 }, () => {
  it('sends the body ZPedidoCadastro expects and shows the server refusal at the top', async () => {
    const fetchMock = stubApi({
      ...LEITURAS,
      'POST /api/formacao/pedido': {
        status: 400,
        body: { message: PEDIDO_MESSAGES.codigoEmUso, campos: { codigo: PEDIDO_MESSAGES.codigoEmUso } },
      },
    });
    renderDrawer('formacao/pedidos/new');
    const form = await formulario('Novo pedido');

    // Without the required fields, the contract's messages at the fields and in the summary.
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect((await within(form).findAllByText('Código é obrigatório!')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST /api/formacao/pedido')).toHaveLength(0);

    fireEvent.change(fieldByLabel(form, /^Código/), { target: { value: 'PED-0042' } });
    await pickOption(form, /^Tipo de frete/, 'FOB Dirigido');
    fireEvent.change(fieldByLabel(form, 'Peso (kg)'), { target: { value: '1250,5' } });
    fireEvent.change(fieldByLabel(form, 'Volumes'), { target: { value: '12' } });
    const origem = within(form).getByRole('group', { name: 'Origem' });
    fireEvent.change(fieldByLabel(origem, 'Nome'), { target: { value: 'CD Paulista' } });
    fireEvent.change(fieldByLabel(origem, 'CNPJ'), { target: { value: '11222333000181' } });
    expect(fieldByLabel(origem, 'CNPJ').value).toBe('11.222.333/0001-81');
    await escolherMunicipio(origem, 'sao', 'São Paulo/SP');
    const destino = within(form).getByRole('group', { name: 'Destino' });
    fireEvent.change(fieldByLabel(destino, 'Nome'), { target: { value: 'Cliente Campinas' } });
    await escolherMunicipio(destino, 'camp', 'Campinas/SP');
    fireEvent.change(fieldByLabel(destino, 'Latitude'), { target: { value: '-22,9' } });
    fireEvent.change(fieldByLabel(destino, 'Longitude'), { target: { value: '-47,06' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    const alerta = (await within(form).findByText('O pedido não foi salvo')).closest('[role="alert"]');
    expect(alerta?.textContent).toContain(PEDIDO_MESSAGES.codigoEmUso);
    expect(fieldByLabel(form, /^Código/).getAttribute('aria-invalid')).toBe('true');

    const body = requestBody(callsTo(fetchMock, 'POST /api/formacao/pedido')[0]);
    expect(body).toEqual({
      codigo: 'PED-0042',
      tipoFrete: 3,
      tipoLote: null,
      agrupador: null,
      dhColeta: null,
      dhEntrega: null,
      dhEmissao: null,
      cubagemTotal: null,
      pesoTotal: 1250.5,
      valorPedido: null,
      quantidadeVolumes: 12,
      numeroNf: null,
      caracteristicaId: null,
      possuiRedespacho: false,
      localidadeRedespacho: null,
      transportadoraRedespachoId: null,
      observacao: null,
      origem: {
        empresaId: null,
        nome: 'CD Paulista',
        documentoEmpresa: '11222333000181',
        localidade: null,
        cidade: 'São Paulo',
        uf: 'SP',
        latitude: null,
        longitude: null,
        dhPrevista: null,
      },
      destino: {
        empresaId: null,
        nome: 'Cliente Campinas',
        documentoEmpresa: null,
        localidade: null,
        cidade: 'Campinas',
        uf: 'SP',
        latitude: -22.9,
        longitude: -47.06,
        dhPrevista: null,
      },
    });
  });

  it('opens an order in a load read-only, saying why', async () => {
    stubApi({
      ...LEITURAS,
      [`GET /api/formacao/pedido/${PEDIDO_1}`]: {
        body: pedido({ cargaId: CARGA_1, cargaCodigo: 1042, situacao: 3 }),
      },
    });
    renderDrawer(`formacao/pedidos/${PEDIDO_1}`);
    const form = await formulario('Pedido PED-0001');
    expect(within(form).getByText(PEDIDO_MESSAGES.emCarga)).toBeTruthy();
    expect(fieldByLabel(form, /^Código/).matches(':disabled')).toBe(true);
    expect(fieldByLabel(form, /^Código/).value).toBe('PED-0001');
    expect(within(form).queryByRole('button', { name: 'Salvar' })).toBeNull();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Fechar' })).toBeTruthy());
  });
});
