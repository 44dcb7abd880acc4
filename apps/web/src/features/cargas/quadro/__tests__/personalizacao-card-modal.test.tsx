import {
  PERSONALIZACAO_CARD_CARGA,
  PERSONALIZACAO_CARD_PADRAO,
  successMessage,
  type TPersonalizacaoCardCarga,
  ZCargaQuadroCard,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { PersonalizacaoCardModal } from '../personalizacao/personalizacao-card-modal';

const CARD = ZCargaQuadroCard.parse({
  id: '5d1f3a52-8f6e-4f0e-9a31-7a9c0d2b6e11',
  codigo: 1042,
  codigoIdentificador: 'PED-77',
  situacao: 1,
  etapa: null,
  visibilidade: 1,
  origemCarga: 1,
  tipoFrete: 1,
  lote: false,
  unidadeNegocioId: 'b6a7c1de-0000-4000-8000-000000000001',
  contratacaoId: null,
  contratacaoUnidadeNegocioId: null,
  contratacaoOwnerId: null,
  dhPublicacao: null,
  dhColeta: '2024-05-01T11:30:00Z',
  dhEntrega: null,
  dhModificacao: '2024-05-01T10:00:00Z',
  dhPreFinalizacao: null,
  origem: { localidade: null, cidade: 'Campinas', uf: 'SP', empresa: 'Fábrica Campinas', dhPrevista: null },
  destino: { localidade: null, cidade: 'Porto Alegre', uf: 'RS', empresa: null, dhPrevista: null },
  nomeDirecionador: null,
  nomeDirecionado: null,
  numerosNF: [],
  valorCarga: null,
  valor: '12500.5',
  peso: '1500',
  volume: null,
  volumeUnidade: 7,
  quantidade: null,
  caracteristica: null,
  veiculo: null,
  veiculoContratadoFrota: false,
  motorista: null,
  qntNegociacoesEmAndamento: 0,
  qntOcorrencias: 0,
  qntEventos: 0,
  qntEventosRealizados: 0,
  qntEventosPlanejados: 0,
  qntDocumentos: 0,
  alertasEmAberto: 0,
  ocorrenciaId: null,
  possuiRedespacho: false,
  ownerCriadorDaCarga: true,
});

const STORED: TPersonalizacaoCardCarga = {
  config: { showLabel: false, showIcon: true },
  label: 'Operação',
  header: ['codigo'],
  body: ['origem'],
  badges: [],
  totals: ['quantidadeCargas'],
};

function stub(stored: TPersonalizacaoCardCarga | null, cards = [CARD]) {
  return stubApi({
    [`GET /api/owner-preferences/preferencia/${PERSONALIZACAO_CARD_CARGA}`]: stored
      ? { body: { nome: PERSONALIZACAO_CARD_CARGA, valor: stored } }
      : { body: { nome: PERSONALIZACAO_CARD_CARGA, valor: null } },
    'GET /api/frete/chave': { body: { key: 'k-123' } },
    'GET /api/frete/quadro/carga/aguardando-alocacao': {
      body: { grupo: 'aguardando-alocacao', items: cards, nextCursor: null },
    },
    'GET /api/frete/quadro/carga/em-andamento': {
      body: { grupo: 'em-andamento', items: [], nextCursor: null },
    },
    'GET /api/frete/quadro/carga/entregue': { body: { grupo: 'entregue', items: [], nextCursor: null } },
    'PUT /api/owner-preferences': (init) => ({ body: JSON.parse(String(init?.body)) }),
  });
}

function renderModal() {
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <PersonalizacaoCardModal opened onClose={onClose} /> }], '/');
  return onClose;
}

/** The "add a field" select of a list (its listbox carries the same label). */
const addSelect = (section: HTMLElement) =>
  within(section).getAllByLabelText(
    `Adicionar campo em ${section.getAttribute('aria-label')}`,
  )[0] as HTMLInputElement;

async function addField(section: HTMLElement, label: string) {
  const select = addSelect(section);
  select.focus();
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

/** The preview waits on three requests (layout, freight key, board page): slow on a busy machine. */
const SLOW = { timeout: 5_000 };

const sectionOf = (name: string) => screen.getByRole('region', { name });

function savedValue(fetchMock: ReturnType<typeof stub>) {
  const call = callsTo(fetchMock, 'PUT /api/owner-preferences').at(-1);
  return JSON.parse(String(call?.body));
}

describe('PersonalizacaoCardModal', { timeout: 30_000 }, () => {
  it('starts from the stored layout, previews it on a real load and stops at each list limit', async () => {
    const fetchMock = stub(STORED);
    renderModal();
    const nome = (await screen.findByLabelText('Nome do layout')) as HTMLInputElement;
    await waitFor(() => expect(nome.value).toBe('Operação'), SLOW);

    // The preview is the board's own card on the first load of the board.
    const preview = await screen.findByRole('article', { name: 'Carga 1042' }, SLOW);
    expect(within(preview).getByText('1042')).toBeTruthy();
    const quadro = callsTo(fetchMock, 'GET /api/frete/quadro/carga/aguardando-alocacao');
    expect(quadro).toHaveLength(1);
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/frete/quadro/'))?.[0]);
    expect(url).toContain('limit=1');
    expect(url).toContain('key=k-123');

    const header = sectionOf('Cabeçalho');
    await addField(header, 'Código identificador');
    await addField(header, 'Origem');
    expect(within(header).getByText('3 de 3')).toBeTruthy();
    const headerSelect = addSelect(header);
    expect(headerSelect.disabled).toBe(true);
    expect(headerSelect.placeholder).toBe('Limite de 3 campos atingido');
    // The preview follows the draft.
    expect(within(preview).getByText(/^1042 · PED-77 · Campinas\/SP/)).toBeTruthy();

    const badges = sectionOf('Marcadores');
    for (const label of ['Tipo de frete', 'Situação', 'Lote', 'Visibilidade', 'Redespacho', 'Peso']) {
      await addField(badges, label);
    }
    expect(within(badges).getByText('6 de 6')).toBeTruthy();
    expect(addSelect(badges).disabled).toBe(true);
  });

  it('saves the ordered layout to the owner preference', async () => {
    const fetchMock = stub(STORED);
    const onClose = renderModal();
    await screen.findByRole('article', { name: 'Carga 1042' }, SLOW);

    const header = sectionOf('Cabeçalho');
    await addField(header, 'Código identificador');
    fireEvent.click(
      within(header).getByRole('button', { name: 'Mover Código identificador para cima em Cabeçalho' }),
    );
    const body = sectionOf('Corpo');
    await addField(body, 'Destino');
    fireEvent.click(within(body).getByRole('button', { name: 'Remover Origem de Corpo' }));
    await addField(sectionOf('Totais da coluna'), 'Peso');
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar o nome dos campos' }));
    fireEvent.change(screen.getByLabelText('Nome do layout'), { target: { value: ' Operação Sul ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(successMessage('updated', 'Personalização do cartão'))).toBeTruthy();
    expect(savedValue(fetchMock)).toEqual({
      nome: PERSONALIZACAO_CARD_CARGA,
      valor: {
        config: { showLabel: true, showIcon: true },
        label: 'Operação Sul',
        header: ['codigoIdentificador', 'codigo'],
        body: ['destino'],
        badges: [],
        totals: ['quantidadeCargas', 'peso'],
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("'Restaurar padrão' brings back the default layout; without a load the preview says so", async () => {
    const fetchMock = stub(STORED, []);
    renderModal();
    expect(
      await screen.findByText('Nenhuma carga no quadro para a pré-visualização.', {}, SLOW),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar padrão' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/owner-preferences')).toHaveLength(1));
    expect(savedValue(fetchMock).valor).toEqual(PERSONALIZACAO_CARD_PADRAO);
  });

  it("shows the schema's message for a name that is too long and sends nothing", async () => {
    const fetchMock = stub(null);
    renderModal();
    const nome = (await screen.findByLabelText('Nome do layout')) as HTMLInputElement;
    await waitFor(() => expect(nome.value).toBe(PERSONALIZACAO_CARD_PADRAO.label));
    // maxLength stops typing; a pasted value can still exceed it.
    fireEvent.change(nome, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um valor válido.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/owner-preferences')).toHaveLength(0);
  });
});
