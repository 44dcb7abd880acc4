import {
  KANBAN_MESSAGES,
  MESSAGES,
  requiredMessage,
  successMessage,
  type TKanbanEtapa,
} from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { EtapasAdminModal } from '../etapas/etapas-admin-modal';

const etapa = (
  id: string,
  descricao: string,
  grupoEtapa: TKanbanEtapa['grupoEtapa'],
  ordem: number,
): TKanbanEtapa => ({
  id,
  tipoQuadro: 1,
  descricao,
  ordem,
  grupoEtapa,
  etapaManual: true,
  cor: null,
});

const ETAPAS: TKanbanEtapa[] = [
  etapa('a0000000-0000-4000-8000-000000000002', 'Cotação', 'aguardando-alocacao', 2),
  etapa('a0000000-0000-4000-8000-000000000001', 'Nova', 'aguardando-alocacao', 1),
  etapa('b0000000-0000-4000-8000-000000000001', 'Em rota', 'em-andamento', 1),
  etapa('c0000000-0000-4000-8000-000000000001', 'Entregue', 'entregue', 1),
];
const [COTACAO, NOVA, EM_ROTA] = ETAPAS as [TKanbanEtapa, TKanbanEtapa, TKanbanEtapa, TKanbanEtapa];

function renderModal() {
  renderRoutes([{ path: '/', element: <EtapasAdminModal opened onClose={() => {}} /> }], '/');
}

async function confirmDelete(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Excluir etapa ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir etapa' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
}

describe('EtapasAdminModal', { timeout: 30_000 }, () => {
  it('lists each group with its stages in order', async () => {
    stubApi({ 'GET /api/kanbanpipecargas/list': { body: ETAPAS } });
    renderModal();
    const grupo = await screen.findByRole('region', { name: 'Aguardando alocação de veículo' });
    await waitFor(() =>
      expect(within(grupo).getByLabelText('Nome da etapa 1 de Aguardando alocação de veículo')).toBeTruthy(),
    );
    expect(
      (within(grupo).getByLabelText('Nome da etapa 1 de Aguardando alocação de veículo') as HTMLInputElement)
        .value,
    ).toBe('Nova');
    expect(
      (within(grupo).getByLabelText('Nome da etapa 2 de Aguardando alocação de veículo') as HTMLInputElement)
        .value,
    ).toBe('Cotação');
    expect(screen.getByRole('region', { name: 'Execução em andamento' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Carga entregue' })).toBeTruthy();
  });

  it("shows the API's message when the group's last stage cannot be deleted", async () => {
    const fetchMock = stubApi({
      'GET /api/kanbanpipecargas/list': { body: ETAPAS },
      [`DELETE /api/kanbanpipecargas/${EM_ROTA.id}`]: {
        status: 400,
        body: { message: KANBAN_MESSAGES.lastStageOfGroup },
      },
    });
    renderModal();
    await confirmDelete('Em rota');
    expect(await screen.findByText(KANBAN_MESSAGES.lastStageOfGroup)).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/kanbanpipecargas/${EM_ROTA.id}`)).toHaveLength(1);
  });

  it('deletes a stage after confirmation and says so; other failures get the generic text', async () => {
    stubApi({
      'GET /api/kanbanpipecargas/list': { body: ETAPAS },
      [`DELETE /api/kanbanpipecargas/${COTACAO.id}`]: {
        body: { message: successMessage('deleted', 'Etapa') },
      },
      [`DELETE /api/kanbanpipecargas/${NOVA.id}`]: { status: 500, body: { message: 'boom' } },
    });
    renderModal();
    await confirmDelete('Cotação');
    expect(await screen.findByText(successMessage('deleted', 'Etapa'))).toBeTruthy();
    await confirmDelete('Nova');
    expect(await screen.findByText(MESSAGES.deleteError)).toBeTruthy();
  });

  it('renames and recolours a stage, and adds one at the end of its group', async () => {
    const fetchMock = stubApi({
      'GET /api/kanbanpipecargas/list': { body: ETAPAS },
      [`PUT /api/kanbanpipecargas/${NOVA.id}`]: { body: { ...NOVA, descricao: 'Triagem', cor: '#ff0000' } },
      'POST /api/kanbanpipecargas': {
        status: 201,
        body: etapa('d0000000-0000-4000-8000-000000000001', 'Descarga', 'em-andamento', 2),
      },
    });
    renderModal();
    const nome = await screen.findByLabelText('Nome da etapa 1 de Aguardando alocação de veículo');
    fireEvent.change(nome, { target: { value: '  Triagem ' } });
    fireEvent.change(screen.getByLabelText('Cor da etapa 1 de Aguardando alocação de veículo'), {
      target: { value: '#FF0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar etapa Nova' }));
    expect(await screen.findByText(successMessage('updated', 'Etapa'))).toBeTruthy();
    const put = callsTo(fetchMock, `PUT /api/kanbanpipecargas/${NOVA.id}`)[0];
    expect(JSON.parse(String(put?.body))).toEqual({ descricao: 'Triagem', cor: '#ff0000' });

    const grupo = screen.getByRole('region', { name: 'Execução em andamento' });
    fireEvent.click(within(grupo).getByRole('button', { name: 'Adicionar' }));
    expect(await within(grupo).findByText(requiredMessage('Descrição'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/kanbanpipecargas')).toHaveLength(0);

    fireEvent.change(within(grupo).getByLabelText('Nome da nova etapa de Execução em andamento'), {
      target: { value: 'Descarga' },
    });
    fireEvent.click(within(grupo).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(successMessage('created', 'Etapa'))).toBeTruthy();
    const post = callsTo(fetchMock, 'POST /api/kanbanpipecargas')[0];
    expect(JSON.parse(String(post?.body))).toEqual({
      descricao: 'Descarga',
      grupoEtapa: 'em-andamento',
      tipoQuadro: 1,
      cor: null,
    });
  });
});
