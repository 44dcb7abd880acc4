import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render-app';
import { EmpresaImportModal } from '../components/empresa-import-modal';

const PREVIEW = {
  modo: 'preview',
  aba: 'Dados',
  total: 50,
  validas: 49,
  importadas: 0,
  erros: [{ linha: 17, mensagens: ['CNPJ inválido', 'Razão social é obrigatório!'] }],
};

describe('EmpresaImportModal', { timeout: 20_000 }, () => {
  it('previews the sheet with each bad row and its problems, then imports the valid rows', async () => {
    const urls: string[] = [];
    const fetchMock = stubApi({
      'POST /api/empresa/imports': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        urls.push(url);
        return url.includes('modo=importar')
          ? { body: { ...PREVIEW, modo: 'importar', importadas: 49 } }
          : { body: PREVIEW };
      },
    });
    renderRoutes([{ path: '/', element: <EmpresaImportModal opened onClose={() => {}} /> }], '/');
    const file = new File(['xlsx'], 'empresas.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pré-visualizar' }));

    expect(await screen.findByText(/50 linhas, 49 válidas, 1 com erro/)).toBeTruthy();
    const row = screen.getByRole('row', { name: /17/ });
    expect(row.textContent).toContain('CNPJ inválido');
    expect(row.textContent).toContain('Razão social é obrigatório!');
    expect(urls[0]).toContain('modo=preview');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBeInstanceOf(FormData);

    fireEvent.click(screen.getByRole('button', { name: 'Importar 49 empresas' }));
    expect(await screen.findByText(/49 empresas importadas com sucesso/)).toBeTruthy();
    await waitFor(() => expect(urls[1]).toContain('modo=importar'));
  });
});
