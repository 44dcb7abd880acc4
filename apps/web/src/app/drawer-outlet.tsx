import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Loader.css';
import { Drawer, LoadingOverlay, Text } from '@mantine/core';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Navigate, useLocation } from 'react-router';
import { MODULE_PENDING_TEXT } from '../features/shell/pages/module-pending-page';
import { canAccessRoute } from '../lib/access';
import { UNAUTHORIZED_PATH } from '../lib/navigation/app-routes';
import { matchDrawerRoute, readDrawerParam, type TDrawerPageKey } from '../lib/navigation/drawer-routes';
import { useDrawerNavigation } from '../lib/navigation/use-drawer-navigation';
import { DescartarAlteracoesModal } from '../lib/ui/descartar-alteracoes-modal';
import {
  AlteracoesDoDrawerContext,
  type TAlteracoesDoDrawer,
  useDescartarAlteracoes,
} from '../lib/ui/use-descartar-alteracoes';
import { useSession } from '../lib/use-session';

/** One code-split chunk per drawer component. */
const DRAWER_PAGES: Record<TDrawerPageKey, LazyExoticComponent<ComponentType>> = {
  profile: lazy(async () => ({
    default: (await import('../features/configuracoes/drawers/profile-drawer')).ProfileDrawer,
  })),
  ownerPreferences: lazy(async () => ({
    default: (await import('../features/configuracoes/drawers/owner-preferences-drawer'))
      .OwnerPreferencesDrawer,
  })),
  cargaDetalhes: lazy(async () => ({
    default: (await import('../features/cargas/detalhes/carga-detalhes-drawer')).CargaDetalhesDrawer,
  })),
  cargaDocumentos: lazy(async () => ({
    default: (await import('../features/cargas/detalhes/carga-documentos-drawer')).CargaDocumentosDrawer,
  })),
  cargaHistorico: lazy(async () => ({
    default: (await import('../features/cargas/detalhes/carga-historico-drawer')).CargaHistoricoDrawer,
  })),
  cargaRotograma: lazy(async () => ({
    default: (await import('../features/cargas/rotograma/carga-rotograma-drawer')).CargaRotogramaDrawer,
  })),
  cargaEncontrarVeiculo: lazy(async () => ({
    default: (await import('../features/cargas/rotograma/carga-encontrar-veiculo-drawer'))
      .CargaEncontrarVeiculoDrawer,
  })),
  cargaAnexos: lazy(async () => ({
    default: (await import('../features/cargas/anexos/carga-anexos-drawer')).CargaAnexosDrawer,
  })),
  cargaTransportadoras: lazy(async () => ({
    default: (await import('../features/cargas/detalhes/carga-transportadoras-drawer'))
      .CargaTransportadorasDrawer,
  })),
  cargaNegociacao: lazy(async () => ({
    default: (await import('../features/cargas/detalhes/carga-negociacao-drawer')).CargaNegociacaoDrawer,
  })),
  cargaAcompanhamento: lazy(async () => ({
    default: (await import('../features/cargas/acompanhamento/carga-acompanhamento-drawer'))
      .CargaAcompanhamentoDrawer,
  })),
  cargaNova: lazy(async () => ({
    default: (await import('../features/cargas/cadastro/cadastro-carga-drawers')).NovaCargaDrawer,
  })),
  cargaNovaModelo: lazy(async () => ({
    default: (await import('../features/cargas/cadastro/cadastro-carga-drawers')).NovaCargaDeModeloDrawer,
  })),
  cargaEdicao: lazy(async () => ({
    default: (await import('../features/cargas/cadastro/cadastro-carga-drawers')).EditarCargaDrawer,
  })),
  cargaPdf: lazy(async () => ({
    default: (await import('../features/cargas/romaneio/carga-pdf-drawer')).CargaPdfDrawer,
  })),
  tabelaFrete: lazy(async () => ({
    default: (await import('../features/tabela-frete/components/tabela-drawer')).TabelaFreteDrawer,
  })),
  regraCalculoFrete: lazy(async () => ({
    default: (await import('../features/tabela-frete/components/regra-drawer')).RegraCalculoDrawer,
  })),
  regiaoFrete: lazy(async () => ({
    default: (await import('../features/tabela-frete/components/regiao-drawer')).RegiaoFreteDrawer,
  })),
  cotacaoFrete: lazy(async () => ({
    default: (await import('../features/tabela-frete/components/cotacao-drawer')).CotacaoFreteDrawer,
  })),
  oferecimentoCarga: lazy(async () => ({
    default: (await import('../features/oferecimento/components/drawers')).OferecimentoCargaDrawer,
  })),
  ofertaRecebida: lazy(async () => ({
    default: (await import('../features/oferecimento/components/drawers')).OfertaRecebidaDrawer,
  })),
  gruposTransportadoras: lazy(async () => ({
    default: (await import('../features/oferecimento/components/grupos-transportadoras'))
      .GruposTransportadorasDrawer,
  })),
  cargasFormadas: lazy(async () => ({
    default: (await import('../features/formacao/formar-cargas/components/cargas-formadas-drawer'))
      .CargasFormadasDrawer,
  })),
  roteirizadorNovoPlano: lazy(async () => ({
    default: (await import('../features/formacao/roteirizador/components/novo-plano-drawer')).NovoPlanoDrawer,
  })),
  pedidoFormacao: lazy(async () => ({
    default: (await import('../features/formacao/pedidos/pedido-drawer')).PedidoDrawer,
  })),
};

/** The side drawer over the page, opened by `?drawer=<path>` in the hash URL (01 §2, DESIGN.md §4). */
export function DrawerOutlet() {
  const location = useLocation();
  const session = useSession();
  const { closeDrawer } = useDrawerNavigation();
  const drawerPath = readDrawerParam(location.search);
  const match = drawerPath ? matchDrawerRoute(drawerPath) : null;

  // A form inside the drawer reports its unsaved changes: closing then asks first (issue 16).
  const [alterado, setAlterado] = useState(false);
  const descartar = useRef<(() => void) | undefined>(undefined);
  const { pedirFechamento, modalProps } = useDescartarAlteracoes({
    aberto: drawerPath !== null,
    alterado,
    onFechar: closeDrawer,
    onDescartar: () => descartar.current?.(),
  });
  const alteracoes = useMemo<TAlteracoesDoDrawer>(
    () => ({
      informar: (novo, onDescartar) => {
        setAlterado(novo);
        descartar.current = onDescartar;
      },
      pedirFechamento,
    }),
    [pedirFechamento],
  );

  if (match && !canAccessRoute(match.route, session)) return <Navigate to={UNAUTHORIZED_PATH} replace />;

  const Page = match?.route.page ? DRAWER_PAGES[match.route.page] : null;

  return (
    <AlteracoesDoDrawerContext.Provider value={alteracoes}>
      <Drawer
        opened={drawerPath !== null}
        onClose={pedirFechamento}
        closeOnEscape={false}
        position="right"
        size="xl"
        title={match ? match.route.title : 'Página não encontrada'}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {Page ? (
          // A loading overlay shows while a drawer route loads (01 §2).
          <Suspense fallback={<LoadingOverlay visible loaderProps={{ 'aria-label': 'Carregando' }} />}>
            <Page />
          </Suspense>
        ) : (
          <Text c="gray.7">
            {match ? MODULE_PENDING_TEXT : 'O endereço acessado não existe ou foi removido.'}
          </Text>
        )}
      </Drawer>
      <DescartarAlteracoesModal {...modalProps} />
    </AlteracoesDoDrawerContext.Provider>
  );
}
