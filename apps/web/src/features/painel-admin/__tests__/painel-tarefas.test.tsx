import type { TPainelTarefas } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { PainelAdminPage } from '../pages/painel-admin-page';

const FALHA = {
  id: '00000000-0000-4000-8000-0000000000d1',
  fila: 'leads.envio',
  descricaoFila: 'Envio do formulário de lead',
  resumo: 'Formulário de lead (envio 00000000-0000-4000-8000-0000000000e1)',
  tentativas: 8,
  ultimoErro: 'Formulário de lead não enviado: HTTP 503',
  // 14:05 UTC = 11:05 in São Paulo.
  falhouEm: '2026-11-20T14:05:00.000Z',
};

const PAINEL: TPainelTarefas = {
  papel: 'web',
  filas: [
    {
      nome: 'leads.envio',
      descricao: 'Envio do formulário de lead',
      criadas: 3,
      novasTentativas: 1,
      ativas: 0,
      falhas: 1,
      aguardandoSuporte: 1,
    },
  ],
  falhas: [FALHA],
};

function signInSupport() {
  const token = makeTokenObject({ role: 'Administrador', UsuarioTipo: 100, sub: 'u', OwnerId: 'o' });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
}

const abrir = () => renderRoutes([{ path: '/', Component: PainelAdminPage }], '/?secao=tarefas');

describe('PainelAdminPage — Tarefas', { timeout: 20_000 }, () => {
  it('lists the queues and the jobs that used up their attempts, with São Paulo dates, and reprocesses one', async () => {
    let painel = PAINEL;
    const fetchMock = stubApi({
      'GET /api/painel-admin/tarefas': () => ({ body: painel }),
      [`POST /api/painel-admin/tarefas/${FALHA.id}/reprocessar`]: () => {
        painel = { ...PAINEL, falhas: [] };
        return { body: { message: 'Tarefa reenviada para a fila.', fila: 'leads.envio', tarefaId: 'x' } };
      },
    });
    signInSupport();
    abrir();

    const filas = await screen.findByRole('table', { name: 'Filas de tarefas' });
    const linha = within(filas).getByRole('row', { name: /Envio do formulário de lead/ });
    expect(
      within(linha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0', '1', '1']);
    expect(screen.getByText(/Este servidor só enfileira tarefas/)).toBeTruthy();

    const falhas = screen.getByRole('table', { name: 'Tarefas com falha' });
    expect(within(falhas).getByText('Formulário de lead não enviado: HTTP 503')).toBeTruthy();
    expect(within(falhas).getByText('20/11/2026 11:05')).toBeTruthy();
    expect(within(falhas).getByText('8')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Reprocessar: ${FALHA.resumo}` }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /api/painel-admin/tarefas/${FALHA.id}/reprocessar`)).toHaveLength(1),
    );
    expect(await screen.findByText('Tarefa reenviada para a fila.')).toBeTruthy();
    expect(await screen.findByText('Nenhuma tarefa aguardando o suporte.')).toBeTruthy();
  });

  it("shows the server's refusal when the job was already reprocessed", async () => {
    stubApi({
      'GET /api/painel-admin/tarefas': { body: PAINEL },
      [`POST /api/painel-admin/tarefas/${FALHA.id}/reprocessar`]: {
        status: 409,
        body: { message: 'Esta tarefa já foi reprocessada.' },
      },
    });
    signInSupport();
    abrir();
    fireEvent.click(await screen.findByRole('button', { name: `Reprocessar: ${FALHA.resumo}` }));
    expect(await screen.findByText('Esta tarefa já foi reprocessada.')).toBeTruthy();
  });

  it('says so when the queues cannot be read, and tries again', async () => {
    let falhar = true;
    stubApi({
      'GET /api/painel-admin/tarefas': () =>
        falhar
          ? { status: 503, body: { message: 'Serviço indisponível' } }
          : { body: { ...PAINEL, falhas: [] } },
    });
    signInSupport();
    abrir();
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(tentar.closest('[role="alert"]')?.textContent).toMatch(/indisponível/i);
    falhar = false;
    fireEvent.click(tentar);
    expect(await screen.findByText('Nenhuma tarefa aguardando o suporte.')).toBeTruthy();
  });
});
