import { MantineProvider, Table } from '@mantine/core';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api-client';
import { ErrosDaLinha, ImportacaoComPreviaModal, TabelaDaPrevia } from '../importacao-com-previa';
import {
  type OpcoesDaImportacaoComPrevia,
  type TMomentoDaPrevia,
  useImportacaoComPrevia,
} from '../use-importacao-com-previa';

interface TPrevia {
  linhas: number;
  erros: number;
}

const planilha = (nome = 'planilha.xlsx') => new File(['xlsx'], nome);
const recusa = () => new ApiError(400, 'Planilha inválida', ['Linha 2: Valor é obrigatório!']);

function opcoes(
  previa: TMomentoDaPrevia,
  mudancas: Partial<OpcoesDaImportacaoComPrevia<{ id: string }, TPrevia>> = {},
): OpcoesDaImportacaoComPrevia<{ id: string }, TPrevia> {
  return {
    aberto: { id: 't1' },
    previa,
    lerPrevia: vi.fn(async () => ({ linhas: 2, erros: 0 })),
    importavel: (lida) => lida.linhas > 0 && lida.erros === 0,
    importar: vi.fn(async () => {}),
    ...mudancas,
  };
}

describe('useImportacaoComPrevia', () => {
  it("'ao-escolher' reads the preview as soon as a file is chosen and enables the import without errors", async () => {
    const o = opcoes('ao-escolher');
    const { result } = renderHook(() => useImportacaoComPrevia(o));
    expect(result.current.podeImportar).toBe(false);

    const arquivo = planilha();
    await act(() => result.current.escolher(arquivo));
    expect(o.lerPrevia).toHaveBeenCalledWith(arquivo, { id: 't1' });
    expect(result.current.previa).toEqual({ linhas: 2, erros: 0 });
    expect(result.current.lendo).toBe(false);
    expect(result.current.podeImportar).toBe(true);

    await act(() => result.current.confirmar());
    expect(o.importar).toHaveBeenCalledWith(arquivo, { id: 't1' });
    expect(result.current.erros).toEqual([]);
  });

  it("'sob-pedido' waits for verPrevia; a preview with errors (or no rows) keeps the import off", async () => {
    const o = opcoes('sob-pedido', { lerPrevia: vi.fn(async () => ({ linhas: 3, erros: 1 })) });
    const { result } = renderHook(() => useImportacaoComPrevia(o));
    await act(() => result.current.escolher(planilha()));
    expect(o.lerPrevia).not.toHaveBeenCalled();
    expect(result.current.previa).toBeNull();

    await act(() => result.current.verPrevia());
    expect(result.current.previa).toEqual({ linhas: 3, erros: 1 });
    expect(result.current.podeImportar).toBe(false);
    await act(() => result.current.confirmar());
    expect(o.importar).not.toHaveBeenCalled();
  });

  it("lists the API's refusals of the preview and of the import; a new file clears them", async () => {
    const lerPrevia = vi.fn<OpcoesDaImportacaoComPrevia<{ id: string }, TPrevia>['lerPrevia']>();
    lerPrevia.mockRejectedValueOnce(recusa()).mockResolvedValue({ linhas: 1, erros: 0 });
    const o = opcoes('ao-escolher', {
      lerPrevia,
      importar: vi.fn(async () => {
        throw new ApiError(503, 'Indisponível');
      }),
    });
    const { result } = renderHook(() => useImportacaoComPrevia(o));

    await act(() => result.current.escolher(planilha()));
    expect(result.current.erros).toEqual(['Linha 2: Valor é obrigatório!']);
    expect(result.current.previa).toBeNull();

    await act(() => result.current.escolher(planilha('outra.xlsx')));
    expect(result.current.erros).toEqual([]);
    await act(() => result.current.confirmar());
    expect(result.current.erros).toEqual(['Serviço indisponível']);
    expect(result.current.importando).toBe(false);
  });

  it('starts over each time the modal opens', async () => {
    const o = opcoes('ao-escolher');
    const { result, rerender } = renderHook(
      ({ aberto }: { aberto: { id: string } | null }) => useImportacaoComPrevia({ ...o, aberto }),
      { initialProps: { aberto: { id: 't1' } as { id: string } | null } },
    );
    await act(() => result.current.escolher(planilha()));
    expect(result.current.previa).not.toBeNull();

    rerender({ aberto: null });
    expect(result.current.previa).not.toBeNull();
    rerender({ aberto: { id: 't2' } });
    expect(result.current.arquivo).toBeNull();
    expect(result.current.previa).toBeNull();
    expect(result.current.erros).toEqual([]);
  });
});

/** The record the import goes into, the same between renders (as the caller's state is). */
const TABELA = { id: 't1' };

function ModalDeTeste({ previa, importar }: { previa: TMomentoDaPrevia; importar: () => Promise<void> }) {
  const importacao = useImportacaoComPrevia(opcoes(previa, { aberto: TABELA, importar }));
  return (
    <ImportacaoComPreviaModal
      opened
      onClose={() => {}}
      title="Importar planilha de teste"
      importacao={importacao}
      instrucoes={<p>Uma linha por item.</p>}
    >
      {importacao.previa && <p>Prévia: {importacao.previa.linhas} linhas</p>}
    </ImportacaoComPreviaModal>
  );
}

function escolherArquivo() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [planilha()] } });
}

describe('ImportacaoComPreviaModal', () => {
  it("'sob-pedido': 'Pré-visualizar' after a file, then 'Importar'; the refusal in an alert", async () => {
    const importar = vi.fn(async () => {
      throw recusa();
    });
    render(
      <MantineProvider env="test">
        <ModalDeTeste previa="sob-pedido" importar={importar} />
      </MantineProvider>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Importar planilha de teste' });
    expect(within(dialogo).getByText('Uma linha por item.')).toBeTruthy();
    const verPrevia = within(dialogo).getByRole('button', { name: 'Pré-visualizar' });
    expect(verPrevia).toHaveProperty('disabled', true);
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);

    escolherArquivo();
    await waitFor(() => expect(verPrevia).toHaveProperty('disabled', false));
    fireEvent.click(verPrevia);
    await within(dialogo).findByText('Prévia: 2 linhas');
    const importarBotao = within(dialogo).getByRole('button', { name: 'Importar' });
    expect(importarBotao).toHaveProperty('disabled', false);

    fireEvent.click(importarBotao);
    const alerta = await within(dialogo).findByRole('alert');
    expect(alerta.textContent).toContain('A planilha não foi importada');
    expect(alerta.textContent).toContain('Linha 2: Valor é obrigatório!');
    expect(importar).toHaveBeenCalledTimes(1);
  });

  it("'ao-escolher' has no 'Pré-visualizar': the preview follows the file", async () => {
    render(
      <MantineProvider env="test">
        <ModalDeTeste previa="ao-escolher" importar={async () => {}} />
      </MantineProvider>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Importar planilha de teste' });
    expect(within(dialogo).queryByRole('button', { name: 'Pré-visualizar' })).toBeNull();
    escolherArquivo();
    await within(dialogo).findByText('Prévia: 2 linhas');
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', false);
  });
});

describe('TabelaDaPrevia', () => {
  it("numbers each row, adds the module's cells and marks the rows with errors", () => {
    render(
      <MantineProvider env="test">
        <TabelaDaPrevia
          resumo="2 linhas, 1 com erro"
          colunas={<Table.Th>Código</Table.Th>}
          linhas={[
            { linha: 2, codigo: 'A-1', erros: [] },
            { linha: 3, codigo: 'A-2', erros: ['Código repetido'] },
          ]}
          celulas={(linha) => (
            <Table.Td>
              {linha.codigo}
              <ErrosDaLinha erros={linha.erros} />
            </Table.Td>
          )}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Prévia da planilha: 2 linhas, 1 com erro')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Código' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^2 A-1/ }).getAttribute('data-com-erro')).toBeNull();
    const comErro = screen.getByRole('row', { name: /^3 A-2/ });
    expect(comErro.getAttribute('data-com-erro')).toBe('true');
    expect(comErro.textContent).toContain('Código repetido');
  });
});
