import type { ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/shell/pages/route-error-page';
import {
  APP_ROUTES,
  AREAS,
  HOME_PATH,
  NOT_FOUND_PATH,
  type TAppRoute,
  type TPageKey,
} from '../lib/navigation/app-routes';
import { AreaRedirect } from './area-redirect';
import { RootRoute } from './root-route';
import { RouteGate } from './route-gate';

type TPageLoader = () => Promise<{ Component: ComponentType }>;

/** One code-split chunk per page component. */
const PAGE_LOADERS: Record<TPageKey, TPageLoader> = {
  login: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  forgotPassword: async () => ({
    Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
  }),
  newPassword: async () => ({
    Component: (await import('../features/auth/pages/new-password-page')).NewPasswordPage,
  }),
  home: async () => ({ Component: (await import('../features/shell/pages/home-page')).HomePage }),
  notFound: async () => ({
    Component: (await import('../features/shell/pages/not-found-page')).NotFoundPage,
  }),
  unauthorized: async () => ({
    Component: (await import('../features/shell/pages/unauthorized-page')).UnauthorizedPage,
  }),
  configuracoes: async () => ({
    Component: (await import('../features/configuracoes/pages/configuracoes-page')).ConfiguracoesPage,
  }),
  preferencias: async () => ({
    Component: (await import('../features/configuracoes/pages/preferencias-page')).PreferenciasPage,
  }),
  painelAdmin: async () => ({
    Component: (await import('../features/painel-admin/pages/painel-admin-page')).PainelAdminPage,
  }),
  appFrota: async () => ({
    Component: (await import('../features/shell/pages/app-frota-page')).AppFrotaPage,
  }),
  browserSupport: async () => ({
    Component: (await import('../features/shell/pages/browser-support-page')).BrowserSupportPage,
  }),
  termosUso: async () => ({
    Component: (await import('../features/shell/pages/termos-uso-page')).TermosUsoPage,
  }),
  minhasCargas: async () => ({
    Component: (await import('../features/cargas/quadro/pages/minhas-cargas-page')).MinhasCargasPage,
  }),
  notificacoes: async () => ({
    Component: (await import('../features/notificacoes/pages/notificacoes-page')).NotificacoesPage,
  }),
  romaneio: async () => ({
    Component: (await import('../features/cargas/romaneio/pages/romaneio-page')).RomaneioPage,
  }),
  romaneioUnificado: async () => ({
    Component: (await import('../features/cargas/romaneio/pages/romaneio-unificado-page'))
      .RomaneioUnificadoPage,
  }),
  monitoramentoFrota: async () => ({
    Component: (await import('../features/frota/monitoramento/monitoramento-page')).MonitoramentoPage,
  }),
  frotaAgenda: async () => ({
    Component: (await import('../features/frota/agenda/agenda-page')).AgendaPage,
  }),
  veiculoAtividade: async () => ({
    Component: (await import('../features/frota/atividades/veiculo-atividade-page')).VeiculoAtividadePage,
  }),
  motoristas: async () => ({
    Component: (await import('../features/frota/motoristas/motoristas-page')).MotoristasPage,
  }),
  acessoMotorista: async () => ({
    Component: (await import('../features/frota/acesso-motorista/acesso-motorista-page')).AcessoMotoristaPage,
  }),
  veiculos: async () => ({
    Component: (await import('../features/frota/veiculos/pages/veiculos-page')).VeiculosPage,
  }),
  cotacaoFrete: async () => ({
    Component: (await import('../features/tabela-frete/pages/cotacao-frete-page')).CotacaoFretePage,
  }),
  quadroOferecimento: async () => ({
    Component: (await import('../features/oferecimento/pages/quadro-oferecimento-page'))
      .QuadroOferecimentoPage,
  }),
  rankingTransportadoras: async () => ({
    Component: (await import('../features/oferecimento/ranking/ranking-page')).RankingTransportadorasPage,
  }),
  mensagens: async () => ({
    Component: (await import('../features/mensagens/pages/mensagens-page')).MensagensPage,
  }),
  formarCargas: async () => ({
    Component: (await import('../features/formacao/formar-cargas/pages/formar-cargas-page')).FormarCargasPage,
  }),
  roteirizador: async () => ({
    Component: (await import('../features/formacao/roteirizador/pages/roteirizador-page')).RoteirizadorPage,
  }),
  pedidos: async () => ({
    Component: (await import('../features/formacao/pedidos/pedidos-page')).PedidosPage,
  }),
  etiquetas: async () => ({
    Component: (await import('../features/formacao/etiquetas/etiquetas-page')).EtiquetasPage,
  }),
  pending: async () => ({
    Component: (await import('../features/shell/pages/module-pending-page')).ModulePendingPage,
  }),
};

function NothingWhileLoading() {
  return null;
}

const loadShellLayout = async () => ({
  Component: (await import('./shell-layout')).ShellLayout,
});

function toRouteObject(route: TAppRoute): RouteObject {
  return { path: route.path, handle: route, lazy: PAGE_LOADERS[route.page] };
}

/** Group prefixes without a page of their own (`/frota`, `/cargas`, …) redirect to their first page. */
function areaRedirects(routes: readonly TAppRoute[]): RouteObject[] {
  const paths = new Set(routes.map((route) => route.path));
  return AREAS.filter((area) => routes.some((route) => route.path.startsWith(`/${area.key}/`)))
    .filter((area) => !paths.has(`/${area.key}`))
    .map((area) => ({ path: `/${area.key}`, element: <AreaRedirect area={area.key} /> }));
}

/** The route objects of the whole table (01 §2, 02 §2); exported for tests with a memory router. */
export function buildRouteObjects(routes: readonly TAppRoute[] = APP_ROUTES): RouteObject[] {
  const publicRoutes = routes.filter((route) => route.isPublic);
  const guardedBare = routes.filter((route) => !route.isPublic && route.hideLayout);
  const withLayout = routes.filter((route) => !route.isPublic && !route.hideLayout);
  return [
    {
      Component: RootRoute,
      // While the first page's lazy chunks load, index.html's page loader is on screen: nothing to render
      // (without it React Router warns "No `HydrateFallback` element provided…" on every start).
      HydrateFallback: NothingWhileLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...publicRoutes.map(toRouteObject),
        {
          Component: RouteGate,
          children: [
            ...guardedBare.map(toRouteObject),
            { lazy: loadShellLayout, children: withLayout.map(toRouteObject) },
            ...areaRedirects(routes),
          ],
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export const appRouter = createHashRouter(buildRouteObjects());
