import { Licenca, Modulo, Role } from '@embarca/domain';
import type { TAccessRule } from '../access';

/**
 * The route table of both spec documents (01 §2, 02 §2) as data. `app/router.tsx` builds the hash router
 * from it, the shell builds its menu from it, and `canAccessRoute` reads its access rules.
 */

/** The page component a route renders; `pending` is the shared "not available yet" page. */
export type TPageKey =
  | 'login'
  | 'forgotPassword'
  | 'newPassword'
  | 'home'
  | 'notFound'
  | 'unauthorized'
  | 'configuracoes'
  | 'preferencias'
  | 'painelAdmin'
  | 'appFrota'
  | 'browserSupport'
  | 'termosUso'
  | 'minhasCargas'
  | 'notificacoes'
  | 'romaneio'
  | 'romaneioUnificado'
  | 'veiculoAtividade'
  | 'monitoramentoFrota'
  | 'frotaAgenda'
  | 'motoristas'
  | 'acessoMotorista'
  | 'veiculos'
  | 'cotacaoFrete'
  | 'quadroOferecimento'
  | 'rankingTransportadoras'
  | 'mensagens'
  | 'formarCargas'
  | 'roteirizador'
  | 'pedidos'
  | 'etiquetas'
  | 'pending';

/** Menu groups of the side menu (01 §1, §2). */
export type TAreaKey =
  | 'inicio'
  | 'frota'
  | 'formacao'
  | 'cross-docking'
  | 'cargas'
  | 'oferecimento'
  | 'dashboards'
  | 'auditoria-fretes'
  | 'portal-agendamento'
  | 'formularios'
  | 'relatorios'
  | 'automacao'
  | 'integracao'
  | 'mensagens'
  | 'notificacoes'
  | 'preferencias'
  | 'configuracoes'
  | 'painel-admin';

export interface TAppRoute extends TAccessRule {
  /** Absolute path inside the hash (`/cargas/minhas-cargas`), React Router syntax for parameters. */
  path: string;
  /** pt-BR route title; the page title is 'product name / title' (01 §2). */
  title: string;
  /** Title used instead of `title` when the company is a shipper (/home is 'Visão geral' then). */
  shipperTitle?: string;
  /** Meta description (01 §2). */
  description: string;
  page: TPageKey;
  /** Rendered without the main layout (01 §2). */
  hideLayout?: boolean;
  /** Reachable without a session (sign-in, password and public pages). */
  isPublic?: boolean;
  /** The business-unit filter turns on after navigating here (02 §6). */
  useBusinessUnitFilter?: boolean;
  /** Side-menu group; routes without one are not listed in the menu. */
  area?: TAreaKey;
  /** Hidden from the side menu (detail pages, print views, sub-pages). */
  hideFromMenu?: boolean;
}

export interface TArea {
  key: TAreaKey;
  label: string;
}

/** Side-menu groups in menu order. */
export const AREAS: readonly TArea[] = [
  { key: 'inicio', label: 'Início' },
  { key: 'frota', label: 'Frota' },
  { key: 'formacao', label: 'Formação de cargas' },
  { key: 'cross-docking', label: 'Cross-docking' },
  { key: 'cargas', label: 'Cargas' },
  { key: 'oferecimento', label: 'Oferecimento' },
  { key: 'dashboards', label: 'Dashboards' },
  { key: 'auditoria-fretes', label: 'Auditoria de fretes' },
  { key: 'portal-agendamento', label: 'Agendamento de docas' },
  { key: 'formularios', label: 'Formulários' },
  { key: 'relatorios', label: 'Relatórios' },
  { key: 'automacao', label: 'Automação de alertas' },
  { key: 'integracao', label: 'Integração' },
  { key: 'mensagens', label: 'Mensagens' },
  { key: 'notificacoes', label: 'Notificações' },
  { key: 'preferencias', label: 'Preferências' },
  { key: 'configuracoes', label: 'Configurações' },
  { key: 'painel-admin', label: 'Painel administrativo' },
];

const PUBLIC = { hideLayout: true, isPublic: true, page: 'pending' } as const;
const PENDING = { page: 'pending' } as const;

export const APP_ROUTES: readonly TAppRoute[] = [
  // Routes without the main layout (01 §2)
  {
    ...PUBLIC,
    path: '/login',
    page: 'login',
    title: 'Entrar',
    description: 'Acesse sua conta para gerenciar cargas, fretes e agendamentos.',
  },
  {
    ...PUBLIC,
    path: '/forgot-password',
    page: 'forgotPassword',
    title: 'Esqueci minha senha',
    description: 'Recupere o acesso à sua conta pelo e-mail cadastrado.',
  },
  {
    ...PUBLIC,
    path: '/new-password',
    page: 'newPassword',
    title: 'Definição de senha',
    description: 'Crie ou altere a senha de acesso pelo link recebido por e-mail.',
  },
  {
    ...PUBLIC,
    path: '/pesquisa',
    title: 'Pesquisa',
    description: 'Responda à pesquisa enviada pela empresa.',
  },
  {
    ...PENDING,
    hideLayout: true,
    path: '/impressao-checklist',
    title: 'Impressão de checklist',
    description: 'Visualização de checklist para impressão.',
    modules: [Modulo.Formularios],
  },
  {
    ...PUBLIC,
    path: '/not-found',
    page: 'notFound',
    title: 'Página não encontrada',
    description: 'O endereço acessado não existe.',
  },
  {
    ...PUBLIC,
    path: '/unauthorized',
    page: 'unauthorized',
    title: 'Sem permissão de acesso',
    description: 'Seu usuário não tem permissão para acessar esta área.',
  },
  {
    ...PUBLIC,
    page: 'browserSupport',
    path: '/browser-support/:browser/:version',
    title: 'Navegador não suportado',
    description: 'Seu navegador não é compatível com a plataforma.',
  },
  {
    ...PUBLIC,
    page: 'acessoMotorista',
    path: '/motorista',
    title: 'Área do motorista',
    description: 'Entre com seu CPF e o código recebido para ver as cargas alocadas a você.',
  },
  {
    ...PUBLIC,
    page: 'appFrota',
    path: '/app-frota',
    title: 'Aplicativo do motorista',
    description: 'Baixe o aplicativo do motorista na loja do seu celular.',
  },

  // Home
  {
    path: '/home',
    page: 'home',
    title: 'Início',
    shipperTitle: 'Visão geral',
    description: 'Visão geral das áreas disponíveis para sua empresa.',
    area: 'inicio',
  },
  {
    // The shipper overview itself (01 §2): the home page, which shows it to shippers.
    page: 'home',
    path: '/home-embarcador',
    title: 'Visão geral',
    description: 'Visão geral do embarcador.',
    shipperOnly: true,
    area: 'inicio',
    hideFromMenu: true,
  },

  // Frota (01 §2)
  {
    page: 'monitoramentoFrota',
    path: '/frota/monitoramento-operacional',
    title: 'Monitoramento operacional',
    description: 'Acompanhe a posição e a situação dos veículos da frota.',
    modules: [Modulo.Frota],
    area: 'frota',
  },
  {
    page: 'frotaAgenda',
    path: '/frota/agenda',
    title: 'Agenda da frota',
    description: 'Agenda de atividades dos veículos da frota.',
    modules: [Modulo.Frota],
    area: 'frota',
  },
  {
    page: 'veiculoAtividade',
    path: '/frota/agenda/:vehicleId/atividade/:plate',
    title: 'Adicionar horário de retorno',
    description: 'Registre o horário de retorno do veículo.',
    modules: [Modulo.Frota],
    area: 'frota',
    hideFromMenu: true,
  },
  {
    page: 'veiculos',
    path: '/frota/veiculos',
    title: 'Veículos',
    description: 'Cadastro de veículos da frota.',
    modules: [Modulo.Frota],
    area: 'frota',
  },
  {
    page: 'motoristas',
    path: '/frota/motoristas',
    title: 'Motoristas',
    description: 'Cadastro de motoristas.',
    modules: [Modulo.Frota],
    area: 'frota',
  },

  // Formação de cargas
  {
    page: 'formarCargas',
    path: '/formacao/formar-cargas',
    title: 'Formar cargas',
    description: 'Agrupe pedidos em minutas e forme cargas.',
    modules: [Modulo.Formacao],
    area: 'formacao',
    useBusinessUnitFilter: true,
  },
  {
    page: 'roteirizador',
    path: '/formacao/roteirizador',
    title: 'Roteirizador',
    description: 'Planeje rotas de entrega para as cargas.',
    modules: [Modulo.Roteirizador],
    area: 'formacao',
  },
  {
    page: 'pedidos',
    path: '/formacao/pedidos',
    title: 'Pedidos',
    description: 'Pedidos importados e cadastrados para formação de cargas.',
    modules: [Modulo.Formacao],
    area: 'formacao',
    useBusinessUnitFilter: true,
  },
  {
    page: 'etiquetas',
    path: '/formacao/impressao-etiquetas',
    title: 'Impressão de etiquetas',
    description: 'Gere e imprima etiquetas de volumes.',
    modules: [Modulo.ImpressaoEtiquetas],
    area: 'formacao',
  },
  {
    // One screen in two areas (issue 19): the quote, saved quotes, tables, rules and regions.
    page: 'cotacaoFrete',
    path: '/formacao/tabela-frete/cotacao',
    title: 'Cotação de frete',
    description: 'Cote o frete pela tabela de frete.',
    modules: [Modulo.Formacao],
    area: 'formacao',
  },

  // Cross-docking (shipper only)
  {
    ...PENDING,
    path: '/cross-docking/quadro',
    title: 'Quadro de remessas',
    description: 'Acompanhe as remessas de cross-docking por etapa.',
    modules: [Modulo.CrossDocking],
    shipperOnly: true,
    area: 'cross-docking',
    useBusinessUnitFilter: true,
  },
  {
    ...PENDING,
    path: '/cross-docking/conteiner',
    title: 'Contêineres',
    description: 'Contêineres de importação e exportação.',
    modules: [Modulo.CrossDocking],
    shipperOnly: true,
    area: 'cross-docking',
  },

  // Cargas
  {
    page: 'minhasCargas',
    path: '/cargas/minhas-cargas',
    title: 'Minhas cargas',
    description: 'Quadro de cargas: aguardando veículo, em execução e entregues.',
    modules: [Modulo.Cargas],
    area: 'cargas',
    useBusinessUnitFilter: true,
  },
  {
    // Print views: without the main layout (nothing but the sheets is printed).
    page: 'romaneio',
    hideLayout: true,
    path: '/cargas/minhas-cargas/romaneio',
    title: 'Romaneio',
    description: 'Romaneio da carga para impressão.',
    modules: [Modulo.Cargas],
    area: 'cargas',
    hideFromMenu: true,
  },
  {
    page: 'romaneioUnificado',
    hideLayout: true,
    path: '/cargas/minhas-cargas/romaneio-unificado',
    title: 'Romaneio unificado',
    description: 'Romaneio unificado da carga para impressão.',
    modules: [Modulo.Cargas],
    area: 'cargas',
    hideFromMenu: true,
  },
  {
    ...PENDING,
    path: '/cargas/painel',
    title: 'Painel de cargas',
    description: 'Painel de acompanhamento das cargas.',
    modules: [Modulo.Painel],
    area: 'cargas',
    useBusinessUnitFilter: true,
  },
  {
    ...PENDING,
    path: '/cargas/ocorrencias',
    title: 'Ocorrências',
    description: 'Ocorrências registradas nas cargas.',
    modules: [Modulo.Cargas],
    area: 'cargas',
    useBusinessUnitFilter: true,
  },

  // Oferecimento
  {
    page: 'quadroOferecimento',
    path: '/oferecimento/quadro',
    title: 'Quadro de oferecimento',
    description: 'Ofereça cargas às transportadoras e acompanhe as negociações.',
    modules: [Modulo.Oferecimento],
    area: 'oferecimento',
    useBusinessUnitFilter: true,
  },
  {
    page: 'rankingTransportadoras',
    path: '/oferecimento/ranking',
    title: 'Ranking de transportadoras',
    description: 'Desempenho das transportadoras nos oferecimentos.',
    modules: [Modulo.Oferecimento],
    role: Role.Operador,
    shipperOnly: true,
    area: 'oferecimento',
    useBusinessUnitFilter: true,
  },
  {
    page: 'cotacaoFrete',
    path: '/oferecimento/tabela-frete/cotacao',
    title: 'Cotação de frete',
    description: 'Cote o frete pela tabela de frete.',
    modules: [Modulo.Oferecimento],
    area: 'oferecimento',
  },

  // Dashboards
  {
    ...PENDING,
    path: '/dashboards/tracking',
    title: 'Dashboard de tracking',
    description: 'Indicadores de acompanhamento das cargas.',
    modules: [Modulo.Dashboards],
    area: 'dashboards',
  },
  {
    ...PENDING,
    path: '/dashboards/oferecimento',
    title: 'Dashboard de oferecimento',
    description: 'Indicadores de oferecimento de cargas.',
    modules: [Modulo.Dashboards],
    area: 'dashboards',
  },
  {
    ...PENDING,
    path: '/dashboards/agendamento',
    title: 'Dashboard de agendamento',
    description: 'Indicadores de agendamento de docas.',
    modules: [Modulo.Dashboards],
    area: 'dashboards',
  },
  {
    ...PENDING,
    path: '/dashboards/formacao',
    title: 'Dashboard de formação de cargas',
    description: 'Indicadores de formação de cargas.',
    modules: [Modulo.Dashboards],
    area: 'dashboards',
  },
  {
    ...PENDING,
    path: '/dashboards/configuracoes',
    title: 'Configurações de dashboards',
    description: 'Configure os indicadores exibidos nos dashboards.',
    modules: [Modulo.Dashboards],
    area: 'dashboards',
  },

  // Auditoria de fretes (shipper only)
  {
    ...PENDING,
    path: '/auditoria-fretes/documentos-carga',
    title: 'Documentos de carga',
    description: 'Auditoria dos documentos de transporte das cargas.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    area: 'auditoria-fretes',
  },
  {
    ...PENDING,
    path: '/auditoria-fretes/faturas',
    title: 'Faturas',
    description: 'Auditoria das faturas de frete.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    area: 'auditoria-fretes',
  },
  {
    ...PENDING,
    path: '/auditoria-fretes/importacao-por-email',
    title: 'Importação por e-mail',
    description: 'Documentos de frete recebidos por e-mail.',
    modules: [Modulo.Auditoria],
    shipperOnly: true,
    area: 'auditoria-fretes',
  },

  // Agendamento de docas (shipper only)
  {
    ...PENDING,
    path: '/portal-agendamento/agendamentos',
    title: 'Agendamentos',
    description: 'Agendamentos de carga e descarga nas docas.',
    modules: [Modulo.PortalAgendamento],
    shipperOnly: true,
    area: 'portal-agendamento',
    useBusinessUnitFilter: true,
  },
  {
    ...PENDING,
    path: '/portal-agendamento/gestao-patio',
    title: 'Gestão de pátio',
    description: 'Acompanhe os veículos no pátio por etapa.',
    modules: [Modulo.PortalAgendamento],
    shipperOnly: true,
    area: 'portal-agendamento',
    useBusinessUnitFilter: true,
  },
  {
    ...PENDING,
    path: '/portal-agendamento/docas',
    title: 'Docas',
    description: 'Cadastro de docas, turnos e horários.',
    modules: [Modulo.PortalAgendamento],
    shipperOnly: true,
    area: 'portal-agendamento',
    useBusinessUnitFilter: true,
  },
  {
    ...PENDING,
    path: '/portal-agendamento/painel-carregamento',
    title: 'Painel de carregamento',
    description: 'Painel das reservas em carregamento.',
    modules: [Modulo.PortalAgendamento],
    shipperOnly: true,
    area: 'portal-agendamento',
    useBusinessUnitFilter: true,
  },

  // Formulários
  {
    ...PENDING,
    path: '/formularios/checklist',
    title: 'Checklist',
    description: 'Modelos de checklist.',
    modules: [Modulo.Formularios],
    area: 'formularios',
  },
  {
    ...PENDING,
    path: '/formularios/pesquisa',
    title: 'Pesquisa',
    description: 'Modelos de pesquisa.',
    modules: [Modulo.Formularios],
    area: 'formularios',
  },
  {
    ...PENDING,
    path: '/formularios/relatorio-checklist',
    title: 'Relatório de checklist',
    description: 'Respostas dos checklists.',
    modules: [Modulo.Formularios],
    area: 'formularios',
  },

  // Relatórios
  ...(
    [
      ['historico-minutas', 'Histórico de minutas'],
      ['historico-remessas', 'Histórico de remessas'],
      ['historico-conteineres', 'Histórico de contêineres'],
      ['historico-cargas', 'Histórico de cargas'],
      ['relatorio-ocorrencias', 'Relatório de ocorrências'],
      ['relatorio-sla-entregas', 'Relatório de SLA de entregas'],
      ['relatorio-entrega', 'Relatório de entrega'],
      ['relatorio-entrega-itens', 'Relatório de itens de entrega'],
      ['relatorio-oferecimento', 'Relatório de oferecimento'],
      ['relatorio-faturas', 'Relatório de faturas'],
      ['relatorio-entregas', 'Relatório de entregas'],
      ['relatorio-agendamento', 'Relatório de agendamento'],
    ] as const
  ).map(
    ([path, title]): TAppRoute => ({
      ...PENDING,
      path: `/relatorios/${path}`,
      title,
      description: `${title}: consulta e exportação.`,
      modules: [Modulo.Relatorios],
      area: 'relatorios',
    }),
  ),

  // Fixed items (01 §2, §6: automation, integration, preferences and settings are admin items)
  {
    ...PENDING,
    path: '/automacao',
    title: 'Automação de alertas',
    description: 'Regras de alertas automáticos.',
    modules: [Modulo.AutomacaoAlertas],
    role: Role.Administrador,
    area: 'automacao',
  },
  {
    ...PENDING,
    path: '/integracao',
    title: 'Integração',
    description: 'Hub de integrações com outros sistemas.',
    role: Role.Administrador,
    area: 'integracao',
  },
  {
    ...PENDING,
    path: '/integracao/importacao',
    title: 'Importação de dados',
    description: 'Importe dados por planilha.',
    role: Role.Administrador,
    area: 'integracao',
  },
  {
    page: 'preferencias',
    path: '/preferencias',
    title: 'Preferências',
    description: 'Preferências da empresa e de notificações.',
    role: Role.Administrador,
    area: 'preferencias',
  },
  {
    page: 'configuracoes',
    path: '/configuracoes',
    title: 'Configurações',
    description: 'Empresas, unidades de negócio, usuários e preferências.',
    role: Role.Administrador,
    area: 'configuracoes',
  },
  {
    page: 'painelAdmin',
    path: '/painel-admin',
    title: 'Painel administrativo',
    description: 'Administração da plataforma.',
    role: Role.Administrador,
    supportOnly: true,
    area: 'painel-admin',
  },
  {
    page: 'mensagens',
    path: '/mensagens',
    title: 'Mensagens',
    description: 'Conversas com motoristas sobre ofertas de carga.',
    area: 'mensagens',
  },
  {
    page: 'mensagens',
    path: '/mensagens/:conversaId',
    title: 'Conversa',
    description: 'Conversa com o motorista.',
    area: 'mensagens',
    hideFromMenu: true,
  },
  {
    page: 'notificacoes',
    path: '/notificacoes',
    title: 'Notificações',
    description: 'Histórico de notificações.',
    area: 'notificacoes',
  },
  {
    page: 'termosUso',
    path: '/menu/termos-uso',
    title: 'Termos de uso',
    description: 'Termos de uso da plataforma.',
  },
  {
    page: 'termosUso',
    path: '/menu/termos-uso/ficha-suporte',
    title: 'Ficha de suporte',
    description: 'Termos de uso: ficha de suporte.',
  },
  {
    page: 'termosUso',
    path: '/menu/termos-uso/embarcador',
    title: 'Termos do embarcador',
    description: 'Termos de uso do embarcador.',
  },
  {
    page: 'termosUso',
    path: '/menu/termos-uso/protecao-dados',
    title: 'Proteção de dados',
    description: 'Termos de proteção de dados.',
  },
];

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';
export const UNAUTHORIZED_PATH = '/unauthorized';

/** Licence refused on most drawer routes (01 §6). Exported for drawer-routes.ts. */
export const FREE_DENIED = [Licenca.Free] as const;
