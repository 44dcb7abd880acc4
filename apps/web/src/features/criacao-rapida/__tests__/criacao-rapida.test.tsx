import { Licenca, Modulo, type TModeloCargaListaItem } from '@embarca/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSessionToken } from '../../../lib/session';
import { callsTo, stubApi } from '../../../test/fetch-routes';
import { makeSession, makeTokenObject } from '../../../test/jwt.fixtures';
import { renderRoutes } from '../../../test/render-app';
import { isAtalhoCriacaoRapida } from '../atalho';
import { CATALOGO_CRIACAO, entradasNaoConstruidas, entradasVisiveis, modelosVisiveis } from '../catalogo';
import { CriacaoRapida } from '../components/criacao-rapida';
import { CriacaoRapidaModal } from '../components/criacao-rapida-modal';
import { CRIACAO_RAPIDA_EM_BREVE } from '../textos';

const DIALOG = 'Criação rápida (Alt+/)';
const TODOS_MODULOS = Object.values(Modulo).filter((m) => m !== Modulo.OferecimentoRestrito);

const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'u1',
  role: 'Operador',
  AuthorizedModule: TODOS_MODULOS,
  License: Licenca.Cliente,
  TipoEmpresa: 3,
  ...overrides,
});

/** Every drawer counts as built except the ones listed. */
const construidoExceto =
  (...faltando: string[]) =>
  (path: string) =>
    !faltando.some((prefixo) => path.startsWith(prefixo));

const MODELO: TModeloCargaListaItem = {
  id: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  descricao: 'Coleta diária São Paulo → Curitiba',
  model: {
    carga: {
      tipoFrete: 3,
      modalidade: 1,
      pesoBruto: 12500,
      volume: 48.5,
      volumeUnidade: 7,
      acondicionamentoQtd: 24,
      codIdentificador: 'ROTA-SUL-01',
    },
    pagamento: { valorFrete: 3500, valorTotalFrete: 3850.5, impostoSuspenso: true },
    contatos: { contato: 'Marina Costa', telefone: '11987654321', email: 'marina@exemplo.com.br' },
    distancia: 408_150,
    tempo: 375,
    visibilidade: 1,
    origemDestino: [
      {
        rota: 1,
        empresaId: '5b7a1e52-3f0c-4c1d-9a8e-2f6b7c8d9e0a',
        empresa: 'Metalúrgica Ipiranga',
        localidade: 'CD Ipiranga',
        cidade: 'São Paulo',
        uf: 'SP',
        dhInicio: '2026-03-10T11:00:00.000Z',
      },
      { rota: 2, empresa: null, cidade: 'Registro', uf: 'SP', dhInicio: '2026-03-10T15:00:00.000Z' },
      { rota: 3, empresa: null, cidade: 'Curitiba', uf: 'PR', dhInicio: '2026-03-10T20:00:00.000Z' },
    ],
    documentos: [],
  },
};
const OUTRO: TModeloCargaListaItem = {
  ...MODELO,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  descricao: 'Transferência Campinas',
};

afterEach(() => {
  clearSession();
});

describe('the catalogue (data and access)', () => {
  it('holds the whole catalogue of 01 §2', () => {
    expect(CATALOGO_CRIACAO.map((entrada) => entrada.label)).toEqual([
      'Carga',
      'Contato',
      'Empresa',
      'Motorista',
      'Pedido',
      'Remessa (cross-docking)',
      'Unidade de negócio',
      'Usuário',
      'Veículo',
      'Acesso ao portal de rastreamento',
      'Acesso ao portal de agendamento',
      'Característica de carga',
      'Característica de pedido',
      'Característica de cross-docking',
      'Característica de agendamento',
      'Oferecimento manual',
      'Oferecimento automático',
      'Oferecimento por tabela de frete',
      'Doca',
      'Grupo de tarefas',
      'Regiões',
      'Plano de rota',
      'Tabela de frete',
      'Regra de cálculo de frete',
      'Cotação de frete',
      'Tipo de ocorrência',
      'Vendedor',
      'Importação de dados',
      'Mapeamento de arquivo de importação',
    ]);
  });

  it('lists the entries whose drawer is not built too (shown "Em breve"), and tells which they are', () => {
    const admin = makeSession(claims({ role: 'Administrador' }));
    const construido = construidoExceto('frota/', 'cargas/cadastro-carga');
    const labels = entradasVisiveis(admin).map((entrada) => entrada.label);
    expect(labels).toContain('Motorista');
    expect(labels).toContain('Veículo');
    expect(labels).toContain('Carga');
    expect(labels).toContain('Empresa');
    // 'Motorista' and 'Veículo' open the fleet's forms (issue 18): always built.
    expect(entradasNaoConstruidas(construido).map((entrada) => entrada.key)).toEqual(['carga']);
    expect(modelosVisiveis(admin, construido)).toBe(false);
    expect(modelosVisiveis(admin, construidoExceto('frota/'))).toBe(true);
  });

  it('in this build, every catalogue entry is offered to an administrator with every module', () => {
    const admin = makeSession(claims({ role: 'Administrador' }));
    expect(entradasVisiveis(admin).map((entrada) => entrada.key)).toEqual(
      CATALOGO_CRIACAO.map((entrada) => entrada.key),
    );
    expect(entradasNaoConstruidas().map((entrada) => entrada.key)).not.toContain('veiculo');
    // Issue 19: the freight tables' entries open their drawers.
    for (const key of ['tabela-frete', 'regra-calculo-frete', 'cotacao-frete', 'regioes']) {
      expect(entradasNaoConstruidas().map((entrada) => entrada.key)).not.toContain(key);
    }
  });

  it('keeps admin-only entries from an Operador', () => {
    const operador = entradasVisiveis(makeSession(claims())).map((entrada) => entrada.label);
    const admin = entradasVisiveis(makeSession(claims({ role: 'Administrador' }))).map((e) => e.label);
    for (const soAdmin of ['Unidade de negócio', 'Usuário', 'Doca', 'Mapeamento de arquivo de importação']) {
      expect(operador).not.toContain(soAdmin);
      expect(admin).toContain(soAdmin);
    }
    expect(operador).toContain('Empresa');
  });

  it('offers a restricted-offering licence only the driver, user and vehicle entries', () => {
    const restrito = makeSession(claims({ role: 'Administrador', License: Licenca.OferecimentoRestrito }));
    expect(entradasVisiveis(restrito).map((entrada) => entrada.label)).toEqual([
      'Motorista',
      'Usuário',
      'Veículo',
    ]);
    expect(modelosVisiveis(restrito, () => true)).toBe(false);
  });

  it('follows modules, the Free licence and shipper-only entries', () => {
    const semFormacao = makeSession(claims({ AuthorizedModule: [Modulo.Cargas] }));
    const labels = entradasVisiveis(semFormacao).map((entrada) => entrada.label);
    expect(labels).toContain('Característica de carga');
    expect(labels).not.toContain('Característica de pedido');
    expect(entradasVisiveis(makeSession(claims({ License: Licenca.Free })))).toEqual([]);
    const transportadora = makeSession(claims({ TipoEmpresa: 1 }));
    expect(entradasVisiveis(transportadora).map((e) => e.key)).not.toContain('remessa');
  });

  it('recognises Alt+/ on US and ABNT2 keyboards, not Ctrl+Alt+/', () => {
    expect(
      isAtalhoCriacaoRapida({ altKey: true, ctrlKey: false, metaKey: false, code: 'Slash', key: '/' }),
    ).toBe(true);
    expect(
      isAtalhoCriacaoRapida({ altKey: true, ctrlKey: false, metaKey: false, code: 'IntlRo', key: '/' }),
    ).toBe(true);
    expect(
      isAtalhoCriacaoRapida({ altKey: true, ctrlKey: true, metaKey: false, code: 'Slash', key: '/' }),
    ).toBe(false);
    expect(
      isAtalhoCriacaoRapida({ altKey: false, ctrlKey: false, metaKey: false, code: 'Slash', key: '/' }),
    ).toBe(false);
  });
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('the quick-create dialog in the shell', { timeout: 30_000 }, () => {
  function renderShell(tokenClaims: Record<string, unknown>) {
    saveSessionToken(makeTokenObject(claims(tokenClaims)));
    stubApi({ 'GET /api/carga-modelo': { body: [MODELO] } });
    renderRoutes(
      [
        {
          path: '/home',
          element: (
            <>
              <CriacaoRapida />
              <Search />
            </>
          ),
        },
      ],
      '/home',
    );
  }

  const openWithShortcut = async () => {
    fireEvent.keyDown(window, { key: '/', code: 'Slash', altKey: true });
    // The dialog's chunk loads on the first opening.
    return screen.findByRole('dialog', { name: DIALOG }, { timeout: 8000 });
  };
  const search = (value: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: 'Criação rápida' }), { target: { value } });
  const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

  it('filters ignoring accents and case', async () => {
    renderShell({ role: 'Administrador' });
    const dialog = await openWithShortcut();
    search('NEGOCIO');
    expect(options()).toEqual(['Unidade de negócio']);
    search('característica DE carga');
    expect(options()).toEqual(['Característica de carga']);
    search('caracteristica cross');
    expect(options()).toEqual(['Característica de cross-docking']);
    search('xyz');
    expect(options()).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toBe('Nenhum resultado encontrado.');
  });

  it('shows an Operador no admin-only entry', async () => {
    renderShell({ role: 'Operador' });
    await openWithShortcut();
    expect(options()).toContain('Empresa');
    expect(options()).not.toContain('Unidade de negócio');
    expect(options()).not.toContain('Usuário');
  });

  it('lists an entry whose drawer is not built as disabled "Em breve", found without accents; Enter opens nothing', async () => {
    renderShell({ role: 'Administrador' });
    const dialog = await openWithShortcut();
    const mostrados = options();
    for (const entrada of entradasNaoConstruidas()) {
      expect(mostrados).toContain(`${entrada.label}${CRIACAO_RAPIDA_EM_BREVE}`);
    }
    search('ocorrencia');
    const [tipoOcorrencia] = screen.getAllByRole('option');
    expect(tipoOcorrencia?.textContent).toBe(`Tipo de ocorrência${CRIACAO_RAPIDA_EM_BREVE}`);
    expect(tipoOcorrencia?.getAttribute('aria-disabled')).toBe('true');
    const detalhe = within(dialog).getByRole('region', { name: 'Detalhes do item' });
    expect(within(detalhe).getByRole('button', { name: CRIACAO_RAPIDA_EM_BREVE })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it("opens an entry's create form with Enter, closing the dialog", async () => {
    renderShell({ role: 'Administrador' });
    const dialog = await openWithShortcut();
    search('unidade');
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Enter' });
    expect(
      await screen.findByRole('dialog', { name: 'Nova unidade de negócio' }, { timeout: 8000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
  });

  it('opens the load register drawer, and a template opens it from the template', async () => {
    renderShell({ role: 'Operador' });
    await openWithShortcut();
    search('carga');
    fireEvent.click(screen.getByRole('option', { name: 'Carga' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?drawer=cargas/cadastro-carga/new'),
    );
    await openWithShortcut();
    search('curitiba');
    fireEvent.click(await screen.findByRole('option', { name: MODELO.descricao }));
    fireEvent.click(screen.getByRole('button', { name: 'Usar modelo' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(`?drawer=cargas/cadastro-carga/new/${MODELO.id}`),
    );
  });

  it('presets the kind of a characteristic entry', async () => {
    renderShell({ role: 'Operador' });
    await openWithShortcut();
    search('tabela de frete');
    fireEvent.click(screen.getByRole('option', { name: 'Oferecimento por tabela de frete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const form = await screen.findByRole('dialog', { name: 'Nova característica' }, { timeout: 8000 });
    expect((within(form).getByRole('radio', { name: 'Tabela de frete' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('is not offered at all to the Free licence', () => {
    renderShell({ License: Licenca.Free });
    expect(screen.queryByRole('button', { name: DIALOG })).toBeNull();
  });
});

describe('cargo templates in the dialog', { timeout: 30_000 }, () => {
  function renderModal(onUsarModelo = vi.fn(), routes = {}) {
    saveSessionToken(makeTokenObject(claims()));
    const fetchMock = stubApi({ 'GET /api/carga-modelo': { body: [MODELO, OUTRO] }, ...routes });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CriacaoRapidaModal
              opened
              onClose={vi.fn()}
              entradas={CATALOGO_CRIACAO.filter((entrada) => entrada.key === 'empresa')}
              comModelos
              onEscolherEntrada={vi.fn()}
              onUsarModelo={onUsarModelo}
            />
          ),
        },
      ],
      '/',
    );
    return fetchMock;
  }

  const detalhe = () => screen.getByRole('region', { name: 'Detalhes do item' });
  const valor = (label: string) => {
    const termo = within(detalhe()).getByText(label, { selector: 'dt' });
    return termo.nextElementSibling?.textContent;
  };

  it('lists templates, filters them by description and shows the detail formatted pt-BR', async () => {
    renderModal();
    await screen.findByRole('option', { name: MODELO.descricao });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'sao paulo' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([MODELO.descricao]);
    // The first item shown is the one detailed.
    expect(within(detalhe()).getByRole('heading', { name: MODELO.descricao })).toBeTruthy();
    expect(valor('Tipo de frete')).toBe('FOB Dirigido');
    expect(valor('Peso bruto')).toBe('12,50 Ton');
    expect(valor('Volume')).toBe('48,5 m³');
    expect(valor('Quantidade')).toBe('24');
    expect(valor('Código identificador')).toBe('ROTA-SUL-01');
    expect(valor('Valor do frete')).toBe('R$\u00a03.500,00');
    expect(valor('Valor total do frete')).toBe('R$\u00a03.850,50');
    expect(valor('Imposto suspenso')).toBe('Sim');
    expect(valor('Contato')).toBe('Marina Costa');
    expect(valor('Telefone')).toBe('(11) 98765-4321');
    expect(valor('E-mail')).toBe('marina@exemplo.com.br');
    expect(valor('Distância')).toBe('408,15 km');
    expect(valor('Tempo de viagem')).toBe('6h 15min');
    const rota = within(detalhe()).getByRole('list', { name: 'Pontos da rota' });
    expect(
      within(rota)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Origem: Metalúrgica Ipiranga — CD Ipiranga — São Paulo/SP',
      'Parada — Registro/SP',
      'Destino final — Curitiba/PR',
    ]);
  });

  it('moves through the list with the arrow keys and opens a template with Enter', async () => {
    const usar = vi.fn();
    renderModal(usar);
    await screen.findByRole('option', { name: OUTRO.descricao });
    const caixa = screen.getByRole('combobox');
    expect(screen.getByRole('option', { name: 'Empresa' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(caixa, { key: 'ArrowDown' });
    fireEvent.keyDown(caixa, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: OUTRO.descricao }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(caixa, { key: 'Enter' });
    expect(usar).toHaveBeenCalledWith(OUTRO.id);
  });

  it('deletes a template only after confirmation', async () => {
    const fetchMock = renderModal(vi.fn(), {
      [`DELETE /api/carga-modelo/${MODELO.id}`]: {
        body: { message: 'Modelo de carga excluído com sucesso!' },
      },
    });
    fireEvent.click(await screen.findByRole('option', { name: MODELO.descricao }));
    fireEvent.click(within(detalhe()).getByRole('button', { name: 'Excluir' }));
    let confirmacao = await screen.findByRole('dialog', { name: 'Excluir modelo de carga' });
    expect(confirmacao.textContent).toContain(`Deseja excluir "${MODELO.descricao}"?`);
    // Cancelling deletes nothing.
    fireEvent.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir modelo de carga' })).toBeNull());
    expect(callsTo(fetchMock, `DELETE /api/carga-modelo/${MODELO.id}`)).toHaveLength(0);

    fireEvent.click(within(detalhe()).getByRole('button', { name: 'Excluir' }));
    confirmacao = await screen.findByRole('dialog', { name: 'Excluir modelo de carga' });
    const botao = within(confirmacao).getByRole('button', { name: 'Excluir' });
    expect(botao.getAttribute('data-variant') ?? 'filled').toBe('filled');
    expect(botao.style.getPropertyValue('--button-bg')).toContain('red');
    fireEvent.click(botao);
    await waitFor(() => expect(callsTo(fetchMock, `DELETE /api/carga-modelo/${MODELO.id}`)).toHaveLength(1));
    expect(await screen.findByText('Modelo de carga excluído com sucesso!')).toBeTruthy();
    // The list is read again after the deletion.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/carga-modelo').length).toBeGreaterThan(1));
  });
});
