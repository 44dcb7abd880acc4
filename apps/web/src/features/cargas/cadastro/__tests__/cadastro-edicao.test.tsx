import {
  CADASTRO_CARGA_MESSAGES,
  type TDadosEdicaoCarga,
  type TModeloCargaDadosResponse,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, requestBody } from '../../../../test/fetch-routes';
import { fieldByLabel } from '../../../../test/form-fields';
import { currentSearch } from '../../../../test/render-drawer';
import {
  abrirGaveta,
  CARGA_ID,
  CLIENTE,
  digitar,
  FABRICA,
  formulario,
  gavetaFechada,
  ponto,
  salvar,
  TRANSPORTADORA,
  usarSessao,
} from './cadastro-harness';

usarSessao();

const DADOS: TDadosEdicaoCarga['dados'] = {
  carga: {
    tipoFrete: 3,
    modalidade: 2,
    pesoBruto: 1500,
    volume: 300,
    volumeUnidade: 5,
    acondicionamentoQtd: 10,
    codIdentificador: 'PED-9',
  },
  pagamento: { valorFrete: 900, impostoSuspenso: false, tipoTarifa: 2 },
  contatos: { contato: 'Bruno', telefone: '1133334444' },
  distancia: 98_500,
  tempo: 95,
  origemDestino: [
    // Stored out of order: the form puts the origin first and the final destination last.
    {
      rota: 3,
      empresaId: CLIENTE.id,
      cidade: 'Porto Alegre',
      uf: 'RS',
      dhInicio: '2035-05-12T21:00:00.000Z',
    },
    {
      rota: 1,
      empresaId: FABRICA.id,
      localidade: 'Doca 3',
      cidade: 'Campinas',
      uf: 'SP',
      latitude: -22.9,
      longitude: -47.06,
      dhInicio: '2035-05-10T11:00:00.000Z',
      dhFim: '2035-05-10T13:00:00.000Z',
    },
  ],
  visibilidade: 2,
  transportadoras: [TRANSPORTADORA.id],
  documentos: [
    {
      numero: '0001',
      quantidade: 2,
      peso: 10,
      valor: 500,
      itens: [{ descricao: 'Tambor', quantidade: 2, peso: 5 }],
    },
  ],
};

function dadosEdicao(extra: Partial<TDadosEdicaoCarga> = {}): TDadosEdicaoCarga {
  return {
    ofertaCargaId: CARGA_ID,
    codigo: 1042,
    situacao: 1,
    version: 3,
    editavel: true,
    dados: DADOS,
    entregas: [
      { ordem: 1, empresaId: FABRICA.id, nome: 'Fábrica Campinas' },
      { ordem: 2, empresaId: CLIENTE.id, nome: 'Cliente Porto Alegre' },
    ],
    ...extra,
  };
}

const EDITAR = `PUT /api/carga-mongo/${CARGA_ID}/editar`;
const DADOS_EDICAO = `GET /api/carga-mongo/${CARGA_ID}/dadosEdicao`;

describe('Editar carga', () => {
  it('fills the form from dadosEdicao and, after a conflict, reloads and saves the new version', {
    timeout: 90_000,
  }, async () => {
    const servidor = { dados: dadosEdicao(), edicoes: 0 };
    const fetchMock = abrirGaveta(`cargas/cadastro-carga/${CARGA_ID}`, {
      [DADOS_EDICAO]: () => ({ body: servidor.dados }),
      [EDITAR]: () => {
        servidor.edicoes += 1;
        return servidor.edicoes === 1
          ? { status: 409, body: { message: CADASTRO_CARGA_MESSAGES.conflitoEdicao } }
          : { body: { message: 'Carga atualizada com sucesso!', id: CARGA_ID, codigo: 1042 } };
      },
    });
    const form = await formulario('Editar carga');

    expect(screen.getByRole('heading', { name: 'Carga 1042' })).toBeTruthy();
    expect(screen.getByText('Aguardando contratação')).toBeTruthy();
    expect(fieldByLabel(form, /^Tipo de frete/).value).toBe('FOB Dirigido');
    expect(fieldByLabel(form, /^Modalidade/).value).toBe('Compartilhada');
    expect(fieldByLabel(form, /^Peso bruto/).value).toBe('1.500');
    expect(fieldByLabel(form, 'Unidade do volume').value).toBe('Litros');
    expect(fieldByLabel(form, 'Telefone').value).toBe('(11) 3333-4444');
    expect(fieldByLabel(form, 'Distância (km)').value).toBe('98,5');
    const origem = ponto(form, 'Origem');
    expect(fieldByLabel(origem, 'Empresa').value).toBe('Fábrica Campinas');
    expect(fieldByLabel(origem, 'Endereço').value).toBe('Doca 3');
    expect(fieldByLabel(origem, /^Início previsto/).value).toBe('10/05/2035 08:00');
    expect(fieldByLabel(origem, /^Fim previsto/).value).toBe('10/05/2035 10:00');
    expect(fieldByLabel(ponto(form, 'Destino final'), /^Cidade/).value).toBe('Porto Alegre');
    expect(await within(form).findByText('Transportes Rápido Sul')).toBeTruthy();
    const documento = within(form).getByRole('group', { name: 'Documento 1' });
    expect(fieldByLabel(documento, 'Cubagem unit. (l)')).toBeTruthy();
    expect(fieldByLabel(documento, 'Descrição do item 1').value).toBe('Tambor');

    digitar(form, /^Peso bruto/, '1600');
    await salvar(form);

    const alerta = await within(form).findByRole('alert');
    expect(within(alerta).getByText(CADASTRO_CARGA_MESSAGES.conflitoEdicao)).toBeTruthy();
    const primeiro = requestBody(callsTo(fetchMock, EDITAR)[0]) as Record<string, unknown> & {
      carga: { pesoBruto: number };
      origemDestino: { rota: number; latitude?: number }[];
    };
    expect(primeiro.version).toBe(3);
    expect(primeiro.ofertaCargaId).toBe(CARGA_ID);
    expect(primeiro.carga.pesoBruto).toBe(1600);
    // Route order restored; the stored coordinates kept while the place did not change.
    expect(primeiro.origemDestino.map((p) => [p.rota, p.latitude])).toEqual([
      [1, -22.9],
      [3, undefined],
    ]);
    expect(currentSearch()).toContain('drawer=');

    // Someone else saved version 4 meanwhile.
    servidor.dados = dadosEdicao({
      version: 4,
      dados: { ...DADOS, carga: { ...DADOS.carga, pesoBruto: 1700 } },
    });
    fireEvent.click(within(alerta).getByRole('button', { name: 'Recarregar' }));
    // A new form with the values read again.
    await waitFor(() =>
      expect(fieldByLabel(screen.getByRole('form', { name: 'Editar carga' }), /^Peso bruto/).value).toBe(
        '1.700',
      ),
    );
    expect(callsTo(fetchMock, DADOS_EDICAO)).toHaveLength(2);
    const recarregado = screen.getByRole('form', { name: 'Editar carga' });
    expect(within(recarregado).queryByRole('alert')).toBeNull();

    await salvar(recarregado);
    await waitFor(() => expect(callsTo(fetchMock, EDITAR)).toHaveLength(2));
    expect((requestBody(callsTo(fetchMock, EDITAR)[1]) as { version: number }).version).toBe(4);
    expect(await screen.findByText('Carga atualizada com sucesso!')).toBeTruthy();
    await gavetaFechada();
  });

  it('shows a load that can no longer change read-only, saying why', { timeout: 60_000 }, async () => {
    const fetchMock = abrirGaveta(`cargas/cadastro-carga/${CARGA_ID}`, {
      [DADOS_EDICAO]: { body: dadosEdicao({ situacao: 4, editavel: false }) },
    });
    const form = await formulario('Editar carga');
    expect(
      screen.getByText(
        'Esta carga está com a situação "Finalizada" e não pode mais ser alterada. Os dados são exibidos somente para consulta.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Adicionar parada' })).toBeNull();
    expect(fieldByLabel(form, /^Peso bruto/).matches(':disabled')).toBe(true);
    expect(fieldByLabel(ponto(form, 'Origem'), /^Cidade/).matches(':disabled')).toBe(true);
    expect(within(form).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(callsTo(fetchMock, EDITAR)).toHaveLength(0);
  });

  it('says when the load does not exist', { timeout: 30_000 }, async () => {
    abrirGaveta(`cargas/cadastro-carga/${CARGA_ID}`, {
      [DADOS_EDICAO]: { status: 404, body: { message: 'Requisição não encontrada' } },
    });
    expect(await screen.findByText('Carga não encontrada.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('Nova carga a partir de modelo', () => {
  const MODELO_ID = '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
  const MODELO: TModeloCargaDadosResponse = {
    id: MODELO_ID,
    descricao: 'Campinas → Porto Alegre',
    dados: { ...DADOS, visibilidade: 1, transportadoras: [], documentos: [] },
    entregas: [
      { ordem: 1, empresaId: FABRICA.id, nome: 'Fábrica Campinas' },
      { ordem: 2, empresaId: CLIENTE.id, nome: 'Cliente Porto Alegre' },
    ],
  };

  it('opens the template in the form and registers a new load with it', { timeout: 60_000 }, async () => {
    const fetchMock = abrirGaveta(`cargas/cadastro-carga/new/${MODELO_ID}`, {
      'GET /api/carga-modelo/recuperarCarga': { body: MODELO },
      'POST /api/carga-mongo/cadastrar': {
        status: 201,
        body: { message: 'Carga cadastrada com sucesso!', id: 'n', codigo: 1050 },
      },
    });
    const form = await formulario();
    expect(screen.getByText('Campinas → Porto Alegre')).toBeTruthy();
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('recuperarCarga'))?.[0]),
    ).toContain(`id=${MODELO_ID}`);
    expect(fieldByLabel(form, /^Peso bruto/).value).toBe('1.500');
    expect(fieldByLabel(ponto(form, 'Origem'), 'Empresa').value).toBe('Fábrica Campinas');
    expect(fieldByLabel(ponto(form, 'Destino final'), /^Início previsto/).value).toBe('12/05/2035 18:00');
    expect(within(form).getByRole('radio', { name: /^Restrita/ })).toHaveProperty('checked', true);

    await salvar(form);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')).toHaveLength(1));
    const enviado = requestBody(callsTo(fetchMock, 'POST /api/carga-mongo/cadastrar')[0]) as Record<
      string,
      unknown
    >;
    expect(enviado).not.toHaveProperty('version');
    expect(enviado).toMatchObject({
      carga: { tipoFrete: 3, pesoBruto: 1500, codIdentificador: 'PED-9' },
      visibilidade: 1,
      transportadoras: [],
      origemDestino: [
        { rota: 1, empresaId: FABRICA.id, cidade: 'Campinas', dhInicio: '2035-05-10T11:00:00.000Z' },
        { rota: 3, empresaId: CLIENTE.id, cidade: 'Porto Alegre', dhInicio: '2035-05-12T21:00:00.000Z' },
      ],
    });
    await gavetaFechada();
  });
});
