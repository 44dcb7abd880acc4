import { Modulo } from '@embarca/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-routes';
import { renderDrawer } from '../../../../test/render-drawer';
import { signInOperador } from '../../../../test/session.fixtures';
import { drawerDasCargasFormadas, guardarCargasFormadas } from '../cargas-formadas.store';
import { SEM_CARGAS_FORMADAS } from '../components/cargas-formadas-drawer';

const LENTO = { timeout: 15_000 };

beforeEach(() => {
  signInOperador({ AuthorizedModule: [Modulo.Formacao, Modulo.Cargas] });
  stubApi({});
});

describe('Cargas formadas drawer', () => {
  it('says nothing was formed when opened without a result', async () => {
    renderDrawer('listar-resultados-drawer');
    const drawer = await screen.findByRole('dialog', { name: 'Cargas formadas' });
    expect(await within(drawer).findByText(SEM_CARGAS_FORMADAS, {}, LENTO)).toBeTruthy();
  });

  it('lists a stored result by the id in its URL', async () => {
    const id = guardarCargasFormadas([
      {
        minutaId: 'm1',
        minutaNumero: 7,
        cargaId: 'c1',
        codigo: 88,
        pedidos: 3,
        pesoTotal: 900,
        valorFrete: null,
        origem: 'Campinas/SP',
        destino: null,
      },
    ]);
    renderDrawer(drawerDasCargasFormadas(id));
    const tabela = await screen.findByRole('table', { name: 'Cargas formadas' }, LENTO);
    expect(within(tabela).getByRole('link', { name: 'Abrir a carga 88' }).getAttribute('href')).toContain(
      'drawer=cargas/detalhes/c1',
    );
    expect(tabela.textContent).toContain('900 kg');
    expect(tabela.textContent).toContain('Campinas/SP → —');
  });
});
