import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PesquisaRapida } from '../features/cargas/quadro/pesquisa-rapida/components/pesquisa-rapida';
import { CriacaoRapida } from '../features/criacao-rapida/components/criacao-rapida';
import { MensagensButton } from '../features/mensagens/components/mensagens-button';
import { NotificacoesHub } from '../features/notificacoes/components/notificacoes-hub';
import { NotificacoesPanel } from '../features/notificacoes/components/notificacoes-panel';
import { AnuncioBanners } from '../features/shell/components/anuncio-banners';
import { AnuncioModal } from '../features/shell/components/anuncio-modal';
import { BrandLogo } from '../features/shell/components/brand-logo';
import { BusinessUnitFilter } from '../features/shell/components/business-unit-filter';
import { ProductionWarning } from '../features/shell/components/production-warning';
import { ShellNavbar } from '../features/shell/components/shell-navbar';
import { SupportChatButton } from '../features/shell/components/support-chat-button';
import { TrialBanner } from '../features/shell/components/trial-banner';
import { UserMenu } from '../features/shell/components/user-menu';
import { VersionPrompt } from '../features/shell/components/version-prompt';
import { WhatsNewPanel } from '../features/shell/components/whats-new-panel';
import { ACTIVE_BRAND } from '../lib/brand/active-brand';
import { HOME_PATH } from '../lib/navigation/app-routes';
import { DrawerOutlet } from './drawer-outlet';

const NAVBAR_STATE_KEY = 'embarca.navbarOpened';

function readNavbarState(): boolean {
  return sessionStorage.getItem(NAVBAR_STATE_KEY) !== 'false';
}

/**
 * The main layout (01 §2): top bar (brand, support chat, what's new, notifications, user menu), side menu
 * with the business-unit dropdown, the production warning, trial banner and announcement banners around the
 * page, announcement modals, the side drawer, the version-update prompt and the notification hub.
 */
export function ShellLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(readNavbarState());
  const location = useLocation();

  // The side menu's opened or collapsed state is remembered for the session (01 §2).
  useEffect(() => {
    sessionStorage.setItem(NAVBAR_STATE_KEY, String(desktopOpened));
  }, [desktopOpened]);

  // On a phone the menu closes after choosing a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change.
  useEffect(() => {
    mobile.close();
  }, [location.pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={0}
    >
      <AppShell.Header>
        {/* Narrower margins on a phone, so the avatar fits (issue 16). */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Fechar menu' : 'Abrir menu'}
            />
            <Tooltip label={desktopOpened ? 'Recolher menu' : 'Expandir menu'} openDelay={50}>
              <Burger
                opened={desktopOpened}
                onClick={desktop.toggle}
                visibleFrom="sm"
                size="sm"
                aria-label={desktopOpened ? 'Recolher menu' : 'Expandir menu'}
              />
            </Tooltip>
            <Link
              to={HOME_PATH}
              // The name starts with the visible text, the brand's name (WCAG 2.5.3 label in name).
              aria-label={`${ACTIVE_BRAND.name} — página inicial`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <BrandLogo size={30} nameVisibleFrom="sm" />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm">
              <BusinessUnitFilter />
            </Box>
            <PesquisaRapida />
            <CriacaoRapida />
            <SupportChatButton />
            <WhatsNewPanel />
            <MensagensButton />
            <NotificacoesPanel />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Menu principal">
        <ShellNavbar />
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <ProductionWarning />
        <TrialBanner />
        <AnuncioBanners posicao="top" />
        <Box p="lg" style={{ flex: 1 }}>
          <AnuncioBanners posicao="content" />
          <Outlet />
        </Box>
        <AnuncioBanners posicao="bottom" />
        <DrawerOutlet />
        <AnuncioModal />
        <VersionPrompt />
        <NotificacoesHub />
      </AppShell.Main>
    </AppShell>
  );
}
