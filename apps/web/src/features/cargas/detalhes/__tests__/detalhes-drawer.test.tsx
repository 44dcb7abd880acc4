import {
  formatDistance,
  formatSla,
  type TCargaDetails,
  type TCargaHistoricoItem,
  ZCargaDetails,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-routes';
import { currentSearch, renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { ROTA } from '../../rotograma/__tests__/rotograma-fixtures';

const ID = '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11';
const NBSP = '\u00a0';

const DETAILS: TCargaDetails = ZCargaDetails.parse({
  id: ID,
  codigo: 1042,
  codigoIdentificador: 'PED-77',
  situacao: 3,
  etapa: null,
  visibilidade: 2,
  origemCarga: 1,
  tipoFrete: 3,
  lote: true,
  unidadeNegocioId: 'b6a7c1de-0000-4000-8000-000000000001',
  contratacaoId: null,
  contratacaoUnidadeNegocioId: null,
  contratacaoOwnerId: null,
  dhPublicacao: '2024-04-30T12:00:00Z',
  dhColeta: '2024-05-01T11:30:00Z',
  dhEntrega: '2024-05-03T20:00:00Z',
  dhModificacao: '2024-05-01T10:00:00Z',
  dhPreFinalizacao: null,
  origem: null,
  destino: null,
  nomeDirecionador: 'Embarcador Demo',
  nomeDirecionado: 'Transportes Rápido Sul',
  numerosNF: ['123', '456'],
  valorCarga: '250000',
  valor: '12500.5',
  peso: '1500',
  volume: '12.5',
  volumeUnidade: 7,
  quantidade: 30,
  caracteristica: { descricao: 'Carga seca' },
  veiculo: { id: 'v1', placa: 'ABC1D23', frota: 'F-12', equipamentos: ['XYZ9A87'] },
  veiculoContratadoFrota: false,
  motorista: { nome: 'João da Silva', documento: '52998224725', telefone: '11933334444' },
  qntNegociacoesEmAndamento: 0,
  qntOcorrencias: 1,
  qntEventos: 3,
  qntEventosRealizados: 1,
  qntEventosPlanejados: 2,
  qntDocumentos: 1,
  alertasEmAberto: 0,
  ocorrenciaId: null,
  possuiRedespacho: false,
  ownerCriadorDaCarga: true,
  documentos: [
    {
      id: 'd1',
      codigo: null,
      remessaCodigo: 'REM-9',
      descricao: 'Caixas de papelão',
      numero: '0001',
      quantidade: 12,
      tipoAcondicionamento: 'Caixa',
      peso: '25.5',
      cubagem: '0.125',
      valor: '1999.9',
      comprimento: '1.2',
      largura: '0.8',
      altura: '0.5',
      numeroNf: '123',
      chaveNf: null,
    },
  ],
  unidadeNegocio: { id: 'b6a7c1de-0000-4000-8000-000000000001', nome: 'Matriz Campinas' },
  modalidade: 1,
  tipoTarifa: 3,
  valorTotalFrete: '13000',
  impostoSuspenso: true,
  acondicionamento: 'Paletes',
  distancia: 98_500,
  tempo: 95,
  motivoDesativacao: null,
  dhFinalizacao: null,
  criadoEm: '2024-04-29T13:05:00Z',
  criadoPor: 'Ana Operadora',
  rotas: [
    {
      id: 'r3',
      ordem: 3,
      rota: 3,
      empresa: { id: 'e3', nome: 'Cliente Final Ltda', documento: null },
      localidade: 'CD Sul',
      cidade: 'Porto Alegre',
      uf: 'RS',
      latitude: null,
      longitude: null,
      dhPrevista: '2024-05-03T20:00:00Z',
      dhRealizada: null,
    },
    {
      id: 'r1',
      ordem: 1,
      rota: 1,
      empresa: { id: 'e1', nome: 'Fábrica Campinas', documento: null },
      localidade: null,
      cidade: 'Campinas',
      uf: 'SP',
      latitude: null,
      longitude: null,
      dhPrevista: '2024-05-01T11:30:00Z',
      dhRealizada: '2024-05-01T12:10:00Z',
    },
    {
      id: 'r2',
      ordem: 2,
      rota: 2,
      empresa: null,
      localidade: 'Posto fiscal',
      cidade: 'Curitiba',
      uf: 'PR',
      latitude: null,
      longitude: null,
      dhPrevista: '2024-05-02T15:00:00Z',
      dhRealizada: null,
    },
  ],
  transportadoras: [
    {
      ofertaId: 'o1',
      empresaId: 'e9',
      nome: 'Transportes Rápido Sul',
      documento: '11222333000181',
      tipo: 2,
      situacao: 3,
      valorProposto: '12000',
      criadoEm: '2024-04-29T14:00:00Z',
      atualizadoEm: '2024-04-30T09:00:00Z',
    },
  ],
});

const HISTORICO: TCargaHistoricoItem[] = [
  {
    id: 'h1',
    acao: 'criacao',
    descricao: 'Carga cadastrada',
    usuario: 'Ana Operadora',
    criadoEm: '2024-04-29T13:05:00Z',
  },
  {
    id: 'h2',
    acao: 'etapa',
    descricao: 'Carga movida para Em rota',
    usuario: null,
    criadoEm: '2024-05-01T12:10:00Z',
  },
];

beforeEach(() => signInOperador());

const section = (name: string) => screen.getByRole('region', { name });

/** The value shown under a label of a description list. */
function valorDe(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('load details drawer', { timeout: 30_000 }, () => {
  it('shows the header, the route in order and the formatted commercial data', async () => {
    stubApi({ [`GET /api/carga-mongo/${ID}/details`]: { body: DETAILS } });
    renderDrawer(`cargas/detalhes/${ID}`);

    expect(await screen.findByRole('heading', { name: 'Carga 1042' }, { timeout: 10_000 })).toBeTruthy();
    const badges = screen.getByLabelText('Situação e marcadores da carga');
    // The drawer names situacao 3 by its meaning; 'Ofertada' is the card's label.
    expect(within(badges).getByText('Entregue')).toBeTruthy();
    expect(within(badges).getByText('FOB Dirigido')).toBeTruthy();
    expect(within(badges).getByText('Lote')).toBeTruthy();
    expect(within(badges).getByText('1 ocorrência')).toBeTruthy();

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Detalhes',
      'Transportadoras',
      'Documentos',
      'Histórico',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Acompanhamento',
    ]);

    const rota = within(section('Rota'));
    const titles = rota.getAllByText(/^(Origem|Parada|Destino final):/).map((node) => node.textContent);
    expect(titles).toEqual([
      'Origem: Fábrica Campinas',
      'Parada: Posto fiscal — Curitiba/PR',
      'Destino final: Cliente Final Ltda',
    ]);
    expect(rota.getByText('Previsto: 01/05/2024 08:30')).toBeTruthy();
    expect(rota.getByText('Realizado: 01/05/2024 09:10')).toBeTruthy();
    // No route can be determined here (the API answers 404 to the route call): the registered figures, said so.
    expect(await rota.findByText('Distância e tempo registrados na carga: 98,50 km · 1h 35min')).toBeTruthy();

    const comercial = section('Dados comerciais');
    expect(valorDe(comercial, 'Peso')).toBe('1,50 Ton');
    expect(valorDe(comercial, 'Volume')).toBe('12,5 m³');
    expect(valorDe(comercial, 'Valor do frete')).toBe(`R$${NBSP}12.500,50`);
    expect(valorDe(comercial, 'Valor total do frete')).toBe(`R$${NBSP}13.000,00`);
    expect(valorDe(comercial, 'Valor da carga')).toBe(`R$${NBSP}250.000,00`);
    expect(valorDe(comercial, 'Modalidade')).toBe('Lotação');
    expect(valorDe(comercial, 'Tipo de tarifa')).toBe('Por tonelada');
    expect(valorDe(comercial, 'Imposto suspenso')).toBe('Sim');
    expect(valorDe(comercial, 'Coleta')).toBe('01/05/2024 08:30');

    const veiculo = section('Veículo e motorista');
    expect(valorDe(veiculo, 'Placa')).toBe('ABC1D23');
    expect(valorDe(veiculo, 'Telefone do motorista')).toBe('(11) 93333-4444');

    const transportadoras = within(section('Transportadoras'));
    expect(transportadoras.getByText('Direcionada')).toBeTruthy();
    expect(transportadoras.getByText('Contratada')).toBeTruthy();
    // Testing Library normalises the non-breaking space Intl puts after 'R$'.
    expect(transportadoras.getByText('R$ 12.000,00')).toBeTruthy();

    const registro = section('Registro');
    expect(valorDe(registro, 'Unidade de negócio')).toBe('Matriz Campinas');
    expect(valorDe(registro, 'Criada em')).toBe('29/04/2024 10:05');
  });

  it('shows the route map’s distance and time, not a second computation (issue 16)', async () => {
    // The stored figures (98,50 km · 1h 35min) differ from the route map's estimate: the drawer shows the
    // estimate — the Rotograma tab's own query — so both tabs read alike.
    stubApi({
      [`GET /api/carga-mongo/${ID}/details`]: { body: DETAILS },
      [`GET /api/carga-mongo/${ID}/rotograma`]: { body: ROTA },
    });
    renderDrawer(`cargas/detalhes/${ID}`);
    const rota = within(await screen.findByRole('region', { name: 'Rota' }, { timeout: 10_000 }));
    expect(
      await rota.findByText(
        `Distância e tempo estimados: ${formatDistance(ROTA.distancia)} · ${formatSla(ROTA.tempo)}`,
      ),
    ).toBeTruthy();
    expect(rota.getByText('Distância e tempo estimados: 100,80 km · 1h 41min')).toBeTruthy();
    expect(rota.queryByText(/98,50 km/)).toBeNull();
  });

  it('opens the documents tab in place and lists the documents', async () => {
    stubApi({ [`GET /api/carga-mongo/${ID}/details`]: { body: DETAILS } });
    renderDrawer(`cargas/detalhes/${ID}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Documentos' }));

    const table = await screen.findByRole('table', { name: 'Documentos da carga 1042' }, { timeout: 10_000 });
    expect(new URLSearchParams(currentSearch()).get('drawer')).toBe(`cargas/detalhes/${ID}/documentos`);
    // The document's own number heads the row (fixed while the table scrolls), the NF's number beside it.
    expect(within(table).getByRole('rowheader').textContent).toBe('0001');
    const texts = (role: 'cell' | 'columnheader') =>
      within(table)
        .getAllByRole(role)
        .map((cell) => cell.textContent);
    expect(texts('columnheader')).toEqual([
      'Número',
      'NF',
      'Descrição',
      'Qtd.',
      'Peso unit.',
      'Volume unit.',
      'Valor',
    ]);
    expect(texts('cell')).toEqual([
      '123',
      'Caixas de papelão',
      '12',
      '25,5 kg',
      '0,125 m³',
      `R$${NBSP}1.999,90`,
    ]);
    expect(screen.getByRole('region', { name: 'Documentos da carga 1042' }).getAttribute('tabindex')).toBe(
      '0',
    );

    // The other columns are a choice away, and the choice stays for the next load.
    fireEvent.click(screen.getByRole('button', { name: 'Colunas dos documentos' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'C × L × A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Código' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Descrição' }));
    await waitFor(() => expect(texts('columnheader')).toContain('C × L × A'));
    expect(texts('columnheader')).toEqual([
      'Número',
      'NF',
      'Código',
      'Qtd.',
      'Peso unit.',
      'Volume unit.',
      'Valor',
      'C × L × A',
    ]);
    expect(texts('cell')).toContain('1,2 × 0,8 × 0,5 m');
    expect(texts('cell')).toContain('REM-9');
    expect(JSON.parse(localStorage.getItem('embarca:carga-documentos:colunas') ?? '[]')).not.toContain(
      'descricao',
    );
    expect(screen.getByRole('tab', { name: 'Documentos', selected: true })).toBeTruthy();
  });

  it('lists the history newest first', async () => {
    stubApi({
      [`GET /api/carga-mongo/${ID}/details`]: { body: DETAILS },
      [`GET /api/carga-mongo/${ID}/historico`]: { body: HISTORICO },
    });
    renderDrawer(`cargas/detalhes/${ID}/historico`);
    const table = await screen.findByRole('table', { name: 'Histórico da carga 1042' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['01/05/2024 09:10', 'Sistema', 'Carga movida para Em rota'],
      ['29/04/2024 10:05', 'Ana Operadora', 'Carga cadastrada'],
    ]);
  });

  it("hides the history tab of a carrier's directed-to-me load and the documents tab without documents", async () => {
    stubApi({
      [`GET /api/carga-mongo/${ID}/details`]: {
        body: { ...DETAILS, visibilidade: 99, documentos: [], transportadoras: [] },
      },
    });
    renderDrawer(`cargas/detalhes/${ID}`);
    await screen.findByRole('heading', { name: 'Carga 1042' }, { timeout: 10_000 });
    // A delivered load: a carrier follows it too (Acompanhamento); no History, Documents nor Carriers.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Detalhes',
      'Rotograma',
      'Encontrar veículo',
      'Anexos',
      'Acompanhamento',
    ]);
    expect(screen.queryByRole('region', { name: 'Transportadoras' })).toBeNull();
  });

  it("says 'Carga não encontrada.' on 404 and closes", async () => {
    stubApi({
      [`GET /api/carga-mongo/${ID}/details`]: { status: 404, body: { message: 'Requisição não encontrada' } },
    });
    renderDrawer(`cargas/detalhes/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Carga não encontrada.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('treats an id that is not a load id as not found without calling the API', async () => {
    const fetchMock = stubApi({});
    renderDrawer('cargas/detalhes/nao-existe');
    expect(await screen.findByText('Carga não encontrada.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
