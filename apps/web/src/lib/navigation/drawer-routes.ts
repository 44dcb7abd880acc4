import { Modulo, Role, TipoEmpresa } from '@embarca/domain';
import { matchPath } from 'react-router';
import type { TAccessRule } from '../access';
import { FREE_DENIED } from './app-routes';

/**
 * Side-drawer routes (01 §2, 02 §2) as data. A drawer is a second location inside the hash URL
 * (DESIGN.md §4): `#/cargas/minhas-cargas?drawer=cargas/detalhes/123`. Paths are relative (no leading slash).
 */
/** The component a drawer renders (loaded on demand by `app/drawer-outlet.tsx`); none = the pending text. */
export type TDrawerPageKey =
  | 'profile'
  | 'ownerPreferences'
  | 'cargaDetalhes'
  | 'cargaDocumentos'
  | 'cargaHistorico'
  | 'cargaRotograma'
  | 'cargaEncontrarVeiculo'
  | 'cargaAnexos'
  | 'cargaTransportadoras'
  | 'cargaNegociacao'
  | 'cargaAcompanhamento'
  | 'cargaNova'
  | 'cargaNovaModelo'
  | 'cargaEdicao'
  | 'cargaPdf'
  | 'tabelaFrete'
  | 'regraCalculoFrete'
  | 'regiaoFrete'
  | 'cotacaoFrete'
  | 'oferecimentoCarga'
  | 'ofertaRecebida'
  | 'gruposTransportadoras'
  | 'cargasFormadas'
  | 'roteirizadorNovoPlano'
  | 'pedidoFormacao';

export interface TDrawerRoute extends TAccessRule {
  path: string;
  title: string;
  description: string;
  page?: TDrawerPageKey;
}

export const DRAWER_SEARCH_PARAM = 'drawer';

const CARGA_DRAWER = { modules: [Modulo.Cargas], deniedLicences: FREE_DENIED } as const;

/**
 * Freight tables, rules, regions and quotes (issue 19): the quote screen lives in both Formação and
 * Oferecimento, so either module opens its drawers (the API answers to either too).
 */
const TABELA_FRETE_DRAWER = {
  anyOfModules: [Modulo.Oferecimento, Modulo.Formacao],
  role: Role.Operador,
  deniedLicences: FREE_DENIED,
} as const;

/** The offering board's drawers (issue 20): the same module as the page. */
const OFERECIMENTO_DRAWER = {
  modules: [Modulo.Oferecimento],
  role: Role.Operador,
  deniedLicences: FREE_DENIED,
} as const;

/** The sub-pages of the load details drawer (02 §2), in the spec's order. */
export const CARGA_DETAIL_TABS = [
  ['transportadoras', 'Transportadoras'],
  ['negociacao', 'Negociação'],
  ['documentos', 'Documentos'],
  ['historico', 'Histórico'],
  ['rotograma', 'Rotograma'],
  ['encontrar-veiculo', 'Encontrar veículo'],
  ['anexos', 'Anexos'],
  ['acompanhamento', 'Acompanhamento'],
] as const;
export type TCargaDetailTab = (typeof CARGA_DETAIL_TABS)[number][0];

/** The load detail sub-pages built so far; the others keep the pending text. */
const CARGA_DETAIL_TAB_PAGES: Partial<Record<TCargaDetailTab, TDrawerPageKey>> = {
  documentos: 'cargaDocumentos',
  historico: 'cargaHistorico',
  rotograma: 'cargaRotograma',
  'encontrar-veiculo': 'cargaEncontrarVeiculo',
  anexos: 'cargaAnexos',
  transportadoras: 'cargaTransportadoras',
  negociacao: 'cargaNegociacao',
  acompanhamento: 'cargaAcompanhamento',
};

export const DRAWER_ROUTES: readonly TDrawerRoute[] = [
  // Shell (01 §2)
  {
    path: 'configuracoes/usuarios/profile',
    page: 'profile',
    title: 'Meu perfil',
    description: 'Dados do seu usuário.',
  },
  {
    path: 'configuracoes/owner-preferences',
    page: 'ownerPreferences',
    title: 'Preferências de notificação',
    description: 'Preferências de notificação da empresa.',
    role: Role.Administrador,
  },
  {
    path: 'listar-resultados-drawer',
    page: 'cargasFormadas',
    title: 'Cargas formadas',
    description: 'Minutas e cargas formadas a partir dos pedidos.',
    modules: [Modulo.Formacao],
    deniedLicences: FREE_DENIED,
  },
  // The route planner's quick create (issue 21): name and draft, then the planner page.
  {
    path: 'formacao/roteirizador/planos/new',
    page: 'roteirizadorNovoPlano',
    title: 'Novo plano de rota',
    description: 'Escolha a minuta cujos pedidos serão roteirizados.',
    modules: [Modulo.Roteirizador],
  },
  // Load formation's orders (issue 21): the same module as /formacao/pedidos.
  {
    path: 'formacao/pedidos/new',
    page: 'pedidoFormacao',
    title: 'Novo pedido',
    description: 'Cadastro de um pedido para a formação de cargas.',
    modules: [Modulo.Formacao],
  },
  {
    path: 'formacao/pedidos/:pedidoId',
    page: 'pedidoFormacao',
    title: 'Pedido',
    description: 'Dados, datas, medidas, origem, destino e redespacho do pedido.',
    modules: [Modulo.Formacao],
  },
  // Loads (02 §2)
  {
    ...CARGA_DRAWER,
    path: 'cargas/detalhes/:cargaId',
    page: 'cargaDetalhes',
    title: 'Detalhes da carga',
    description: 'Dados, rota, documentos e acompanhamento da carga.',
  },
  ...CARGA_DETAIL_TABS.map(
    ([tab, label]): TDrawerRoute => ({
      ...CARGA_DRAWER,
      path: `cargas/detalhes/:cargaId/${tab}`,
      page: CARGA_DETAIL_TAB_PAGES[tab],
      title: `Detalhes da carga: ${label}`,
      description: `${label} da carga.`,
    }),
  ),
  {
    ...CARGA_DRAWER,
    // Registering and editing loads is a shipper's (the API refuses a carrier company).
    shipperOnly: true,
    path: 'cargas/cadastro-carga/new',
    page: 'cargaNova',
    title: 'Nova carga',
    description: 'Cadastro de uma nova carga.',
  },
  {
    ...CARGA_DRAWER,
    shipperOnly: true,
    path: 'cargas/cadastro-carga/new/:templateId',
    page: 'cargaNovaModelo',
    title: 'Nova carga a partir de modelo',
    description: 'Cadastro de uma nova carga a partir de um modelo.',
  },
  {
    ...CARGA_DRAWER,
    shipperOnly: true,
    path: 'cargas/cadastro-carga/:cargaId',
    page: 'cargaEdicao',
    title: 'Editar carga',
    description: 'Edição dos dados da carga.',
  },
  {
    ...CARGA_DRAWER,
    path: 'cargas/cargas/carga-pdf',
    page: 'cargaPdf',
    title: 'Impressão da carga',
    description: 'Visualização da carga para impressão.',
  },
  {
    ...CARGA_DRAWER,
    path: 'cargas/ocorrencia/:id',
    title: 'Ocorrência da carga',
    description: 'Ocorrência registrada na carga.',
  },
  // Freight tables (issue 19): quick-create entries and the quote screen's lists open these.
  {
    ...TABELA_FRETE_DRAWER,
    path: 'oferecimento/tabela-frete/new',
    page: 'tabelaFrete',
    title: 'Nova tabela de frete',
    description: 'Cadastro de uma tabela de frete.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'oferecimento/tabela-frete/:tabelaId',
    page: 'tabelaFrete',
    title: 'Tabela de frete',
    description: 'Cabeçalho, vigência e linhas da tabela de frete.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'oferecimento/tabela-frete/regras/new',
    page: 'regraCalculoFrete',
    title: 'Nova regra de cálculo de frete',
    description: 'Cadastro de uma regra de cálculo de frete.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'oferecimento/tabela-frete/regras/:regraId',
    page: 'regraCalculoFrete',
    title: 'Regra de cálculo de frete',
    description: 'Componentes e ICMS da regra de cálculo de frete.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'oferecimento/tabela-frete/cotacao/new',
    page: 'cotacaoFrete',
    title: 'Cotação de frete',
    description: 'Nova cotação de frete pela tabela de frete.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'configuracoes/regioes/new',
    page: 'regiaoFrete',
    title: 'Nova região',
    description: 'Cadastro de uma região de atendimento.',
  },
  {
    ...TABELA_FRETE_DRAWER,
    path: 'configuracoes/regioes/:regiaoId',
    page: 'regiaoFrete',
    title: 'Região',
    description: 'UFs, municípios e faixas de CEP da região.',
  },
  // Carrier offering (issue 20): the board's drawers.
  {
    ...OFERECIMENTO_DRAWER,
    shipperOnly: true,
    path: 'oferecimento/cargas/:cargaId',
    page: 'oferecimentoCarga',
    title: 'Oferecimento da carga',
    description: 'Ofertas, negociações e contratação da carga.',
  },
  {
    ...OFERECIMENTO_DRAWER,
    ownerType: TipoEmpresa.Transportadora,
    path: 'oferecimento/ofertas/:ofertaId',
    page: 'ofertaRecebida',
    title: 'Oferta de carga',
    description: 'A oferta recebida e a sua negociação.',
  },
  {
    ...OFERECIMENTO_DRAWER,
    shipperOnly: true,
    path: 'oferecimento/grupos',
    page: 'gruposTransportadoras',
    title: 'Grupos de transportadoras',
    description: 'Grupos salvos para ofertar cargas.',
  },
  // Freight audit and dock scheduling confirmations (02 §2)
  {
    path: 'auditoria-fretes/cte/sem-vinculo/:eventRouteId',
    title: 'CT-e sem vínculo',
    description: 'CT-e recebido sem vínculo com uma carga.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    deniedLicences: FREE_DENIED,
  },
  {
    path: 'auditoria-fretes/detalhes/entrega/:eventRouteId',
    title: 'Auditoria da entrega',
    description: 'Detalhes da auditoria da entrega.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    deniedLicences: FREE_DENIED,
  },
  {
    path: 'auditoria-fretes/detalhes/fatura/:eventRouteId',
    title: 'Auditoria da fatura',
    description: 'Detalhes da auditoria da fatura.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    deniedLicences: FREE_DENIED,
  },
  {
    path: 'portal-agendamento/reserva/confirmacao/:eventRouteId',
    title: 'Confirmação de reserva',
    description: 'Confirmação da reserva de doca.',
    modules: [Modulo.PortalAgendamento],
    shipperOnly: true,
    deniedLicences: FREE_DENIED,
  },
];

export interface TDrawerMatch {
  route: TDrawerRoute;
  /** The drawer path as found in the URL (normalised: no leading or trailing slash). */
  path: string;
  params: Record<string, string | undefined>;
}

/** The drawer path in a search string (`?drawer=cargas/detalhes/123` → 'cargas/detalhes/123'), or null. */
export function readDrawerParam(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(DRAWER_SEARCH_PARAM);
  if (!raw) return null;
  const path = raw.trim().replace(/^\/+|\/+$/g, '');
  return path === '' ? null : path;
}

/** The drawer route for a drawer path; static segments win over parameters (`new` before `:cargaId`). */
export function matchDrawerRoute(drawerPath: string): TDrawerMatch | null {
  const path = drawerPath.replace(/^\/+|\/+$/g, '');
  // A drawer may carry its own query (`cargas/cargas/carga-pdf?cargaId=…`): matched on the path, read as params.
  const [pathname = '', query = ''] = path.split('?', 2);
  const candidates = DRAWER_ROUTES.map((route) => ({
    route,
    match: matchPath(`/${route.path}`, `/${pathname.replace(/\/+$/, '')}`),
  }))
    .filter((candidate) => candidate.match !== null)
    .sort((a, b) => countParams(a.route.path) - countParams(b.route.path));
  const best = candidates[0];
  const queryParams = Object.fromEntries(new URLSearchParams(query));
  return best?.match ? { route: best.route, path, params: { ...queryParams, ...best.match.params } } : null;
}

function countParams(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith(':')).length;
}

/** The search string with the drawer opened at `drawerPath` (other parameters are kept). */
export function withDrawer(search: string, drawerPath: string): string {
  const params = new URLSearchParams(search);
  params.set(DRAWER_SEARCH_PARAM, drawerPath.replace(/^\/+|\/+$/g, ''));
  return `?${params.toString().replace(/%2F/gi, '/')}`;
}

/** The search string with the drawer closed ('' when nothing else is left). */
export function withoutDrawer(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DRAWER_SEARCH_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
