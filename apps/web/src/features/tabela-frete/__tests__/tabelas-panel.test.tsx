import { TABELA_FRETE_MESSAGES } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, requestBody, stubApi } from '../../../test/fetch-routes';
import { fieldByLabel } from '../../../test/form-fields';
import { renderRoutes } from '../../../test/render-app';
import { ImportacaoModal } from '../components/importacao-modal';
import { TabelasPanel } from '../components/tabelas-panel';
import { entrarComTabelaFrete, pagina, tabelaResumo } from './tabela-frete-fixtures';

const RASCUNHO = '0b1f0000-0000-4000-8000-000000000003';

const TABELAS = [
  tabelaResumo(),
  tabelaResumo({
    id: RASCUNHO,
    nome: 'Fracionado Nordeste',
    versao: 1,
    transportadoraEmpresaId: null,
    transportadoraNome: 'Frota própria',
    modalidade: 3,
    tipoTarifa: 3,
    status: 1,
    vigenciaInicio: '2026-06-01',
    vigenciaFim: '2026-12-31',
    qtdLinhas: 0,
  }),
];

const PREVIA_COM_ERRO = {
  totalLinhas: 2,
  totalErros: 1,
  linhas: [
    {
      linha: 2,
      origem: 'SP',
      destino: 'Curitiba/PR',
      tipoVeiculo: null,
      pesoInicialKg: '0.000',
      pesoFinalKg: '1000.000',
      valor: '850.00',
      erros: [],
    },
    {
      linha: 3,
      origem: 'SP',
      destino: 'Curitiba/PR',
      tipoVeiculo: 'Carreta',
      pesoInicialKg: '500.000',
      pesoFinalKg: '2000.000',
      valor: '1200.00',
      erros: ['Linha 3: Faixa de peso sobreposta à linha 1'],
    },
  ],
};

beforeEach(() => entrarComTabelaFrete());

describe('Tabelas de frete', { timeout: 30_000 }, () => {
  it('lists the tables with version, carrier, status, validity and lines; actions by status', async () => {
    const fetchMock = stubApi({
      'GET /api/empresa/search': { body: [] },
      'POST /api/tabela-frete/tabelas/search': pagina(TABELAS),
    });
    renderRoutes([{ path: '/', element: <TabelasPanel /> }], '/');
    await screen.findByText('Fracionado Nordeste');
    const tabela = screen.getByRole('table', { name: 'Tabelas de frete da empresa' });
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent).slice(0, 8));
    expect(linhas).toEqual([
      [
        'Tabela Sul',
        'v2',
        'Transportes Rápido Sul',
        'Lotação',
        'Valor fixo',
        'Ativa',
        'A partir de 01/05/2026',
        '48',
      ],
      [
        'Fracionado Nordeste',
        'v1',
        'Frota própria',
        'Fracionada',
        'Por tonelada',
        'Rascunho',
        '01/06/2026 a 31/12/2026',
        '0',
      ],
    ]);
    expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/tabelas/search')[0])).toMatchObject({
      page: 1,
      todasVersoes: false,
      status: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ações de Tabela Sul v2' }));
    const ativa = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(ativa).toEqual(['Ver', 'Nova versão', 'Exportar planilha']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Ações de Fracionado Nordeste v1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Editar',
        'Ativar',
        'Importar planilha',
        'Exportar planilha',
        'Excluir',
      ]),
    );
  });

  it('filters by status, back to page 1', async () => {
    const fetchMock = stubApi({
      'GET /api/empresa/search': { body: [] },
      'POST /api/tabela-frete/tabelas/search': pagina([]),
    });
    renderRoutes([{ path: '/', element: <TabelasPanel /> }], '/');
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeTruthy();
    fireEvent.click(fieldByLabel(document.body, 'Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Rascunho' }));
    await waitFor(() =>
      expect(requestBody(callsTo(fetchMock, 'POST /api/tabela-frete/tabelas/search').at(-1))).toMatchObject({
        status: 1,
        page: 1,
      }),
    );
  });

  it('shows the error state with a retry', async () => {
    stubApi({
      'GET /api/empresa/search': { body: [] },
      'POST /api/tabela-frete/tabelas/search': { status: 500, body: { message: 'Falhou' } },
    });
    renderRoutes([{ path: '/', element: <TabelasPanel /> }], '/');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('activates a draft after confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/empresa/search': { body: [] },
      'POST /api/tabela-frete/tabelas/search': pagina(TABELAS),
      [`POST /api/tabela-frete/tabelas/${RASCUNHO}/ativar`]: { body: { ...TABELAS[1], status: 2 } },
    });
    renderRoutes([{ path: '/', element: <TabelasPanel /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Fracionado Nordeste v1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ativar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ativar tabela de frete' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText(TABELA_FRETE_MESSAGES.tabelaAtivada)).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/tabela-frete/tabelas/${RASCUNHO}/ativar`)).toHaveLength(1);
  });
});

describe('Importar planilha', { timeout: 30_000 }, () => {
  const xlsx = () =>
    new File(['xlsx'], 'tabela.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

  function escolherArquivo() {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [xlsx()] } });
  }

  it('previews the rows with their errors and keeps "Importar" disabled while any row has one', async () => {
    const fetchMock = stubApi({
      [`POST /api/tabela-frete/tabelas/${RASCUNHO}/importacao/previa`]: { body: PREVIA_COM_ERRO },
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ImportacaoModal
              tabela={{ id: RASCUNHO, nome: 'Fracionado Nordeste', versao: 1 }}
              onClose={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Importar planilha — Fracionado Nordeste v1' });
    expect(within(dialogo).getByRole('button', { name: 'Baixar modelo' })).toBeTruthy();
    const importar = within(dialogo).getByRole('button', { name: 'Importar' });
    expect(importar).toHaveProperty('disabled', true);

    escolherArquivo();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Pré-visualizar' }));
    expect(await within(dialogo).findByText('Prévia da planilha: 2 linhas, 1 com erro')).toBeTruthy();
    const comErro = within(dialogo).getByRole('row', { name: /^3 / });
    expect(comErro.textContent).toContain('Linha 3: Faixa de peso sobreposta à linha 1');
    expect(comErro.textContent).toContain('500 kg a 2,00 Ton');
    expect(comErro.getAttribute('data-com-erro')).toBe('true');
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    // The spreadsheet goes as multipart `file`.
    const corpo = fetchMock.mock.calls[0]?.[1]?.body;
    expect(corpo).toBeInstanceOf(FormData);
    expect((corpo as FormData).get('file')).toBeInstanceOf(File);
  });

  it('imports a sheet without errors and shows the API refusal when the import fails', async () => {
    const fetchMock = stubApi({
      [`POST /api/tabela-frete/tabelas/${RASCUNHO}/importacao/previa`]: {
        body: { ...PREVIA_COM_ERRO, totalErros: 0, linhas: [PREVIA_COM_ERRO.linhas[0]] },
      },
      [`POST /api/tabela-frete/tabelas/${RASCUNHO}/importacao`]: {
        status: 400,
        body: {
          message: 'Linha 2: Valor deve ser maior que zero!',
          messages: ['Linha 2: Valor deve ser maior que zero!'],
        },
      },
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ImportacaoModal tabela={{ id: RASCUNHO, nome: 'Rascunho', versao: 1 }} onClose={() => {}} />
          ),
        },
      ],
      '/',
    );
    const dialogo = await screen.findByRole('dialog');
    escolherArquivo();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Pré-visualizar' }));
    await within(dialogo).findByText('Prévia da planilha: 2 linhas, 0 com erro');
    const importar = within(dialogo).getByRole('button', { name: 'Importar' });
    expect(importar).toHaveProperty('disabled', false);
    fireEvent.click(importar);
    const alerta = await within(dialogo).findByRole('alert');
    expect(alerta.textContent).toContain('Linha 2: Valor deve ser maior que zero!');
    expect(callsTo(fetchMock, `POST /api/tabela-frete/tabelas/${RASCUNHO}/importacao`)).toHaveLength(1);
  });
});
