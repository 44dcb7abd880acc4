/** Roles (01 §6) as the token's role claim spells them. */
export const Role = { Administrador: 'Administrador', Operador: 'Operador' } as const;
export type TRole = (typeof Role)[keyof typeof Role];
export const ROLE_LABELS: Record<TRole, string> = { Administrador: 'Administrador', Operador: 'Operador' };

/**
 * Licence levels (01 §3, §6). The spec fixes licenseType 1 = paid/full (our Cliente); the other numbers
 * are ours: 0 none, 1 customer (paid/full), 2 trial, 3 Free, 4 internal, 5 unbillable, 6 the
 * restricted-offering module licence.
 */
export const Licenca = {
  Nenhuma: 0,
  Cliente: 1,
  Trial: 2,
  Free: 3,
  Interna: 4,
  NaoFaturavel: 5,
  OferecimentoRestrito: 6,
} as const;
export type TLicenca = (typeof Licenca)[keyof typeof Licenca];
export const LICENCA_LABELS: Record<TLicenca, string> = {
  0: 'Nenhuma',
  1: 'Cliente',
  2: 'Trial',
  3: 'Free',
  4: 'Interna',
  5: 'Não faturável',
  6: 'Oferecimento restrito',
};

/** The 22 modules of 01 §6 / 02 §6 with stable string ids (the token's AuthorizedModule values). */
export const Modulo = {
  Cargas: 'cargas',
  Frota: 'frota',
  Oferecimento: 'oferecimento',
  OferecimentoRestrito: 'oferecimento-restrito',
  Formacao: 'formacao',
  ImpressaoEtiquetas: 'impressao-etiquetas',
  KpiCargas: 'kpi-cargas',
  HubCargas: 'hub-cargas',
  PersonalizacaoKanban: 'personalizacao-kanban',
  HubIntegracao: 'hub-integracao',
  Auditoria: 'auditoria',
  PortalRastreamento: 'portal-rastreamento',
  Relatorios: 'relatorios',
  PortalAgendamento: 'portal-agendamento',
  CrossDocking: 'cross-docking',
  AutomacaoAlertas: 'automacao-alertas',
  CargasRestritas: 'cargas-restritas',
  Formularios: 'formularios',
  Dashboards: 'dashboards',
  Roteirizador: 'roteirizador',
  Painel: 'painel',
  Indicadores: 'indicadores',
} as const;
export type TModulo = (typeof Modulo)[keyof typeof Modulo];
export const MODULO_LABELS: Record<TModulo, string> = {
  cargas: 'Cargas',
  frota: 'Frota',
  oferecimento: 'Oferecimento',
  'oferecimento-restrito': 'Oferecimento restrito',
  formacao: 'Formação de cargas',
  'impressao-etiquetas': 'Impressão de etiquetas',
  'kpi-cargas': 'KPI de cargas',
  'hub-cargas': 'Hub de cargas',
  'personalizacao-kanban': 'Personalização do kanban',
  'hub-integracao': 'Hub de integração',
  auditoria: 'Auditoria de fretes',
  'portal-rastreamento': 'Portal de rastreamento',
  relatorios: 'Relatórios',
  'portal-agendamento': 'Portal de agendamento',
  'cross-docking': 'Cross-docking',
  'automacao-alertas': 'Automação de alertas',
  'cargas-restritas': 'Cargas restritas',
  formularios: 'Formulários',
  dashboards: 'Dashboards',
  roteirizador: 'Roteirizador',
  painel: 'Painel',
  indicadores: 'Indicadores',
};

/** Modules the spec calls gated (01 §6): sold separately, never part of a default bundle. */
export const MODULOS_CONTROLADOS: readonly TModulo[] = [Modulo.CrossDocking, Modulo.HubIntegracao];
