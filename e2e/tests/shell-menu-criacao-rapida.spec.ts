import { MESSAGES, type TCadastroCargaRotaPontoInput, type TEmpresa } from '@embarca/domain';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import {
  cargaSimples,
  excluirModelo,
  excluirModelosEsquecidos,
  MODELO_PREFIXO,
} from '../support/ciclo-de-vida';
import { callApiFromPage } from '../support/quadro-actions';

/*
 * The shell's side menu and user menu per demo account (01 §2 "Side menu", §6), and the quick-create
 * catalogue (01 §2 "Quick-create catalogue"): Alt+/, the accent- and case-insensitive filter, a cargo
 * template's detail, opening it in the register drawer and deleting it.
 *
 * The expected menus are derived from the rules, not copied from the screen: the route table
 * (apps/web/src/app/routes.ts: each item's area, modules, role, shipperOnly, supportOnly), the access
 * check (lib/access.ts → the domain's canAccessRoute) and the demo data (apps/api/src/seed/demo-seed.ts):
 * - Embarcadora Demo, Embarca (support) and the trial: every module but Painel (MODULOS_DEMO);
 * - Transportadora Demo (a carrier): Cargas, Frota, Oferecimento, Relatórios, Dashboards, Formulários,
 *   Indicadores;
 * - operador@ (Operador) is denied Auditoria, Portal de agendamento, Cross-docking, Automação de alertas
 *   and Hub de integração (UserUnauthorizedModule);
 * - suporte@ is an Administrador of the product's own company (type 100, not a shipper), user type 100.
 * No demo company has the Painel module: every account sees 'Minhas cargas' and none 'Painel de cargas'
 * (the "Panel hides Minhas cargas" rule cannot be seen with the demo data as seeded).
 *
 * free@embarcador.demo (the Free licence) is left out on purpose: the password-recovery journey locks it and
 * changes its password (auth-recovery.spec.ts: "no other journey may sign in with it"), so signing in with
 * demo1234 here would fail whenever that journey ran first. Its menu follows its modules (Cargas, Frota,
 * Oferecimento): Início, Frota, Cargas, Oferecimento, Integração, Mensagens, Notificações, Configurações.
 *
 * The journey only reads, signs in and out in contexts of its own, and deletes the one template it creates.
 */

// ------------------------------------------------------------------------------------- the side menu

type TArea =
  | 'inicio'
  | 'frota'
  | 'formacao'
  | 'crossDocking'
  | 'cargas'
  | 'oferecimento'
  | 'dashboards'
  | 'auditoria'
  | 'agendamento'
  | 'formularios'
  | 'relatorios'
  | 'automacao'
  | 'integracao'
  | 'mensagens'
  | 'notificacoes'
  | 'preferencias'
  | 'configuracoes'
  | 'painelAdmin';

/**
 * The side menu's groups in menu order (routes.ts AREAS) with the items each shows when every module of
 * the demo tenants is there ([title, path]). 'Painel de cargas' (module Painel) is left out: no demo
 * company has that module. A group with one item is one link named after the group.
 */
const MENU: Readonly<Record<TArea, { label: string; itens: readonly (readonly [string, string])[] }>> = {
  inicio: { label: 'Início', itens: [['Início', '/home']] },
  frota: {
    label: 'Frota',
    itens: [
      ['Monitoramento operacional', '/frota/monitoramento-operacional'],
      ['Agenda da frota', '/frota/agenda'],
      ['Veículos', '/frota/veiculos'],
      ['Motoristas', '/frota/motoristas'],
    ],
  },
  formacao: {
    label: 'Formação de cargas',
    itens: [
      ['Formar cargas', '/formacao/formar-cargas'],
      ['Roteirizador', '/formacao/roteirizador'],
      ['Pedidos', '/formacao/pedidos'],
      ['Impressão de etiquetas', '/formacao/impressao-etiquetas'],
      ['Cotação de frete', '/formacao/tabela-frete/cotacao'],
    ],
  },
  crossDocking: {
    label: 'Cross-docking',
    itens: [
      ['Quadro de remessas', '/cross-docking/quadro'],
      ['Contêineres', '/cross-docking/conteiner'],
    ],
  },
  cargas: {
    label: 'Cargas',
    itens: [
      ['Minhas cargas', '/cargas/minhas-cargas'],
      ['Ocorrências', '/cargas/ocorrencias'],
    ],
  },
  oferecimento: {
    label: 'Oferecimento',
    itens: [
      ['Quadro de oferecimento', '/oferecimento/quadro'],
      ['Ranking de transportadoras', '/oferecimento/ranking'],
      ['Cotação de frete', '/oferecimento/tabela-frete/cotacao'],
    ],
  },
  dashboards: {
    label: 'Dashboards',
    itens: [
      ['Dashboard de tracking', '/dashboards/tracking'],
      ['Dashboard de oferecimento', '/dashboards/oferecimento'],
      ['Dashboard de agendamento', '/dashboards/agendamento'],
      ['Dashboard de formação de cargas', '/dashboards/formacao'],
      ['Configurações de dashboards', '/dashboards/configuracoes'],
    ],
  },
  auditoria: {
    label: 'Auditoria de fretes',
    itens: [
      ['Documentos de carga', '/auditoria-fretes/documentos-carga'],
      ['Faturas', '/auditoria-fretes/faturas'],
      ['Importação por e-mail', '/auditoria-fretes/importacao-por-email'],
    ],
  },
  agendamento: {
    label: 'Agendamento de docas',
    itens: [
      ['Agendamentos', '/portal-agendamento/agendamentos'],
      ['Gestão de pátio', '/portal-agendamento/gestao-patio'],
      ['Docas', '/portal-agendamento/docas'],
      ['Painel de carregamento', '/portal-agendamento/painel-carregamento'],
    ],
  },
  formularios: {
    label: 'Formulários',
    itens: [
      ['Checklist', '/formularios/checklist'],
      ['Pesquisa', '/formularios/pesquisa'],
      ['Relatório de checklist', '/formularios/relatorio-checklist'],
    ],
  },
  relatorios: {
    label: 'Relatórios',
    itens: (
      [
        ['Histórico de minutas', 'historico-minutas'],
        ['Histórico de remessas', 'historico-remessas'],
        ['Histórico de contêineres', 'historico-conteineres'],
        ['Histórico de cargas', 'historico-cargas'],
        ['Relatório de ocorrências', 'relatorio-ocorrencias'],
        ['Relatório de SLA de entregas', 'relatorio-sla-entregas'],
        ['Relatório de entrega', 'relatorio-entrega'],
        ['Relatório de itens de entrega', 'relatorio-entrega-itens'],
        ['Relatório de oferecimento', 'relatorio-oferecimento'],
        ['Relatório de faturas', 'relatorio-faturas'],
        ['Relatório de entregas', 'relatorio-entregas'],
        ['Relatório de agendamento', 'relatorio-agendamento'],
      ] as const
    ).map(([titulo, path]) => [titulo, `/relatorios/${path}`] as const),
  },
  automacao: { label: 'Automação de alertas', itens: [['Automação de alertas', '/automacao']] },
  integracao: {
    label: 'Integração',
    itens: [
      ['Integração', '/integracao'],
      ['Importação de dados', '/integracao/importacao'],
    ],
  },
  mensagens: { label: 'Mensagens', itens: [['Mensagens', '/mensagens']] },
  notificacoes: { label: 'Notificações', itens: [['Notificações', '/notificacoes']] },
  preferencias: { label: 'Preferências', itens: [['Preferências', '/preferencias']] },
  configuracoes: { label: 'Configurações', itens: [['Configurações', '/configuracoes']] },
  painelAdmin: { label: 'Painel administrativo', itens: [['Painel administrativo', '/painel-admin']] },
};
const TODAS_AS_AREAS = Object.keys(MENU) as TArea[];

interface TConta {
  email: string;
  /** The groups the account sees, in menu order; every other group must be absent. */
  areas: readonly TArea[];
  /** User type 100: the admin panel in the side menu and in the user menu. */
  suporte?: boolean;
  administrador: boolean;
}

const CONTAS: readonly TConta[] = [
  {
    // Administrador of a shipper with every module but Painel: every group but the support panel.
    email: 'admin@embarcador.demo',
    administrador: true,
    areas: [
      'inicio',
      'frota',
      'formacao',
      'crossDocking',
      'cargas',
      'oferecimento',
      'dashboards',
      'auditoria',
      'agendamento',
      'formularios',
      'relatorios',
      'automacao',
      'integracao',
      'mensagens',
      'notificacoes',
      'preferencias',
      'configuracoes',
    ],
  },
  {
    // Operador of the same shipper: no Cross-docking, Auditoria, Agendamento (modules withheld from the
    // user), no Automação (module withheld, and admin only), no Integração and Configurações (admin only).
    email: 'operador@embarcador.demo',
    administrador: false,
    areas: [
      'inicio',
      'frota',
      'formacao',
      'cargas',
      'oferecimento',
      'dashboards',
      'formularios',
      'relatorios',
      'mensagens',
      'notificacoes',
    ],
  },
  {
    // Administrador of a carrier: Integração and Configurações (admin), no Formação and Automação (no module),
    // no shipper-only groups.
    email: 'admin@transportadora.demo',
    administrador: true,
    areas: [
      'inicio',
      'frota',
      'cargas',
      'oferecimento',
      'dashboards',
      'formularios',
      'relatorios',
      'integracao',
      'mensagens',
      'notificacoes',
      'preferencias',
      'configuracoes',
    ],
  },
  {
    // Support (type 100) of the product's company: it has the Cross-docking, Auditoria and Portal de
    // agendamento modules but is not a shipper, so those shipper-only groups stay hidden; the admin panel
    // is its alone.
    email: 'suporte@embarca.demo',
    administrador: true,
    suporte: true,
    areas: [
      'inicio',
      'frota',
      'formacao',
      'cargas',
      'oferecimento',
      'dashboards',
      'formularios',
      'relatorios',
      'automacao',
      'integracao',
      'mensagens',
      'notificacoes',
      'preferencias',
      'configuracoes',
      'painelAdmin',
    ],
  },
];

/** Pages only a shipper company sees (the route's `shipperOnly`): the carrier ranking (issue 20). */
const SOMENTE_EMBARCADOR = new Set(['/oferecimento/ranking']);
/** The demo accounts whose company is not a shipper. */
const NAO_EMBARCADORES = new Set(['admin@transportadora.demo', 'suporte@embarca.demo']);

/** The links the side menu shows for these groups, in order: [name, href]. */
function linksEsperados(areas: readonly TArea[], email: string): [string, string][] {
  return areas.flatMap((area) => {
    const { label, itens } = MENU[area];
    if (itens.length === 1) return [[label, `#${itens[0]![1]}`] as [string, string]];
    return itens
      .filter(([, path]) => !(NAO_EMBARCADORES.has(email) && SOMENTE_EMBARCADOR.has(path)))
      .map(([titulo, path]) => [titulo, `#${path}`] as [string, string]);
  });
}

/** A group's header: the button that opens its items (it says whether it is expanded). */
function cabecalhoDoGrupo(nav: Locator, label: string): Locator {
  return nav.getByRole('button', { name: label, exact: true });
}

async function novaPagina(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('cada conta de demonstração vê o menu que o seu acesso permite', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);

  for (const conta of CONTAS) {
    await test.step(conta.email, async () => {
      const { page, close } = await novaPagina(browser);
      try {
        const errors = recordPageErrors(page);
        await signIn(page, conta.email);
        await expect(page).toHaveURL(/#\/home/);
        const nav = page.getByRole('navigation', { name: 'Menu principal' });
        await expect(nav.getByRole('link', { name: 'Início', exact: true })).toBeVisible();

        // Groups the account may not open are not in the menu at all (not even collapsed).
        for (const area of TODAS_AS_AREAS.filter((area) => !conta.areas.includes(area))) {
          await expect(nav.getByText(MENU[area].label, { exact: true }), MENU[area].label).toHaveCount(0);
        }

        if (conta.email === 'admin@embarcador.demo') {
          // The keyboard reaches every group: from 'Início', Tab lands on the 'Frota' button, Enter opens it
          // and Space closes it again.
          const frota = cabecalhoDoGrupo(nav, 'Frota');
          await expect(frota).toHaveAttribute('aria-expanded', 'false');
          await nav.getByRole('link', { name: 'Início', exact: true }).focus();
          await page.keyboard.press('Tab');
          await expect(frota).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(frota).toHaveAttribute('aria-expanded', 'true');
          await expect(nav.getByRole('link', { name: 'Monitoramento operacional' })).toBeVisible();
          await page.keyboard.press('Space');
          await expect(frota).toHaveAttribute('aria-expanded', 'false');
          await expect(nav.getByRole('link', { name: 'Monitoramento operacional' })).toHaveCount(0);
        }

        // Every group with several items opens; then the menu lists exactly the expected pages, in order.
        for (const area of conta.areas.filter((area) => MENU[area].itens.length > 1)) {
          const cabecalho = cabecalhoDoGrupo(nav, MENU[area].label);
          await expect(cabecalho).toBeVisible();
          await cabecalho.click();
        }
        const esperados = linksEsperados(conta.areas, conta.email);
        const links = nav.getByRole('link');
        await expect(links).toHaveText(esperados.map(([nome]) => nome));
        const hrefs = await links.evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('href')),
        );
        expect(hrefs).toEqual(esperados.map(([, href]) => href));
        // No demo company has the Painel module: 'Minhas cargas' stays, 'Painel de cargas' never shows.
        await expect(nav.getByRole('link', { name: 'Minhas cargas' })).toBeVisible();
        await expect(nav.getByText('Painel de cargas', { exact: true })).toHaveCount(0);

        if (conta.email === 'admin@embarcador.demo') {
          await capturePage(page, testInfo, 'menu-admin-embarcador');
          await expectNoSeriousA11yViolations(page);
          // The fixed item 'Preferências' (01 §2, §6: admins only) opens the company's preferences.
          await nav.getByRole('link', { name: 'Preferências' }).click();
          await expect(page).toHaveURL(/#\/preferencias$/);
          await expect(page.getByRole('heading', { name: 'Preferências', level: 1 })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Preferências de notificação' })).toBeVisible();
        }
        if (!conta.administrador) {
          await expect(nav.getByText('Preferências', { exact: true })).toHaveCount(0);
        }
        if (conta.email === 'admin@transportadora.demo') {
          await capturePage(page, testInfo, 'menu-transportadora');
        }

        // The user menu: profile, terms of use, the admin panel for support users only, sign out.
        const abrirMenuDoUsuario = async () => {
          await page.getByRole('button', { name: / — Menu do usuário$/ }).click();
          const menu = page.getByRole('menu', { name: / — Menu do usuário$/ });
          await expect(menu).toBeVisible();
          return menu;
        };
        let menu = await abrirMenuDoUsuario();
        await expect(menu.getByRole('menuitem')).toHaveText([
          'Meu perfil',
          'Termos de uso',
          ...(conta.suporte ? ['Painel administrativo'] : []),
          'Sair',
        ]);
        await menu.getByRole('menuitem', { name: 'Termos de uso' }).click();
        await expect(page).toHaveURL(/#\/menu\/termos-uso$/);
        await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
        // Its three sub-pages.
        const documentos = page.getByRole('navigation', { name: 'Outros documentos' }).getByRole('link');
        await expect(documentos).toHaveText([
          'Ficha de suporte',
          'Termos do embarcador',
          'Proteção de dados',
        ]);
        expect(
          await documentos.evaluateAll((elements) => elements.map((a) => a.getAttribute('href'))),
        ).toEqual([
          '#/menu/termos-uso/ficha-suporte',
          '#/menu/termos-uso/embarcador',
          '#/menu/termos-uso/protecao-dados',
        ]);

        if (conta.suporte) {
          menu = await abrirMenuDoUsuario();
          await menu.getByRole('menuitem', { name: 'Painel administrativo' }).click();
          await expect(page).toHaveURL(/#\/painel-admin/);
          await expect(page.getByRole('heading', { name: 'Painel administrativo', level: 1 })).toBeVisible();
        }

        menu = await abrirMenuDoUsuario();
        await menu.getByRole('menuitem', { name: 'Sair' }).click();
        await expect(page).toHaveURL(/#\/login/);
        await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('embarca.token'))).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

// ---------------------------------------------------------------------------- the quick-create catalogue

/** The demo shipper's client the template delivers to (apps/api/src/seed/demo-catalog.ts). */
const CLIENTE = 'Atacadão Carioca Distribuidora de Alimentos Ltda';

/**
 * Saves a cargo template with every figure the catalogue's detail shows (POST /api/carga-modelo): FOB,
 * 12.5 t, R$ values with cents, a suspended tax, a distance and a time, and three route points, the last
 * at a company of the shipper's. Gives its id.
 */
async function criarModeloCompleto(page: Page, descricao: string, codIdentificador: string): Promise<string> {
  const empresas = await callApiFromPage<TEmpresa[]>(page, 'GET', '/empresa');
  expect(empresas.status).toBe(200);
  const cliente = empresas.body.find((empresa) => empresa.nome === CLIENTE);
  expect(cliente, `${CLIENTE} nas empresas da Embarcadora Demo`).toBeDefined();
  const base = cargaSimples(codIdentificador);
  const [origem, destino] = base.origemDestino as [
    TCadastroCargaRotaPontoInput,
    TCadastroCargaRotaPontoInput,
  ];
  const response = await callApiFromPage<{ id: string }>(page, 'POST', '/carga-modelo', {
    descricao,
    model: {
      ...base,
      carga: { ...base.carga, tipoFrete: 2 },
      pagamento: { valorFrete: 3_500, valorTotalFrete: 3_850.5, impostoSuspenso: true },
      distancia: 805_300,
      tempo: 725,
      // cargaSimples' origin (Doca 3, São Paulo, tomorrow 08:00) and its destination's date, a stop between.
      origemDestino: [
        origem,
        {
          rota: 2,
          cidade: 'Registro',
          uf: 'SP',
          dhInicio: new Date(new Date(origem.dhInicio).getTime() + 4 * 3_600_000).toISOString(),
        },
        {
          ...destino,
          empresaId: cliente!.id,
          localidade: 'Av. Rio Branco, 100',
          cidade: 'Rio de Janeiro',
          uf: 'RJ',
        },
      ],
    },
  });
  expect(response.status, `POST /api/carga-modelo ${JSON.stringify(response.body)}`).toBe(201);
  return response.body.id;
}

/** Opens the catalogue with Alt+/ and gives the dialog; its search box has the focus. */
async function abrirCriacaoRapida(page: Page): Promise<Locator> {
  await page.keyboard.press('Alt+Slash');
  const dialog = page.getByRole('dialog', { name: 'Criação rápida (Alt+/)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Criação rápida' })).toBeFocused();
  return dialog;
}

/** The `drawer` parameter of the hash URL ('/home?drawer=…'), decoded. */
function drawerDaUrl(url: URL): string | null {
  const query = url.hash.split('?')[1];
  return query ? new URLSearchParams(query).get('drawer') : null;
}

/** Entries of the catalogue's 'Cadastros' the demo shipper's administrator has (built ones, 01 §6). */
const CADASTROS_ADMIN = [
  'Carga',
  'Empresa',
  'Motorista',
  // Issue 21: the order's drawer (module Formação) and the route plan's (module Roteirizador).
  'Pedido',
  'Unidade de negócio',
  'Usuário',
  'Veículo',
  'Característica de carga',
  'Característica de pedido',
  'Característica de cross-docking',
  'Característica de agendamento',
  'Oferecimento manual',
  'Oferecimento automático',
  'Oferecimento por tabela de frete',
  // Issue 19: the freight tables' drawers (module Oferecimento or Formação).
  'Regiões',
  'Plano de rota',
  'Tabela de frete',
  'Regra de cálculo de frete',
  'Cotação de frete',
];
/**
 * The whole catalogue of 01 §2 in the spec's order: the shipper's administrator (every module) is offered
 * every entry (issue 16 item 10) — those above enabled, the others listed disabled with 'Em breve' until
 * their module lands.
 */
const CATALOGO_ESPECIFICACAO = [
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
];
const EM_BREVE = 'Em breve';
const comEmBreve = (labels: readonly string[], construidos: readonly string[]) =>
  labels.map((label) => (construidos.includes(label) ? label : `${label}${EM_BREVE}`));
/** The options that may be opened (those not built are `aria-disabled`). */
const habilitadas = (scope: Locator) => scope.locator('[role="option"]:not([aria-disabled="true"])');

/** The operador: no admin entries (unit, user), no cross-docking or scheduling (modules withheld). */
const CADASTROS_OPERADOR = [
  'Carga',
  'Empresa',
  'Motorista',
  'Pedido',
  'Veículo',
  'Característica de carga',
  'Característica de pedido',
  'Oferecimento manual',
  'Oferecimento automático',
  'Oferecimento por tabela de frete',
  'Regiões',
  'Plano de rota',
  'Tabela de frete',
  'Regra de cálculo de frete',
  'Cotação de frete',
];

test('Alt+/ abre a criação rápida: filtra sem acento, mostra o detalhe do modelo e abre a gaveta', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = recordPageErrors(page);
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);

  const run = Date.now().toString(36).toUpperCase();
  const descricao = `${MODELO_PREFIXO}Logística Paraná ${run}`;
  const codIdentificador = `CR-${run}`;
  // Templates an interrupted run left behind (the same prefix as the lifecycle journey's: it cleans them too).
  await excluirModelosEsquecidos(page);
  const modeloId = await criarModeloCompleto(page, descricao, codIdentificador);
  let excluido = false;

  try {
    // 1. Alt+/ opens the catalogue: the admin's entries, then the company's templates. ---------------------
    let dialog = await abrirCriacaoRapida(page);
    const busca = dialog.getByRole('combobox', { name: 'Criação rápida' });
    const lista = dialog.getByRole('listbox', { name: 'Itens de criação rápida' });
    const cadastros = lista.getByRole('group', { name: 'Cadastros' });
    const modelos = lista.getByRole('group', { name: 'Modelos de carga' });
    const detalhe = dialog.getByRole('region', { name: 'Detalhes do item' });
    await expect(cadastros.getByRole('option')).toHaveText(
      comEmBreve(CATALOGO_ESPECIFICACAO, CADASTROS_ADMIN),
    );
    await expect(habilitadas(cadastros)).toHaveText(CADASTROS_ADMIN);
    await expect(modelos.getByRole('option', { name: descricao, exact: true })).toBeVisible();
    // The demo data's templates (apps/api/src/seed/demo-seed.ts insertCargoTemplates) are there too.
    await expect(
      modelos.getByRole('option', { name: /^Transferência semanal São Paulo → Rio de Janeiro/ }),
    ).toBeVisible();
    // The first item is selected and described.
    await expect(cadastros.getByRole('option', { name: 'Carga', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(detalhe.getByRole('heading', { name: 'Carga', level: 3 })).toBeVisible();

    // 2. The filter ignores accents and case, over labels and template descriptions. ---------------------
    await busca.fill('caracteristica');
    await expect(lista.getByRole('option')).toHaveText([
      'Característica de carga',
      'Característica de pedido',
      'Característica de cross-docking',
      'Característica de agendamento',
    ]);
    await expect(modelos).toHaveCount(0);
    await expect(detalhe.getByRole('heading', { name: 'Característica de carga', level: 3 })).toBeVisible();

    // An entry whose module is not built yet is found without accents, disabled, and opens nothing.
    await busca.fill('ocorrencia');
    await expect(lista.getByRole('option')).toHaveText([`Tipo de ocorrência${EM_BREVE}`]);
    await expect(lista.getByRole('option')).toHaveAttribute('aria-disabled', 'true');
    await expect(detalhe.getByRole('heading', { name: 'Tipo de ocorrência', level: 3 })).toBeVisible();
    await expect(detalhe.getByRole('button', { name: EM_BREVE })).toBeDisabled();
    await busca.press('Enter');
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await capturePage(page, testInfo, 'criacao-rapida-em-breve');

    await busca.fill('UNIDADE');
    await expect(lista.getByRole('option')).toHaveText(['Unidade de negócio']);
    await expect(detalhe.getByRole('heading', { name: 'Unidade de negócio', level: 3 })).toBeVisible();
    await expect(detalhe).toContainText('Cadastro de uma unidade de negócio da empresa.');

    // Every word must match, in any order.
    await busca.fill('automatico OFERECIMENTO');
    await expect(lista.getByRole('option')).toHaveText(['Oferecimento automático']);

    await busca.fill('nada-parecido-123');
    await expect(lista.getByRole('option')).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.noResults);

    // 3. A template found by its description without accents: its detail, formatted pt-BR. ----------------
    await busca.fill(`logistica PARANA ${run.toLowerCase()}`);
    await expect(lista.getByRole('option')).toHaveText([descricao]);
    await expect(cadastros).toHaveCount(0);
    const opcao = modelos.getByRole('option', { name: descricao, exact: true });
    await opcao.click();
    await expect(opcao).toHaveAttribute('aria-selected', 'true');
    await expect(detalhe.getByRole('heading', { name: descricao, level: 3 })).toBeVisible();
    const dados = detalhe.getByRole('definition');
    await expect(detalhe.getByRole('term')).toHaveText([
      'Tipo de frete',
      'Peso bruto',
      'Volume',
      'Quantidade',
      'Código identificador',
      'Valor do frete',
      'Valor total do frete',
      'Imposto suspenso',
      'Contato',
      'Telefone',
      'E-mail',
      'Distância',
      'Tempo de viagem',
    ]);
    await expect(dados).toHaveText([
      'FOB',
      '12,50 Ton',
      '48,5 m³',
      '24',
      codIdentificador,
      'R$ 3.500,00',
      'R$ 3.850,50',
      'Sim',
      'Marina Costa',
      '(11) 98765-4321',
      'marina@exemplo.com.br',
      '805,30 km',
      '12h 05min',
    ]);
    await expect(detalhe.getByRole('list', { name: 'Pontos da rota' }).getByRole('listitem')).toHaveText([
      'Origem — Doca 3 — São Paulo/SP',
      'Parada — Registro/SP',
      `Destino final: ${CLIENTE} — Av. Rio Branco, 100 — Rio de Janeiro/RJ`,
    ]);
    await expect(detalhe.getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expect(detalhe.getByRole('button', { name: 'Usar modelo' })).toBeVisible();
    await capturePage(page, testInfo, 'criacao-rapida-modelo');
    await expectNoSeriousA11yViolations(page);

    // 4. Enter opens the load register from the template in the side drawer. ----------------------------
    await busca.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => drawerDaUrl(url) === `cargas/cadastro-carga/new/${modeloId}`);
    const gaveta = page.getByRole('dialog', { name: 'Nova carga a partir de modelo' });
    const form = gaveta.getByRole('form', { name: 'Nova carga' });
    await expect(form).toBeVisible();
    await expect(gaveta.getByText(`A partir do modelo ${descricao}`)).toBeVisible();
    await expect(form.getByLabel(/^Tipo de frete/).first()).toHaveValue('FOB');
    await expect(form.getByLabel(/^Peso bruto/)).toHaveValue('12.500');
    await expect(form.getByLabel('Código identificador')).toHaveValue(codIdentificador);
    await expect(form.getByLabel('Valor do frete', { exact: true })).toHaveValue('R$ 3.500,00');
    await expect(form.getByLabel('Valor total do frete')).toHaveValue('R$ 3.850,50');
    await expect(form.getByLabel('Contato', { exact: true })).toHaveValue('Marina Costa');
    await expect(form.getByRole('group', { name: 'Origem' }).getByLabel(/^Cidade/)).toHaveValue('São Paulo');
    await expect(form.getByRole('group', { name: 'Parada 1' }).getByLabel(/^Cidade/)).toHaveValue('Registro');
    const destino = form.getByRole('group', { name: 'Destino final' });
    await expect(destino.getByLabel(/^Cidade/)).toHaveValue('Rio de Janeiro');
    await expect(destino.getByLabel(/^Empresa/).first()).toHaveValue(CLIENTE);
    await gaveta.getByRole('button', { name: 'Fechar' }).click();
    await expect(gaveta).toBeHidden();
    await expect(page).toHaveURL((url) => drawerDaUrl(url) === null);

    // 5. The operador (another browser): no admin entries, nor those of the modules withheld from them. ---
    const operador = await novaPagina(browser);
    try {
      const operadorErrors = recordPageErrors(operador.page);
      await signIn(operador.page, 'operador@embarcador.demo');
      await expect(operador.page).toHaveURL(/#\/home/);
      const catalogo = await abrirCriacaoRapida(operador.page);
      const itens = catalogo.getByRole('listbox', { name: 'Itens de criação rápida' });
      await expect(habilitadas(itens.getByRole('group', { name: 'Cadastros' }))).toHaveText(
        CADASTROS_OPERADOR,
      );
      // The company's templates are the operador's too.
      await expect(
        itens.getByRole('group', { name: 'Modelos de carga' }).getByRole('option', { name: descricao }),
      ).toBeVisible();
      const buscaOperador = catalogo.getByRole('combobox', { name: 'Criação rápida' });
      for (const termo of ['unidade', 'usuario']) {
        await buscaOperador.fill(termo);
        await expect(itens.getByRole('option')).toHaveCount(0);
        await expect(catalogo.getByRole('status')).toHaveText(MESSAGES.noResults);
      }
      expect(operadorErrors).toEqual([]);
    } finally {
      await operador.close();
    }

    // 6. Back as the admin: Alt+/ again, delete the journey's template after the confirmation. -----------
    dialog = await abrirCriacaoRapida(page);
    await dialog.getByRole('combobox', { name: 'Criação rápida' }).fill(run);
    await expect(dialog.getByRole('option')).toHaveText([descricao]);
    await dialog
      .getByRole('region', { name: 'Detalhes do item' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    const confirmacao = page.getByRole('dialog', { name: 'Excluir modelo de carga' });
    await expect(confirmacao).toContainText(
      `Deseja excluir "${descricao}"? Esta ação não pode ser desfeita.`,
    );
    await confirmacao.getByRole('button', { name: 'Excluir' }).click();
    await expect(confirmacao).toBeHidden();
    await expect(page.getByText('Modelo de carga excluído com sucesso!')).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.noResults);
    const restantes = await callApiFromPage<{ id: string }[]>(page, 'GET', '/carga-modelo');
    expect(restantes.body.map((modelo) => modelo.id)).not.toContain(modeloId);
    excluido = true;
    expect(errors).toEqual([]);
  } finally {
    if (!excluido) await excluirModelo(page, modeloId);
  }
});
