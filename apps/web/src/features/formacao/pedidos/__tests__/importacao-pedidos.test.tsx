import type { TPedidoImportacaoResposta } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fetch-routes';
import { renderRoutes } from '../../../../test/render-app';
import { ImportacaoPedidosModal } from '../components/importacao-pedidos-modal';
import { COORDENADAS_APROXIMADAS } from '../components/pedido-formato';
import { linhasDoModelo } from '../modelo-planilha';
import { entrarNaFormacao } from './pedidos-fixtures';

const xlsx = () =>
  new File(['xlsx'], 'pedidos.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function escolherArquivo() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [xlsx()] } });
}

const linha = (n: number, erros: string[] = [], coordenadasAproximadas = false) => ({
  linha: n,
  codigo: `PED-${n}`,
  destino: 'Campinas/SP',
  pesoTotal: 1000,
  erros,
  coordenadasAproximadas,
});

const previa = (linhas: TPedidoImportacaoResposta['linhas']): TPedidoImportacaoResposta => ({
  message: 'Pré-visualização da planilha.',
  importados: 0,
  linhas,
});

const renderModal = () =>
  renderRoutes([{ path: '/', element: <ImportacaoPedidosModal opened onClose={() => {}} /> }], '/');

beforeEach(() => entrarNaFormacao());

describe('orders sheet import', { timeout: 30_000 }, () => {
  it('previews the rows and keeps "Importar" disabled while a row has an error', async () => {
    const fetchMock = stubApi({
      'POST /api/formacao/pedido/xlsx': {
        body: previa([linha(2, [], true), linha(3, ['Cidade destino é obrigatória!'])]),
      },
    });
    renderModal();
    const dialogo = await screen.findByRole('dialog', { name: 'Importar planilha de pedidos' });
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);

    escolherArquivo();
    expect(
      await within(dialogo).findByText(
        'Prévia da planilha: 2 linhas, 1 com erro, 1 com coordenadas aproximadas',
      ),
    ).toBeTruthy();
    const comErro = within(dialogo).getByRole('row', { name: /^3 / });
    expect(comErro.textContent).toContain('Cidade destino é obrigatória!');
    expect(comErro.getAttribute('data-com-erro')).toBe('true');
    const aproximada = within(dialogo).getByRole('row', { name: /^2 / });
    expect(within(aproximada).getByRole('img', { name: COORDENADAS_APROXIMADAS })).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('confirmar=false');
  });

  it('imports a clean sheet all at once and reports the API message', async () => {
    const fetchMock = stubApi({
      'POST /api/formacao/pedido/xlsx': (init) => ({
        body: init ? previa([linha(2)]) : previa([]),
      }),
    });
    renderModal();
    const dialogo = await screen.findByRole('dialog', { name: 'Importar planilha de pedidos' });
    escolherArquivo();
    await within(dialogo).findByText(/^Prévia da planilha: 1 linha, 0 com erro/);
    const importar = within(dialogo).getByRole('button', { name: 'Importar' });
    await waitFor(() => expect(importar).toHaveProperty('disabled', false));
    fireEvent.click(importar);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/formacao/pedido/xlsx')).toHaveLength(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('confirmar=true');
  });

  it('builds the template from the import columns and the example row', () => {
    const [cabecalho, exemplo] = linhasDoModelo();
    expect(cabecalho?.[0]).toMatchObject({ value: 'Código' });
    expect(exemplo?.[0]).toBe('PED-0001');
    expect(cabecalho).toHaveLength(exemplo?.length ?? 0);
  });
});
