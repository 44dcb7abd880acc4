import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEmpresa } from '../../../test/empresas.fixtures';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { EmpresasSection } from '../components/empresas-section';

const empresa = (index: number) =>
  makeEmpresa({ id: `id-${index}`, nome: `Empresa ${index}`, tipo: 4, cidade: 'Curitiba', uf: 'PR' });

describe('EmpresasSection', { timeout: 20_000 }, () => {
  it('sends page, ordem, direcao, qtdItem, filtro and ativo, and follows sorting and paging', async () => {
    const fetchMock = stubApi({
      'POST /api/empresa/search': (init) => {
        const body = JSON.parse(String(init?.body)) as { page: number };
        return { body: { items: [empresa(body.page * 100)], total: 25, page: body.page, qtdItem: 10 } };
      },
    });
    renderRoutes([{ path: '/', element: <EmpresasSection /> }], '/');
    expect(await screen.findByText('Empresa 100')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    const bodies = () =>
      callsTo(fetchMock, 'POST /api/empresa/search').map((init) => JSON.parse(String(init?.body)));
    expect(bodies()[0]).toEqual({
      page: 1,
      ordem: 'nome',
      direcao: 0,
      qtdItem: 10,
      filtro: null,
      ativo: true,
    });

    fireEvent.click(screen.getByRole('button', { name: /Cidade/ }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ ordem: 'cidade', direcao: 0, page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /Cidade/ }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ ordem: 'cidade', direcao: 1 }));
    expect(screen.getByRole('columnheader', { name: /Cidade/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Empresa 300')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Todos' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ ativo: null, page: 1 }));
  });
});
