import { TipoUsuario } from '@embarca/domain';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconFileText, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/navigation/app-routes';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { clearSession, decodeJwtPayload } from '../../../lib/session';
import { useSession, useStoredUser } from '../../../lib/use-session';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '');
  return letters.toUpperCase() || '?';
}

/** The user menu of the top bar (01 §2): profile, terms of use, admin panel (support users), sign out. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openDrawer } = useDrawerNavigation();
  const displayName = session?.claims.name ?? session?.claims.email ?? 'Usuário';
  const user = useStoredUser();
  // Support users (user type 100, 01 §3) manage the platform in the admin panel.
  const tokenType = session ? decodeJwtPayload(session.token.token)?.UsuarioTipo : undefined;
  const isSupport = (user?.tipo ?? Number(tokenType)) === TipoUsuario.Suporte;

  const signOut = () => {
    clearSession();
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={230} shadow="md">
      <Menu.Target>
        <UnstyledButton
          // The visible text (initials and name) first, so the name a speech user says works (WCAG 2.5.3).
          aria-label={`${initials(displayName)} ${displayName} — Menu do usuário`}
          style={{ borderRadius: 8, padding: 4 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials(displayName)}
            </Avatar>
            {/* A space between the initials and the name, as they are seen ('AD Admin Demo', not 'ADAdmin'). */}{' '}
            <Text size="sm" fw={500} visibleFrom="sm" maw={200} truncate>
              {displayName}
            </Text>
            {/* On a phone the top bar has no room for it: the avatar alone opens the menu (issue 16). */}
            <Box component="span" visibleFrom="sm" lh={0}>
              <IconChevronDown size={16} aria-hidden="true" />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => openDrawer('configuracoes/usuarios/profile')}
        >
          Meu perfil
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => navigate('/menu/termos-uso')}>
          Termos de uso
        </Menu.Item>
        {isSupport ? (
          <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => navigate('/painel-admin')}>
            Painel administrativo
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
