import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  ComportamentoOferecimento,
  isRestrictedOfferingLicense,
  Licenca,
  Modulo,
  Role,
  type TComportamentoOferecimento,
  TipoCaracteristica,
  type TModulo,
  type TTipoCaracteristica,
} from '@embarca/domain';
import { canAccessRoute, type TAccessRule } from '../../lib/access';
import { matchDrawerRoute } from '../../lib/navigation/drawer-routes';
import type { TSession } from '../../lib/session';

/**
 * The quick-create catalogue (01 §2) as data: every entry the spec lists, the drawer it opens and who may
 * use it (01 §6). What an entry opens:
 * - `drawer`: a side-drawer route (`?drawer=<path>`, app/drawer-routes.ts); built when that route has a
 *   page;
 * - `formulario`: one of the create forms the settings screens already have (company, business unit, user,
 *   characteristic), opened over the current page — always built.
 * Every entry the session may use is listed (issue 16); one whose drawer is not built yet is shown disabled
 * with 'Em breve' (never a dead link, never missing) until its module lands: `entradaConstruida` tells.
 */

/** The settings forms the catalogue opens directly. */
export type TFormularioCriacao =
  | { tipo: 'empresa' }
  | { tipo: 'unidade' }
  | { tipo: 'usuario' }
  | { tipo: 'motorista' }
  | { tipo: 'veiculo' }
  | {
      tipo: 'caracteristica';
      caracteristica: TTipoCaracteristica;
      comportamento?: TComportamentoOferecimento;
    };

export type TAlvoCriacao = { drawer: string } | { formulario: TFormularioCriacao };

export interface TEntradaCriacao {
  key: string;
  label: string;
  /** One line shown in the detail pane. */
  descricao: string;
  alvo: TAlvoCriacao;
  acesso: TAccessRule;
  /** Offered to restricted-offering users (01 §6: driver, user, vehicle only). */
  oferecimentoRestrito?: boolean;
}

/** Drawer-backed creations deny the Free licence (01 §6) and need at least Operador. */
const BASE: TAccessRule = { role: Role.Operador, deniedLicences: [Licenca.Free] };
const ADMIN: TAccessRule = { role: Role.Administrador, deniedLicences: [Licenca.Free] };
const comModulo = (rule: TAccessRule, ...modules: TModulo[]): TAccessRule => ({ ...rule, modules });

const caracteristica = (
  key: string,
  label: string,
  tipo: TTipoCaracteristica,
  modulo: TModulo,
  comportamento?: TComportamentoOferecimento,
): TEntradaCriacao => ({
  key,
  label,
  descricao: comportamento
    ? `Cadastro de uma característica de carga com o comportamento de oferecimento ${COMPORTAMENTO_OFERECIMENTO_LABELS[
        comportamento
      ].toLowerCase()}.`
    : `Cadastro de uma ${label.toLowerCase()}.`,
  alvo: {
    formulario: { tipo: 'caracteristica', caracteristica: tipo, ...(comportamento ? { comportamento } : {}) },
  },
  acesso: comModulo(BASE, modulo),
});

/** The whole catalogue of 01 §2, in the spec's order. */
export const CATALOGO_CRIACAO: readonly TEntradaCriacao[] = [
  {
    key: 'carga',
    label: 'Carga',
    descricao: 'Cadastro de uma nova carga.',
    alvo: { drawer: 'cargas/cadastro-carga/new' },
    acesso: comModulo(BASE, Modulo.Cargas),
  },
  {
    key: 'contato',
    label: 'Contato',
    descricao: 'Cadastro de um contato.',
    alvo: { drawer: 'configuracoes/contatos/new' },
    acesso: BASE,
  },
  {
    key: 'empresa',
    label: 'Empresa',
    descricao: 'Cadastro de uma empresa (cliente, transportadora, parceiro ou vendedor).',
    alvo: { formulario: { tipo: 'empresa' } },
    acesso: BASE,
  },
  {
    key: 'motorista',
    label: 'Motorista',
    descricao: 'Cadastro de um motorista da frota.',
    alvo: { formulario: { tipo: 'motorista' } },
    acesso: comModulo(BASE, Modulo.Frota),
    oferecimentoRestrito: true,
  },
  {
    key: 'pedido',
    label: 'Pedido',
    descricao: 'Cadastro de um pedido para a formação de cargas.',
    alvo: { drawer: 'formacao/pedidos/new' },
    acesso: comModulo(BASE, Modulo.Formacao),
  },
  {
    key: 'remessa',
    label: 'Remessa (cross-docking)',
    descricao: 'Cadastro de uma remessa de cross-docking.',
    alvo: { drawer: 'cross-docking/remessas/new' },
    acesso: { ...comModulo(BASE, Modulo.CrossDocking), shipperOnly: true },
  },
  {
    key: 'unidade-negocio',
    label: 'Unidade de negócio',
    descricao: 'Cadastro de uma unidade de negócio da empresa.',
    alvo: { formulario: { tipo: 'unidade' } },
    acesso: ADMIN,
  },
  {
    key: 'usuario',
    label: 'Usuário',
    descricao: 'Cadastro de um usuário da empresa; ele recebe o e-mail para definir a senha.',
    alvo: { formulario: { tipo: 'usuario' } },
    acesso: ADMIN,
    oferecimentoRestrito: true,
  },
  {
    key: 'veiculo',
    label: 'Veículo',
    descricao: 'Cadastro de um veículo da frota.',
    alvo: { formulario: { tipo: 'veiculo' } },
    acesso: comModulo(BASE, Modulo.Frota),
    oferecimentoRestrito: true,
  },
  {
    key: 'acesso-portal-rastreamento',
    label: 'Acesso ao portal de rastreamento',
    descricao: 'Cadastro de um acesso ao portal de rastreamento.',
    alvo: { drawer: 'configuracoes/portal-rastreamento/acessos/new' },
    acesso: comModulo(BASE, Modulo.PortalRastreamento),
  },
  {
    key: 'acesso-portal-agendamento',
    label: 'Acesso ao portal de agendamento',
    descricao: 'Cadastro de um acesso ao portal de agendamento.',
    alvo: { drawer: 'portal-agendamento/acessos/new' },
    acesso: { ...comModulo(BASE, Modulo.PortalAgendamento), shipperOnly: true },
  },
  caracteristica('caracteristica-carga', 'Característica de carga', TipoCaracteristica.Carga, Modulo.Cargas),
  caracteristica(
    'caracteristica-pedido',
    'Característica de pedido',
    TipoCaracteristica.Pedido,
    Modulo.Formacao,
  ),
  caracteristica(
    'caracteristica-cross-docking',
    'Característica de cross-docking',
    TipoCaracteristica.CrossDocking,
    Modulo.CrossDocking,
  ),
  caracteristica(
    'caracteristica-agendamento',
    'Característica de agendamento',
    TipoCaracteristica.Agendamento,
    Modulo.PortalAgendamento,
  ),
  caracteristica(
    'comportamento-manual',
    'Oferecimento manual',
    TipoCaracteristica.Carga,
    Modulo.Cargas,
    ComportamentoOferecimento.Manual,
  ),
  caracteristica(
    'comportamento-automatico',
    'Oferecimento automático',
    TipoCaracteristica.Carga,
    Modulo.Cargas,
    ComportamentoOferecimento.Automatico,
  ),
  caracteristica(
    'comportamento-tabela-frete',
    'Oferecimento por tabela de frete',
    TipoCaracteristica.Carga,
    Modulo.Cargas,
    ComportamentoOferecimento.TabelaFrete,
  ),
  {
    key: 'doca',
    label: 'Doca',
    descricao: 'Cadastro de uma doca do portal de agendamento.',
    alvo: { drawer: 'portal-agendamento/docas/new' },
    acesso: { ...comModulo(ADMIN, Modulo.PortalAgendamento), shipperOnly: true },
  },
  {
    key: 'grupo-tarefas',
    label: 'Grupo de tarefas',
    descricao: 'Cadastro de um grupo de tarefas.',
    alvo: { drawer: 'configuracoes/grupos-tarefas/new' },
    acesso: BASE,
  },
  {
    key: 'regioes',
    label: 'Regiões',
    descricao: 'Cadastro de uma região de atendimento.',
    alvo: { drawer: 'configuracoes/regioes/new' },
    acesso: BASE,
  },
  {
    key: 'plano-rota',
    label: 'Plano de rota',
    descricao: 'Cadastro de um plano de rota do roteirizador.',
    alvo: { drawer: 'formacao/roteirizador/planos/new' },
    acesso: comModulo(BASE, Modulo.Roteirizador),
  },
  {
    key: 'tabela-frete',
    label: 'Tabela de frete',
    descricao: 'Cadastro de uma tabela de frete.',
    alvo: { drawer: 'oferecimento/tabela-frete/new' },
    acesso: comModulo(BASE, Modulo.Oferecimento),
  },
  {
    key: 'regra-calculo-frete',
    label: 'Regra de cálculo de frete',
    descricao: 'Cadastro de uma regra de cálculo de frete.',
    alvo: { drawer: 'oferecimento/tabela-frete/regras/new' },
    acesso: comModulo(BASE, Modulo.Oferecimento),
  },
  {
    key: 'cotacao-frete',
    label: 'Cotação de frete',
    descricao: 'Nova cotação de frete pela tabela de frete.',
    alvo: { drawer: 'oferecimento/tabela-frete/cotacao/new' },
    acesso: comModulo(BASE, Modulo.Oferecimento),
  },
  {
    key: 'tipo-ocorrencia',
    label: 'Tipo de ocorrência',
    descricao: 'Cadastro de um tipo de ocorrência.',
    alvo: { drawer: 'cargas/ocorrencias/tipos/new' },
    acesso: comModulo(BASE, Modulo.Cargas),
  },
  {
    key: 'vendedor',
    label: 'Vendedor',
    descricao: 'Cadastro de um vendedor.',
    alvo: { drawer: 'configuracoes/vendedores/new' },
    acesso: BASE,
  },
  {
    key: 'importacao-dados',
    label: 'Importação de dados',
    descricao: 'Importação de dados por planilha.',
    alvo: { drawer: 'integracao/importacao/new' },
    acesso: comModulo(BASE, Modulo.HubIntegracao),
  },
  {
    key: 'mapeamento-importacao',
    label: 'Mapeamento de arquivo de importação',
    descricao: 'Cadastro do mapeamento das colunas de um arquivo de importação.',
    alvo: { drawer: 'integracao/mapeamentos/new' },
    acesso: comModulo(ADMIN, Modulo.HubIntegracao),
  },
];

/** The drawer every cargo template opens (01 §2): the load register from the template. */
export const drawerDoModelo = (templateId: string) => `cargas/cadastro-carga/new/${templateId}`;
/** Any id: only whether the template drawer route is built matters. */
const ALGUM_MODELO = '00000000-0000-4000-8000-000000000000';

/** True when the drawer path is a route of the table that has a page (it is built). */
export function drawerConstruido(path: string): boolean {
  return Boolean(matchDrawerRoute(path)?.route.page);
}

/** True when the entry's drawer or form exists in this build. */
export function entradaConstruida(
  entrada: TEntradaCriacao,
  construido: (path: string) => boolean = drawerConstruido,
): boolean {
  return 'formulario' in entrada.alvo || construido(entrada.alvo.drawer);
}

/** The access rule of a drawer entry is also its drawer route's (the drawer outlet checks it again). */
function regraDaEntrada(entrada: TEntradaCriacao): TAccessRule[] {
  if (!('drawer' in entrada.alvo)) return [entrada.acesso];
  const rota = matchDrawerRoute(entrada.alvo.drawer)?.route;
  return rota ? [entrada.acesso, rota] : [entrada.acesso];
}

/** True for a restricted-offering licence (01 §6): only the entries flagged for it are shown. */
export function sessaoOferecimentoRestrito(session: TSession | null): boolean {
  return isRestrictedOfferingLicense(session?.claims.license ?? null);
}

/**
 * The entries the session may use (01 §6 access rules, the restricted-offering list), in catalogue order,
 * built or not: the dialog shows the ones not built yet disabled, with 'Em breve'.
 */
export function entradasVisiveis(
  session: TSession | null,
  catalogo: readonly TEntradaCriacao[] = CATALOGO_CRIACAO,
): TEntradaCriacao[] {
  const restrito = sessaoOferecimentoRestrito(session);
  return catalogo.filter(
    (entrada) =>
      (!restrito || entrada.oferecimentoRestrito === true) &&
      regraDaEntrada(entrada).every((regra) => canAccessRoute(regra, session)),
  );
}

/** The catalogue's entries whose drawer is not built yet (shown disabled, 'Em breve'). */
export function entradasNaoConstruidas(
  construido: (path: string) => boolean = drawerConstruido,
): TEntradaCriacao[] {
  return CATALOGO_CRIACAO.filter((entrada) => !entradaConstruida(entrada, construido));
}

/**
 * Cargo templates are listed when the session may open the template drawer (its own access rule: module
 * Cargas, not Free, Operador) and that drawer is built; never for restricted-offering users.
 */
export function modelosVisiveis(
  session: TSession | null,
  construido: (path: string) => boolean = drawerConstruido,
): boolean {
  const path = drawerDoModelo(ALGUM_MODELO);
  if (sessaoOferecimentoRestrito(session) || !construido(path)) return false;
  const rota = matchDrawerRoute(path)?.route;
  return [{ ...BASE, modules: [Modulo.Cargas] }, ...(rota ? [rota] : [])].every((regra) =>
    canAccessRoute(regra, session),
  );
}
