import { MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody } from '../../../../test/fetch-routes';
import { fieldByLabel, pickOption } from '../../../../test/form-fields';
import { currentSearch } from '../../../../test/render-drawer';
import {
  abrirGaveta,
  CARACTERISTICAS,
  CLIENTE,
  digitar,
  FABRICA,
  formulario,
  gavetaFechada,
  ponto,
  preencherMinimo,
  preencherPonto,
  salvar,
  TRANSPORTADORA,
  usarSessao,
} from './cadastro-harness';

usarSessao();

const CADASTRADA = { status: 201, body: { message: 'Carga cadastrada com sucesso!', id: 'x', codigo: 1043 } };

describe('Nova carga: saving', () => {
  it('sends exactly the typed load, fills a route point from its company and closes', {
    timeout: 120_000,
  }, async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-mongo/recuperar-rota': { body: { distancia: 1_101_500, tempo: 1102 } },
      'POST /api/carga-mongo/cadastrar': CADASTRADA,
    });
    const form = await formulario();

    await pickOption(form, /^Tipo de frete/, 'FOB');
    await pickOption(form, /^Modalidade/, 'Fracionada');
    fireEvent.click(fieldByLabel(form, 'Característica'));
    // A deactivated characteristic is not offered for a new load.
    expect(screen.queryByRole('option', { name: /Refrigerada antiga/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Carga seca' }));
    digitar(form, /^Peso bruto/, '1500,5');
    digitar(form, 'Volume', '12,5');
    digitar(form, 'Quantidade', '30');
    digitar(form, 'Acondicionamento', 'Paletes');
    digitar(form, 'Código identificador', 'PED-77');
    digitar(form, 'Valor da carga', '250000');

    const origem = ponto(form, 'Origem');
    await pickOption(origem, 'Empresa', /^Fábrica Campinas Ltda/);
    await waitFor(() => expect(fieldByLabel(origem, /^Cidade/).value).toBe('Campinas'));
    expect(fieldByLabel(origem, 'Endereço').value).toBe('Rua das Indústrias, 100 - Distrito Industrial');
    expect(fieldByLabel(origem, /^UF/).value).toBe('SP');
    digitar(origem, /^Início previsto/, '10/05/2035 08:00');
    digitar(origem, /^Fim previsto/, '10/05/2035 10:00');

    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar parada' }));
    preencherPonto(ponto(form, 'Parada 1'), { cidade: 'Curitiba', uf: 'PR', inicio: '11/05/2035 09:30' });

    const destino = ponto(form, 'Destino final');
    await pickOption(destino, 'Empresa', /^Cliente Porto Alegre SA/);
    await waitFor(() => expect(fieldByLabel(destino, /^Cidade/).value).toBe('Porto Alegre'));
    digitar(destino, /^Início previsto/, '12/05/2035 18:00');

    fireEvent.click(within(form).getByRole('button', { name: 'Calcular rota' }));
    await waitFor(() => expect(fieldByLabel(form, 'Distância (km)').value).toBe('1.101,5'));
    expect(fieldByLabel(form, 'Tempo de viagem (min)').value).toBe('1.102');
    expect(within(form).getByText('18h 22min')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, 'POST /api/carga-mongo/recuperar-rota')[0])).toEqual({
      pontos: [
        {
          rota: 1,
          empresaId: FABRICA.id,
          localidade: 'Rua das Indústrias, 100 - Distrito Industrial',
          cidade: 'Campinas',
          uf: 'SP',
        },
        { rota: 2, cidade: 'Curitiba', uf: 'PR' },
        {
          rota: 3,
          empresaId: CLIENTE.id,
          localidade: 'Avenida Sertório, 2000 - Navegantes',
          cidade: 'Porto Alegre',
          uf: 'RS',
        },
      ],
    });

    digitar(form, 'Valor do frete', '12500,5');
    digitar(form, 'Valor total do frete', '13000');
    await pickOption(form, 'Tipo de tarifa', 'Por tonelada');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Imposto suspenso' }));
    digitar(form, 'Contato', 'Ana');
    digitar(form, 'Telefone', '11988887777');
    expect(fieldByLabel(form, 'Telefone').value).toBe('(11) 98888-7777');
    digitar(form, 'E-mail', 'ANA@Embarcador.demo');

    fireEvent.click(within(form).getByRole('radio', { name: /^Direcionada/ }));
    await pickOption(form, /^Transportadoras/, 'Transportes Rápido Sul');

    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar documento' }));
    const documento = within(form).getByRole('group', { name: 'Documento 1' });
    digitar(documento, /^Número$|^Número \*/, '0001');
    digitar(documento, 'Número da NF', '123');
    digitar(documento, 'Quantidade', '12');
    digitar(documento, 'Peso unit. (kg)', '25,5');
    digitar(documento, 'Valor', '1999,9');
    fireEvent.click(within(documento).getByRole('button', { name: 'Adicionar item' }));
    digitar(documento, 'Descrição do item 1', 'Caixa de papelão');
    digitar(documento, 'Quantidade do item 1', '12');
    digitar(documento, 'Peso do item 1', '2');
    digitar(documento, 'Valor do item 1', '100');
    expect(within(form).getByText('Peso total: 306 kg · Valor total: R$ 1.999,90')).toBeTruthy();
    expect(within(documento).getByText('1 item · Peso 24 kg · Valor R$ 100,00')).toBeTruthy();

    await salvar(form);

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')[0])).toEqual({
      carga: {
        tipoFrete: 2,
        modalidade: 3,
        caracteristicaId: CARACTERISTICAS[0]?.id,
        pesoBruto: 1500.5,
        volume: 12.5,
        volumeUnidade: 7,
        acondicionamentoQtd: 30,
        acondicionamento: 'Paletes',
        codIdentificador: 'PED-77',
        valorCarga: 250000,
      },
      pagamento: { valorFrete: 12500.5, valorTotalFrete: 13000, impostoSuspenso: true, tipoTarifa: 3 },
      contatos: { contato: 'Ana', telefone: '11988887777', email: 'ana@embarcador.demo' },
      distancia: 1_101_500,
      tempo: 1102,
      origemDestino: [
        {
          rota: 1,
          empresaId: FABRICA.id,
          localidade: 'Rua das Indústrias, 100 - Distrito Industrial',
          cidade: 'Campinas',
          uf: 'SP',
          dhInicio: '2035-05-10T11:00:00.000Z',
          dhFim: '2035-05-10T13:00:00.000Z',
        },
        { rota: 2, cidade: 'Curitiba', uf: 'PR', dhInicio: '2035-05-11T12:30:00.000Z' },
        {
          rota: 3,
          empresaId: CLIENTE.id,
          localidade: 'Avenida Sertório, 2000 - Navegantes',
          cidade: 'Porto Alegre',
          uf: 'RS',
          dhInicio: '2035-05-12T21:00:00.000Z',
        },
      ],
      visibilidade: 2,
      transportadoras: [TRANSPORTADORA.id],
      documentos: [
        {
          numero: '0001',
          numeroNf: '123',
          quantidade: 12,
          peso: 25.5,
          valor: 1999.9,
          itens: [{ descricao: 'Caixa de papelão', quantidade: 12, peso: 2, valor: 100 }],
        },
      ],
    });
    expect(await screen.findByText('Carga cadastrada com sucesso!')).toBeTruthy();
    await gavetaFechada();
  });

  it("lists the API's 400 messages above the buttons and keeps the drawer open", {
    timeout: 60_000,
  }, async () => {
    abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-mongo/cadastrar': {
        status: 400,
        body: {
          message: 'Informe uma empresa válida. Informe uma característica válida.',
          messages: ['Informe uma empresa válida.', 'Informe uma característica válida.'],
        },
      },
    });
    const form = await formulario();
    preencherMinimo(form);
    await salvar(form);
    const alerta = await within(form).findByRole('alert');
    expect(within(alerta).getByText('Não foi possível salvar a carga')).toBeTruthy();
    expect(within(alerta).getByText('Informe uma empresa válida.')).toBeTruthy();
    expect(within(alerta).getByText('Informe uma característica válida.')).toBeTruthy();
    expect(currentSearch()).toContain('drawer=cargas/cadastro-carga/new');
  });

  it('says when no route can be found (4xx from recuperar-rota)', { timeout: 60_000 }, async () => {
    abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-mongo/recuperar-rota': { status: 400, body: { message: MESSAGES.routeNotFound } },
    });
    const form = await formulario();
    fireEvent.click(within(form).getByRole('button', { name: 'Calcular rota' }));
    expect(await within(form).findByText(MESSAGES.routeNotFound)).toBeTruthy();
    expect(fieldByLabel(form, 'Distância (km)').value).toBe('');
  });

  it('saves the validated form as a template through its dialog', { timeout: 60_000 }, async () => {
    const fetchMock = abrirGaveta('cargas/cadastro-carga/new', {
      'POST /api/carga-modelo': {
        status: 201,
        body: { message: 'Modelo cadastrado com sucesso!', id: 'm1' },
      },
    });
    const form = await formulario();
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar como modelo' }));
    // Not valid yet: the fields say why, no dialog.
    expect(await within(form).findByText('Peso bruto é obrigatório!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Salvar como modelo' })).toBeNull();

    preencherMinimo(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar como modelo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    digitar(dialogo, /^Descrição/, 'Campinas → Porto Alegre');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/carga-modelo')).toHaveLength(1));
    const enviado = requestBody(callsTo(fetchMock, 'POST /api/carga-modelo')[0]) as {
      descricao: string;
      model: { carga: { pesoBruto: number }; origemDestino: { cidade: string; dhInicio: string }[] };
    };
    expect(enviado.descricao).toBe('Campinas → Porto Alegre');
    expect(enviado.model.carga.pesoBruto).toBe(1500);
    expect(enviado.model.origemDestino.map((p) => [p.cidade, p.dhInicio])).toEqual([
      ['Campinas', '2035-05-10T11:00:00.000Z'],
      ['Porto Alegre', '2035-05-12T21:00:00.000Z'],
    ]);
    // The load itself was not saved.
    expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(0);
  });
});
