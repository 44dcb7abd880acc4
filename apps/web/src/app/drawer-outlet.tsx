import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Text } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { MODULE_PENDING_TEXT } from '../features/shell/pages/module-pending-page';
import { canAccessRoute } from '../lib/access';
import { useSession } from '../lib/use-session';
import { matchDrawerRoute, readDrawerParam } from './drawer-routes';
import { UNAUTHORIZED_PATH } from './routes';
import { useDrawerNavigation } from './use-drawer-navigation';

/** The side drawer over the page, opened by `?drawer=<path>` in the hash URL (01 §2, DESIGN.md §4). */
export function DrawerOutlet() {
  const location = useLocation();
  const session = useSession();
  const { closeDrawer } = useDrawerNavigation();
  const drawerPath = readDrawerParam(location.search);
  const match = drawerPath ? matchDrawerRoute(drawerPath) : null;

  if (match && !canAccessRoute(match.route, session)) return <Navigate to={UNAUTHORIZED_PATH} replace />;

  return (
    <Drawer
      opened={drawerPath !== null}
      onClose={closeDrawer}
      position="right"
      size="xl"
      title={match ? match.route.title : 'Página não encontrada'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Text c="gray.7">
        {match ? MODULE_PENDING_TEXT : 'O endereço acessado não existe ou foi removido.'}
      </Text>
    </Drawer>
  );
}
