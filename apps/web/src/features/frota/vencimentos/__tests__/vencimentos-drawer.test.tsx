import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../../../../lib/session';
import { stubApi } from '../../../../test/fetch-routes';
import { makeTokenObject } from '../../../../test/jwt.fixtures';
import { renderRoutes } from '../../../../test/render-app';
import { prazoDoVencimento, VencimentosButton } from '../vencimentos-drawer';

beforeEach(() => {
  saveSessionToken(makeTokenObject({ sub: 'u1', role: 'Operador', AuthorizedModule: ['Frota'], License: 1 }));
});

describe('Vencimentos', { timeout: 30_000 }, () => {
  it('words the days left', () => {
    expect([-2, -1, 0, 1, 12].map(prazoDoVencimento)).toEqual([
      'Vencido há 2 dias',
      'Vencido há 1 dia',
      'Vence hoje',
      'Vence amanhã',
      'Vence em 12 dias',
    ]);
  });

  it('opens the list in one click: who, which document, expiry date and days left', async () => {
    stubApi({
      'GET /api/frota/vencimentos': {
        body: {
          dias: 30,
          hoje: '2026-11-25',
          items: [
            {
              origem: 'veiculo',
              registroId: 'v1',
              nome: 'EMB1D23',
              documento: 'CRLV',
              numero: null,
              validade: '2026-11-20',
              diasRestantes: -5,
              vencido: true,
            },
            {
              origem: 'motorista',
              registroId: 'm1',
              nome: 'Ana Souza',
              documento: 'CNH',
              numero: '12345678901',
              validade: '2026-11-30',
              diasRestantes: 5,
              vencido: false,
            },
          ],
        },
      },
    });
    renderRoutes([{ path: '/frota/agenda', element: <VencimentosButton /> }], '/frota/agenda');
    fireEvent.click(await screen.findByRole('button', { name: 'Vencimentos' }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Vencimentos de documentos' });
    const linhas = (await within(drawer).findAllByRole('row'))
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(linhas).toEqual([
      ['EMB1D23', 'CRLV', '20/11/2026', 'Vencido há 5 dias'],
      ['Ana Souza', 'CNH', '30/11/2026', 'Vence em 5 dias'],
    ]);
    expect(within(drawer).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toContain(
      '/frota/motoristas',
    );
  });
});
